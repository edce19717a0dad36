import { and, asc, eq, TransactionRollbackError } from "drizzle-orm";
import { conCargo } from "../acceso/sql";
import { demoAccounts } from "../semilla";
import { calendariosHorario, ciclos, grupoEstudiantes, imparticiones, matriculaHistorial, matriculaModulos, matriculas, matriculasModulo, modulos, usuarios } from "../db/schema";
import { getEnlaceCalendario } from "../horarios/suscripcion-ics";
import { getSemanaGrupo } from "../horarios/semanas";
import { describeEachDatabase } from "../../tests/support/test-db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import type { Db } from "../db";
import { desmatricularEstudiante, matricularEstudiante } from "./mutations";
import { enviarMatricula } from "../matricula/mutations";
import { matriculaSchema } from "../matricula/schemas";
import { MATRICULA_EJEMPLO } from "../../tests/support/matricula";
import {
  buscarEstudiantesParaModulo,
  getModulo,
  getTutoria,
  getTutoriaYModulos,
  listEstudiantesModulo,
  listModulosDepartamento,
  listModulosImpartidos,
} from "./queries";
import { getPaginaTutoria } from "./tutoria";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

describeEachDatabase(
  "módulos: alcance y matrícula",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);

    async function moduloAjeno(db: Db, docenteId: number) {
      // A module of another department that this teacher does not teach.
      const todos = await db.select().from(modulos).where(eq(modulos.ciclo, "IFC201"));
      const propios = await db.select().from(imparticiones).where(eq(imparticiones.docenteId, docenteId));
      const m = todos.find((x) => !propios.some((p) => p.modulo === x.codigo && p.ciclo === x.ciclo));
      if (!m) throw new Error("no hay módulo ajeno");
      return m;
    }

    it("a teacher lists exactly the modules they teach", async () => {
      const ana = await usuario(ctx.db, cuentas.docente);
      const lista = await listModulosImpartidos(ana, ctx.db);
      const esperadas = await ctx.db.select().from(imparticiones).where(eq(imparticiones.docenteId, ana.id));
      expect(lista.map((m) => `${m.codigo}/${m.ciclo}`).sort()).toEqual(esperadas.map((i) => `${i.modulo}/${i.ciclo}`).sort());
      expect(lista.length).toBeGreaterThanOrEqual(3);
      expect(lista.every((m) => m.ciclo !== "IFC201")).toBe(true);
    });

    it("a teacher reads a module they teach and gets not-found for one they do not", async () => {
      const ana = await usuario(ctx.db, cuentas.docente);
      const [propio] = await listModulosImpartidos(ana, ctx.db);
      await expect(getModulo(ana, propio.codigo, propio.ciclo, ctx.db)).resolves.toMatchObject({ codigo: propio.codigo, ciclo: propio.ciclo });
      const ajeno = await moduloAjeno(ctx.db, ana.id);
      await expect(getModulo(ana, ajeno.codigo, ajeno.ciclo, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(listEstudiantesModulo(ana, ajeno.codigo, ajeno.ciclo, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(getModulo(ana, "9999", "QUI301", ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("jefatura sees the modules of their department only", async () => {
      const javier = await usuario(ctx.db, cuentas.jefaturaQuimica);
      const lista = await listModulosDepartamento(javier, ctx.db);
      expect(lista.length).toBeGreaterThan(0);
      expect(new Set(lista.map((m) => m.ciclo))).toEqual(new Set(["QUI201", "QUI301"]));
      const [ifc] = await ctx.db.select().from(modulos).where(eq(modulos.ciclo, "IFC201")).limit(1);
      await expect(getModulo(javier, ifc.codigo, ifc.ciclo, ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("students and admins cannot read modules through the teacher scope", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const admin = await usuario(ctx.db, cuentas.admin);
      const [m] = await ctx.db.select().from(modulos).limit(1);
      await expect(getModulo(lucia, m.codigo, m.ciclo, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(getModulo(admin, m.codigo, m.ciclo, ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("the tutor's page reads their group, its active students, its week and its calendar in one row, as the separate reads give them; any other group is not found", async () => {
      const ana = await usuario(ctx.db, cuentas.docente);
      const pablo = await usuario(ctx.db, cuentas.docenteInformatica);
      expect(await getTutoria(ana, ctx.db)).toMatchObject({ grupo: "1QUI301" });
      const pagina = await getPaginaTutoria(ana, "1QUI301", ctx.db);
      expect(pagina.tutoria).toEqual(await getTutoria(ana, ctx.db));
      // The plain query the JSON column replaced: same students, same order.
      const esperados = await ctx.db
        .select({ id: usuarios.id, codigo: usuarios.codigo, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email, imageUrl: usuarios.imageUrl })
        .from(grupoEstudiantes)
        .innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId))
        .where(and(eq(grupoEstudiantes.grupo, "1QUI301"), eq(usuarios.activo, true), conCargo(usuarios.cargos, "estudiante")))
        .orderBy(asc(usuarios.apellidos), asc(usuarios.nombre));
      expect(pagina.estudiantes).toEqual(esperados);
      expect(pagina.estudiantes.map((e) => e.email)).toContain(cuentas.estudiante);
      expect({ ...pagina.semana, grupo: "1QUI301" }).toEqual(await getSemanaGrupo(ana, "1QUI301", ctx.db));
      expect(pagina.semana.periodos.length).toBeGreaterThan(0);
      expect(pagina.calendario).toBe(await getEnlaceCalendario(ana, { grupo: "1QUI301" }, ctx.db));
      await expect(getPaginaTutoria(pablo, "1QUI301", ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(getPaginaTutoria(ana, "2QUI301", ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(getPaginaTutoria(ana, "NOEXISTE", ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("a tutor's first visit gives their group a calendar address", async () => {
      const ana = await usuario(ctx.db, cuentas.docente);
      await ctx.db
        .transaction(async (tx) => {
          await tx.delete(calendariosHorario).where(eq(calendariosHorario.grupo, "1QUI301"));
          const { calendario } = await getPaginaTutoria(ana, "1QUI301", tx);
          expect(calendario).toMatch(/^\/api\/horarios\/calendario\/[\w-]{43}\.ics$/);
          expect(await tx.$count(calendariosHorario, eq(calendariosHorario.grupo, "1QUI301"))).toBe(1);
          expect((await getPaginaTutoria(ana, "1QUI301", tx)).calendario).toBe(calendario);
          tx.rollback();
        })
        .catch((e: unknown) => {
          if (!(e instanceof TransactionRollbackError)) throw e;
        });
    });

    it("the teacher's home reads their tutoría and modules in one row, as the plain joins do, and only theirs", async () => {
      const ana = await usuario(ctx.db, cuentas.docente);
      const pablo = await usuario(ctx.db, cuentas.docenteInformatica);
      // The plain query the JSON column replaced: same rows, same order, same cycle names.
      const esperados = (id: number) =>
        ctx.db
          .selectDistinct({ codigo: modulos.codigo, ciclo: modulos.ciclo, curso: modulos.curso, nombre: modulos.nombre, cicloNombre: ciclos.nombre })
          .from(imparticiones)
          .innerJoin(modulos, and(eq(modulos.codigo, imparticiones.modulo), eq(modulos.ciclo, imparticiones.ciclo)))
          .innerJoin(ciclos, eq(ciclos.codigo, modulos.ciclo))
          .where(eq(imparticiones.docenteId, id))
          .orderBy(asc(modulos.ciclo), asc(modulos.curso), asc(modulos.nombre));
      const deAna = await getTutoriaYModulos(ana, ctx.db);
      expect(deAna.modulos).toEqual(await esperados(ana.id));
      expect(deAna.modulos.length).toBeGreaterThanOrEqual(3);
      expect(deAna.tutoria).toEqual({ grupo: "1QUI301", ciclo: "QUI301", curso: 1, cicloNombre: expect.any(String) });
      expect(deAna.tutoria?.cicloNombre).toBe((await ctx.db.select().from(ciclos).where(eq(ciclos.codigo, "QUI301")))[0].nombre);
      const dePablo = await getTutoriaYModulos(pablo, ctx.db);
      expect(dePablo.modulos).toEqual(await esperados(pablo.id));
      expect(dePablo.modulos.some((m) => deAna.modulos.some((a) => a.codigo === m.codigo && a.ciclo === m.ciclo))).toBe(false);
      expect(dePablo.tutoria?.grupo).not.toBe("1QUI301");
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      expect(await getTutoriaYModulos(lucia, ctx.db)).toEqual({ tutoria: null, modulos: [] });
      expect(await listModulosImpartidos(ana, ctx.db)).toEqual(deAna.modulos);
      expect(await getTutoria(ana, ctx.db)).toEqual(deAna.tutoria);
    });

    describe("enrolment", () => {
      // A 2QUI301 student: of the cycle of Ana's 1.º QUI301 modules, and not enrolled in them.
      const correoHector = () => `hector.campo@${ctx.domain}`;

      it("enrols only students of the module's cycle, or with this year's matrícula for it (issue 48)", async () => {
        const ana = await usuario(ctx.db, cuentas.docente);
        const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
        const [m] = await listModulosImpartidos(ana, ctx.db);
        expect(m.ciclo).toBe("QUI301");
        await expect(matricularEstudiante(ana, m.codigo, m.ciclo, diego.codigo!, ctx.db)).rejects.toMatchObject({
          status: 422,
          message: "Diego Martín Lanau no es del ciclo QUI301: en sus módulos solo se matricula su alumnado.",
        });
        expect(await buscarEstudiantesParaModulo(ana, m.codigo, m.ciclo, "diego mart", ctx.db)).toEqual([]);
        expect((await buscarEstudiantesParaModulo(ana, m.codigo, m.ciclo, "hector campo", ctx.db)).map((e) => e.email)).toEqual([correoHector()]);
        // The exception: his matrícula of this school year is for the module's cycle.
        await enviarMatricula(diego, matriculaSchema.parse({ ...MATRICULA_EJEMPLO, ciclo: { codigo: "QUI301", modulos: ["0065"] }, ruta: null }), ctx.db);
        try {
          await matricularEstudiante(ana, m.codigo, m.ciclo, diego.codigo!, ctx.db);
          await desmatricularEstudiante(ana, m.codigo, m.ciclo, diego.codigo!, ctx.db);
        } finally {
          const [suya] = await ctx.db.select({ id: matriculas.id }).from(matriculas).where(eq(matriculas.estudianteId, diego.id));
          await ctx.db.delete(matriculaHistorial).where(eq(matriculaHistorial.matriculaId, suya.id));
          await ctx.db.delete(matriculaModulos).where(eq(matriculaModulos.matriculaId, suya.id));
          await ctx.db.delete(matriculas).where(eq(matriculas.id, suya.id));
        }
      });

      it("enrols by code, refuses a second enrolment with 409, removes, and refuses removing twice", async () => {
        const ana = await usuario(ctx.db, cuentas.docente);
        const hector = await usuario(ctx.db, correoHector());
        const [m] = await listModulosImpartidos(ana, ctx.db);
        const antes = await listEstudiantesModulo(ana, m.codigo, m.ciclo, ctx.db);
        expect(antes.some((e) => e.id === hector.id)).toBe(false);

        const r = await matricularEstudiante(ana, m.codigo, m.ciclo, hector.codigo!, ctx.db);
        expect(r).toMatchObject({ id: hector.id, email: correoHector() });
        await expect(matricularEstudiante(ana, m.codigo, m.ciclo, hector.codigo!, ctx.db)).rejects.toMatchObject({ status: 409 });
        expect((await listEstudiantesModulo(ana, m.codigo, m.ciclo, ctx.db)).length).toBe(antes.length + 1);

        await desmatricularEstudiante(ana, m.codigo, m.ciclo, hector.codigo!, ctx.db);
        expect((await listEstudiantesModulo(ana, m.codigo, m.ciclo, ctx.db)).length).toBe(antes.length);
        await expect(desmatricularEstudiante(ana, m.codigo, m.ciclo, hector.codigo!, ctx.db)).rejects.toMatchObject({ status: 404 });
      });

      it("enrols by email too", async () => {
        const ana = await usuario(ctx.db, cuentas.docente);
        const [m] = await listModulosImpartidos(ana, ctx.db);
        await matricularEstudiante(ana, m.codigo, m.ciclo, correoHector().toUpperCase(), ctx.db);
        await desmatricularEstudiante(ana, m.codigo, m.ciclo, correoHector(), ctx.db);
      });

      it("refuses unknown codes, non-students and inactive students without writing", async () => {
        const ana = await usuario(ctx.db, cuentas.docente);
        const [m] = await listModulosImpartidos(ana, ctx.db);
        const contar = async () => (await ctx.db.select().from(matriculasModulo)).length;
        const antes = await contar();
        await expect(matricularEstudiante(ana, m.codigo, m.ciclo, "NOEXISTE", ctx.db)).rejects.toMatchObject({ status: 422, message: expect.stringContaining("NOEXISTE") });
        await expect(matricularEstudiante(ana, m.codigo, m.ciclo, cuentas.docenteInformatica, ctx.db)).rejects.toMatchObject({ status: 422, message: expect.stringContaining("no es estudiante") });
        const hector = await usuario(ctx.db, correoHector());
        await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, hector.id));
        try {
          await expect(matricularEstudiante(ana, m.codigo, m.ciclo, hector.codigo!, ctx.db)).rejects.toMatchObject({ status: 422 });
        } finally {
          await ctx.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, hector.id));
        }
        expect(await contar()).toBe(antes);
      });

      it("a teacher cannot enrol in or remove from a module they do not teach", async () => {
        const ana = await usuario(ctx.db, cuentas.docente);
        const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
        const ajeno = await moduloAjeno(ctx.db, ana.id);
        await expect(matricularEstudiante(ana, ajeno.codigo, ajeno.ciclo, diego.codigo!, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(desmatricularEstudiante(ana, ajeno.codigo, ajeno.ciclo, diego.codigo!, ctx.db)).rejects.toMatchObject({ status: 404 });
        const sigue = await ctx.db
          .select()
          .from(matriculasModulo)
          .where(and(eq(matriculasModulo.estudianteId, diego.id), eq(matriculasModulo.modulo, ajeno.codigo), eq(matriculasModulo.ciclo, ajeno.ciclo)));
        expect(sigue.length).toBe(1);
      });

      it("concurrent enrolments of the same student store one row", async () => {
        const ana = await usuario(ctx.db, cuentas.docente);
        const diego = await usuario(ctx.db, correoHector());
        const [m] = await listModulosImpartidos(ana, ctx.db);
        const r = await Promise.allSettled(Array.from({ length: 10 }, () => matricularEstudiante(ana, m.codigo, m.ciclo, diego.codigo!, ctx.db)));
        expect(r.filter((x) => x.status === "fulfilled").length).toBe(1);
        const filas = await ctx.db
          .select()
          .from(matriculasModulo)
          .where(and(eq(matriculasModulo.estudianteId, diego.id), eq(matriculasModulo.modulo, m.codigo), eq(matriculasModulo.ciclo, m.ciclo)));
        expect(filas.length).toBe(1);
        await desmatricularEstudiante(ana, m.codigo, m.ciclo, diego.codigo!, ctx.db);
      });

      it("search by name ignores accents and case and leaves out enrolled students", async () => {
        const ana = await usuario(ctx.db, cuentas.docente);
        const [m] = await listModulosImpartidos(ana, ctx.db);
        const porNombre = await buscarEstudiantesParaModulo(ana, m.codigo, m.ciclo, "hector campo", ctx.db);
        expect(porNombre.map((e) => e.email)).toContain(correoHector());
        const conAcento = await buscarEstudiantesParaModulo(ana, m.codigo, m.ciclo, "HÉCTOR", ctx.db);
        expect(conAcento.map((e) => e.email)).toContain(correoHector());
        const enrolled = await listEstudiantesModulo(ana, m.codigo, m.ciclo, ctx.db);
        if (enrolled[0]) {
          const r = await buscarEstudiantesParaModulo(ana, m.codigo, m.ciclo, enrolled[0].apellidos, ctx.db);
          expect(r.some((e) => e.id === enrolled[0].id)).toBe(false);
        }
        expect(await buscarEstudiantesParaModulo(ana, m.codigo, m.ciclo, "%", ctx.db)).toEqual([]);
      });
    });
  },
  { seed: true },
);
