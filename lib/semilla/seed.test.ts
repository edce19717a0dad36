import { and, eq, sql } from "drizzle-orm";
import { conCargo } from "../acceso/sql";
import type { Db } from "../db/client";
import {
  aulas,
  ciclos,
  departamentos,
  grupoEstudiantes,
  grupos,
  imparticiones,
  matriculasModulo,
  modulos,
  usuarios,
  tutorias,
} from "../db/schema";
import { describeEachDatabase, resetDatabase, TEST_DOMAIN } from "../../tests/support/test-db";
import { buildDemoCentre, demoAccounts } from "./demo-centre";
import {
  createAula,
  createDocente,
  createEstudiante,
  createGrupo,
  createGrupoEstudiante,
  createImparticion,
  createJefatura,
  createMatriculaModulo,
  createModulo,
} from "./factories";
import { seedDemo, type SeedSummary } from "./index";
import type { Cargo } from "../acceso/cargos";

const cuentas = demoAccounts(TEST_DOMAIN);

/** Row count of every table in the public schema, so new tables are covered without editing this. */
async function contarTodas(db: Db): Promise<Record<string, number>> {
  const res = await db.execute(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const tablas = (res as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  const cuentas: Record<string, number> = {};
  for (const t of tablas) {
    const r = await db.execute(sql`select count(*)::int as n from ${sql.identifier(t)}`);
    cuentas[t] = (r as unknown as { rows: { n: number }[] }).rows[0].n;
  }
  return cuentas;
}

async function usuario(db: Db, email: string) {
  const [u] = await db.select().from(usuarios).where(eq(usuarios.email, email));
  if (!u) throw new Error(`no existe ${email}`);
  return u;
}

describe("buildDemoCentre", () => {
  it("is deterministic and builds every email from the domain", () => {
    expect(buildDemoCentre(TEST_DOMAIN)).toEqual(buildDemoCentre(TEST_DOMAIN));
    const otro = buildDemoCentre("Otro-Centro.example");
    expect(otro.usuarios.every((u) => u.email.endsWith("@otro-centro.example"))).toBe(true);
    expect(otro.accounts.docente).toBe("ana.lopez@otro-centro.example");
  });

  it("refuses a domain that is not one", () => {
    expect(() => buildDemoCentre("no es un dominio")).toThrow(/Dominio no válido/);
  });
});

describeEachDatabase("seedDemo", (ctx) => {
  let primera: SeedSummary;

  beforeAll(async () => {
    primera = await seedDemo(ctx.db, { domain: TEST_DOMAIN });
  });

  it("reports what it created", () => {
    expect(primera.created).toEqual(primera.counts);
    expect(primera.counts.usuarios).toBeGreaterThan(70);
    expect(primera.accounts).toEqual(cuentas);
  });

  it("creates at least two departments, each headed by exactly one jefatura of that department", async () => {
    const deps = await ctx.db.select().from(departamentos);
    expect(deps.length).toBeGreaterThanOrEqual(2);
    const jefaturas = await ctx.db.select().from(usuarios).where(conCargo(usuarios.cargos, "jefatura"));
    for (const d of deps) {
      const jefes = jefaturas.filter((j) => j.id === d.jefeId);
      expect(jefes).toHaveLength(1);
      expect(jefes[0].departamentoId).toBe(d.id);
    }
    // …and no jefatura is left without a department to head.
    expect(new Set(deps.map((d) => d.jefeId))).toEqual(new Set(jefaturas.map((j) => j.id)));
  });

  it("creates the four cycles, with a 201, a 202 and QUI301", async () => {
    const codigos = (await ctx.db.select().from(ciclos)).map((c) => c.codigo).sort();
    expect(codigos).toEqual(["ELE202", "IFC201", "QUI201", "QUI301"]);
    expect(codigos.some((c) => c.includes("201"))).toBe(true);
    expect(codigos.some((c) => c.includes("202"))).toBe(true);
  });

  it("gives every cycle 5 to 7 modules per course, each with a department", async () => {
    const filas = await ctx.db.select().from(modulos);
    for (const ciclo of ["QUI201", "QUI301", "IFC201", "ELE202"]) {
      for (const curso of [1, 2]) {
        const n = filas.filter((m) => m.ciclo === ciclo && m.curso === curso).length;
        expect({ ciclo, curso, ok: n >= 5 && n <= 7 }).toEqual({ ciclo, curso, ok: true });
      }
    }
    expect(filas.every((m) => /^\d{4}$/.test(m.codigo) && m.departamentoId !== null)).toBe(true);
  });

  it("gives every module its hours, a first year of 960 like the curricula (issue 48, defect 17)", async () => {
    const filas = await ctx.db.select().from(modulos);
    expect(filas.filter((m) => m.horas === null).map((m) => `${m.ciclo}:${m.codigo}`)).toEqual([]);
    for (const ciclo of ["QUI201", "QUI301", "IFC201", "ELE202"]) {
      const primero = filas.filter((m) => m.ciclo === ciclo && m.curso === 1).reduce((t, m) => t + (m.horas ?? 0), 0);
      expect({ ciclo, primero }).toEqual({ ciclo, primero: 960 });
    }
  });

  it("fills the hours of a module seeded without them, and keeps hours an admin changed", async () => {
    await ctx.db.update(modulos).set({ horas: null }).where(and(eq(modulos.ciclo, "IFC201"), eq(modulos.codigo, "0221")));
    await ctx.db.update(modulos).set({ horas: 230 }).where(and(eq(modulos.ciclo, "IFC201"), eq(modulos.codigo, "0222")));
    await seedDemo(ctx.db, { domain: TEST_DOMAIN });
    const horas = async (codigo: string) => (await ctx.db.select({ h: modulos.horas }).from(modulos).where(and(eq(modulos.ciclo, "IFC201"), eq(modulos.codigo, codigo))))[0].h;
    expect([await horas("0221"), await horas("0222")]).toEqual([224, 230]);
    await ctx.db.update(modulos).set({ horas: 160 }).where(and(eq(modulos.ciclo, "IFC201"), eq(modulos.codigo, "0222")));
  });

  it("has about twelve active teachers, each in a department and teaching several modules; the heads and the director teach one", async () => {
    const docentes = await ctx.db.select().from(usuarios).where(and(conCargo(usuarios.cargos, "docente"), eq(usuarios.activo, true)));
    expect(docentes.length).toBeGreaterThanOrEqual(14);
    expect(docentes.length).toBeLessThanOrEqual(18);
    const imparte = await ctx.db.select().from(imparticiones);
    for (const d of docentes) {
      expect(d.departamentoId).not.toBeNull();
      const cargoAdemas = d.cargos.includes("jefatura") || d.cargos.includes("admin");
      expect({ email: d.email, modulos: imparte.filter((i) => i.docenteId === d.id).length >= (cargoAdemas ? 1 : 2) }).toEqual({ email: d.email, modulos: true });
    }
    // Every head of department and the director are among them (issue 43).
    expect(docentes.filter((d) => d.cargos.includes("jefatura"))).toHaveLength(3);
    expect(docentes.filter((d) => d.cargos.includes("admin")).map((d) => d.email)).toEqual([cuentas.admin]);
  });

  it("gives every module at least one teacher", async () => {
    const sinDocente = await ctx.db
      .select({ codigo: modulos.codigo, ciclo: modulos.ciclo })
      .from(modulos)
      .leftJoin(imparticiones, and(eq(imparticiones.modulo, modulos.codigo), eq(imparticiones.ciclo, modulos.ciclo)))
      .where(sql`${imparticiones.docenteId} is null`);
    expect(sinDocente).toEqual([]);
  });

  it("has eight groups named curso+ciclo, each with its own tutor", async () => {
    const filas = await ctx.db.select({ codigo: grupos.codigo, curso: grupos.curso, ciclo: grupos.ciclo, tutorId: tutorias.tutorId }).from(grupos).leftJoin(tutorias, eq(tutorias.grupo, grupos.codigo));
    expect(filas).toHaveLength(8);
    for (const g of filas) {
      expect(g.codigo).toBe(`${g.curso}${g.ciclo}`);
      expect(g.tutorId).not.toBeNull();
    }
    expect(new Set(filas.map((g) => g.tutorId)).size).toBe(8);
  });

  it("has about sixty students, each with a unique code, a group and all the modules of that group", async () => {
    const estudiantes = await ctx.db.select().from(usuarios).where(conCargo(usuarios.cargos, "estudiante"));
    expect(estudiantes.length).toBeGreaterThanOrEqual(55);
    expect(estudiantes.length).toBeLessThanOrEqual(65);
    const codigos = estudiantes.map((e) => e.codigo);
    expect(codigos.every((c) => typeof c === "string" && /^\d{2}[A-Z]\d{4}$/.test(c))).toBe(true);
    expect(new Set(codigos).size).toBe(estudiantes.length);

    const enGrupo = await ctx.db.select().from(grupoEstudiantes);
    expect(new Set(enGrupo.map((g) => g.estudianteId))).toEqual(new Set(estudiantes.map((e) => e.id)));

    // Enrolments match the group's course and cycle exactly: nothing missing, nothing extra.
    const esperado = await ctx.db
      .select({ estudianteId: grupoEstudiantes.estudianteId, modulo: modulos.codigo, ciclo: modulos.ciclo })
      .from(grupoEstudiantes)
      .innerJoin(grupos, eq(grupos.codigo, grupoEstudiantes.grupo))
      .innerJoin(modulos, and(eq(modulos.ciclo, grupos.ciclo), eq(modulos.curso, grupos.curso)));
    const matriculas = await ctx.db
      .select({ estudianteId: matriculasModulo.estudianteId, modulo: matriculasModulo.modulo, ciclo: matriculasModulo.ciclo })
      .from(matriculasModulo);
    const clave = (m: { estudianteId: number; modulo: string; ciclo: string }) => `${m.estudianteId}/${m.modulo}/${m.ciclo}`;
    expect(new Set(matriculas.map(clave))).toEqual(new Set(esperado.map(clave)));
  });

  it("has two admins: the director, who teaches, and the secretary's office, who does not", async () => {
    const admins = await ctx.db.select().from(usuarios).where(conCargo(usuarios.cargos, "admin")).orderBy(usuarios.id);
    expect(admins.map((a) => [a.email, a.cargos])).toEqual([
      [cuentas.admin, ["docente", "admin"]],
      [cuentas.adminSecretaria, ["admin"]],
    ]);
  });

  it("has rooms 'Aula 1' to 'Aula 12' and rooms that are not an 'Aula'", async () => {
    const nombres = (await ctx.db.select().from(aulas)).map((a) => a.nombre);
    for (let i = 1; i <= 12; i++) expect(nombres).toContain(`Aula ${i}`);
    expect(nombres.filter((n) => n.startsWith("Aula"))).toHaveLength(12);
    expect(nombres).toEqual(expect.arrayContaining(["Laboratorio de Química", "Taller de Electricidad", "Biblioteca"]));
  });

  it("creates the fixed accounts the end-to-end tests sign in with", async () => {
    // Staffed as a real centre: the heads of department and the director teach too (issue 43).
    const esperadas: [keyof typeof cuentas, Cargo[], string, string, boolean][] = [
      ["admin", ["docente", "admin"], "Marta", "Lacasa Ferrer", true],
      ["adminSecretaria", ["admin"], "Teresa", "Abadías Sopena", true],
      ["jefaturaQuimica", ["docente", "jefatura"], "Javier", "Arnal Puyuelo", true],
      ["jefaturaInformatica", ["docente", "jefatura"], "Elena", "Sanz Bielsa", true],
      ["docente", ["docente"], "Ana", "López Gracia", true],
      ["docenteInformatica", ["docente"], "Pablo", "Ruiz Escartín", true],
      ["estudiante", ["estudiante"], "Lucía", "Pérez Barrio", true],
      ["estudianteInformatica", ["estudiante"], "Diego", "Martín Lanau", true],
      ["inactivo", ["docente"], "Sergio", "Baja Temporal", false],
    ];
    for (const [cuenta, cargos, nombre, apellidos, activo] of esperadas) {
      const u = await usuario(ctx.db, cuentas[cuenta]);
      expect({ cuenta, cargos: u.cargos, nombre: u.nombre, apellidos: u.apellidos, activo: u.activo }).toEqual({
        cuenta,
        cargos,
        nombre,
        apellidos,
        activo,
      });
    }
    const ramon = await usuario(ctx.db, `ramon.castan@${TEST_DOMAIN}`);
    expect([ramon.cargos, ramon.nombre, ramon.apellidos]).toEqual([["docente", "jefatura"], "Ramón", "Castán Lafuente"]);
  });

  it("places the fixed students and teachers where the end-to-end tests expect them", async () => {
    const lucia = await usuario(ctx.db, cuentas.estudiante);
    const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
    expect(lucia.codigo).toBe("24Q0001");
    expect(diego.codigo).toBe("24I0001");
    const grupoDe = async (id: number) =>
      (await ctx.db.select().from(grupoEstudiantes).where(eq(grupoEstudiantes.estudianteId, id)))[0]?.grupo;
    expect(await grupoDe(lucia.id)).toBe("1QUI301");
    expect(await grupoDe(diego.id)).toBe("1IFC201");

    const ana = await usuario(ctx.db, cuentas.docente);
    const pablo = await usuario(ctx.db, cuentas.docenteInformatica);
    const tutoria = async (id: number) => (await ctx.db.select().from(tutorias).where(eq(tutorias.tutorId, id)))[0]?.grupo;
    expect(await tutoria(ana.id)).toBe("1QUI301");
    expect(await tutoria(pablo.id)).toBe("1IFC201");

    const deAna = await ctx.db
      .select({ ciclo: modulos.ciclo, curso: modulos.curso })
      .from(imparticiones)
      .innerJoin(modulos, and(eq(modulos.codigo, imparticiones.modulo), eq(modulos.ciclo, imparticiones.ciclo)))
      .where(eq(imparticiones.docenteId, ana.id));
    expect(deAna.filter((m) => m.ciclo === "QUI301").length).toBeGreaterThanOrEqual(3);
    expect(new Set(deAna.filter((m) => m.ciclo === "QUI301").map((m) => m.curso))).toEqual(new Set([1, 2]));
    expect(deAna.filter((m) => m.ciclo === "IFC201")).toEqual([]);

    const [quimica] = await ctx.db.select().from(departamentos).where(eq(departamentos.nombre, "Química"));
    expect(ana.departamentoId).toBe(quimica.id);
    expect((await usuario(ctx.db, cuentas.jefaturaQuimica)).id).toBe(quimica.jefeId);
  });

  it("adds nothing when seeding a second time", async () => {
    const antes = await contarTodas(ctx.db);
    const segunda = await seedDemo(ctx.db, { domain: TEST_DOMAIN });
    expect(await contarTodas(ctx.db)).toEqual(antes);
    expect(Object.values(segunda.created).every((n) => n === 0)).toBe(true);
    expect(segunda.counts).toEqual(primera.counts);
  });

  it("puts changed demo rows back and leaves other rows alone", async () => {
    const ana = await usuario(ctx.db, cuentas.docente);
    await ctx.db.update(usuarios).set({ activo: false, nombre: "Anita" }).where(eq(usuarios.id, ana.id));
    await ctx.db.delete(tutorias).where(eq(tutorias.grupo, "1QUI301"));
    const ajeno = await createDocente(ctx.db, { email: `ajeno@${TEST_DOMAIN}` });

    await seedDemo(ctx.db, { domain: TEST_DOMAIN });

    const despues = await usuario(ctx.db, cuentas.docente);
    expect([despues.id, despues.activo, despues.nombre]).toEqual([ana.id, true, "Ana"]);
    const [g] = await ctx.db.select().from(tutorias).where(eq(tutorias.grupo, "1QUI301"));
    expect(g.tutorId).toBe(ana.id);
    expect((await usuario(ctx.db, ajeno.email)).id).toBe(ajeno.id);
  });
});

describeEachDatabase("factories and resetDatabase", (ctx) => {
  beforeEach(() => resetDatabase(ctx.db));

  it("builds a small consistent world", async () => {
    const jefe = await createJefatura(ctx.db);
    const [dep] = await ctx.db.select().from(departamentos).where(eq(departamentos.jefeId, jefe.id));
    expect(jefe.departamentoId).toBe(dep.id);

    const modulo = await createModulo(ctx.db, { departamentoId: dep.id, curso: 2 });
    const docente = await createDocente(ctx.db, { departamentoId: dep.id });
    await createImparticion(ctx.db, docente.id, modulo);
    const grupo = await createGrupo(ctx.db, { ciclo: modulo.ciclo, curso: 2, tutorId: docente.id });
    expect(grupo.codigo).toBe(`2${modulo.ciclo}`);

    const a = await createEstudiante(ctx.db);
    const b = await createEstudiante(ctx.db, { email: "B.Mayusculas@Example.TEST" });
    expect(a.codigo).not.toBe(b.codigo);
    expect(b.email).toBe("b.mayusculas@example.test");
    await createGrupoEstudiante(ctx.db, a.id, grupo.codigo);
    await createMatriculaModulo(ctx.db, a.id, modulo);
    await createAula(ctx.db, { nombre: "Aula 1" });

    expect(await ctx.db.$count(matriculasModulo)).toBe(1);
    expect(await ctx.db.$count(usuarios)).toBe(4);
  });

  it("starts from empty tables with identities restarted", async () => {
    expect(await contarTodas(ctx.db)).toEqual(
      Object.fromEntries(Object.keys(await contarTodas(ctx.db)).map((t) => [t, 0])),
    );
    const u = await createDocente(ctx.db);
    expect(u.id).toBe(1);
  });
});
