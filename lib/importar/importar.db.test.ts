process.env.AUTH_DOMAIN ??= "cpifp-huesca.test";

import { and, eq, sql } from "drizzle-orm";
import { persona } from "../../tests/support/personas";
import { describeEachDatabase } from "../../tests/support/test-db";
import type { Db } from "../db";
import { grupoEstudiantes, imparticiones, modulos, registro, usuarios } from "../db/schema";
import { demoAccounts } from "../semilla";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { importar } from "./importar";

const D = "cpifp-huesca.test";

const lineasRegistro = (db: Db) => db.$count(registro);
const csv = (...lineas: string[]) => `${lineas.join("\r\n")}\r\n`;

describeEachDatabase(
  "importaciones de la administración",
  (ctx) => {
    const admin = () => persona(ctx.db, demoAccounts(ctx.domain).admin);

    it("reports every bad row of a teachers file and writes nothing, on preview or on apply", async () => {
      const archivo = csv(
        "Correo;Nombre;Apellidos;Departamento",
        `irene.sopena@${D};Irene;Sopena Lera;Química`,
        "intruso@gmail.com;Falso;Docente;Química",
        `tomas.bielsa@${D};Tomás;Bielsa Gil;Departamento Inventado`,
        `IRENE.SOPENA@${D};Irene;Otra vez;Química`,
      );
      const antes = { personas: await ctx.db.$count(usuarios), lineas: await lineasRegistro(ctx.db) };
      for (const simular of [true, false]) {
        const r = await importar(await admin(), "docentes", archivo, { simular }, ctx.db);
        expect(r).toMatchObject({ aplicado: false, nuevos: 1, errores: 3, mensaje: null });
        expect(r.filas.map((f) => [f.linea, f.estado])).toEqual([
          [2, "nuevo"],
          [3, "error"],
          [4, "error"],
          [5, "error"],
        ]);
        expect(r.filas[1].errores.join(" ")).toMatch(/@cpifp-huesca\.test/);
        expect(r.filas[2].errores.join(" ")).toMatch(/No existe el departamento «Departamento Inventado»/);
        expect(r.filas[3].errores.join(" ")).toMatch(/ya aparece en la fila 2/);
      }
      expect(await ctx.db.$count(usuarios)).toBe(antes.personas);
      expect(await lineasRegistro(ctx.db)).toBe(antes.lineas);
    });

    it("applies a good teachers file in one go, logs each change, and changes nothing the second time", async () => {
      const archivo = csv("Correo;Nombre;Apellidos;Departamento", `irene.sopena@${D};Irene;Sopena Lera;quimica`, `tomas.bielsa@${D};Tomás;Bielsa Gil;Electricidad y Electrónica`);
      const vista = await importar(await admin(), "docentes", archivo, { simular: true }, ctx.db);
      expect(vista).toMatchObject({ aplicado: false, nuevos: 2, errores: 0 });
      expect(await unsafeFindUsuarioByEmail(`irene.sopena@${D}`, ctx.db)).toBeNull();

      const antes = await lineasRegistro(ctx.db);
      const r = await importar(await admin(), "docentes", archivo, { simular: false, huella: vista.huella, archivo: "docentes.csv" }, ctx.db);
      expect(r).toMatchObject({ aplicado: true, nuevos: 2 });
      const irene = await persona(ctx.db, `irene.sopena@${D}`);
      expect(irene).toMatchObject({ cargos: ["docente"], activo: true, nombre: "Irene" });
      const lineas = await ctx.db.select().from(registro).where(sql`${registro.id} > ${antes}`);
      expect(lineas.map((l) => [l.accion, l.clave]).sort()).toEqual([
        ["crear", `irene.sopena@${D}`],
        ["crear", `tomas.bielsa@${D}`],
        ["importar", "docentes"],
      ]);
      expect(lineas.find((l) => l.accion === "importar")?.autor).toContain("Marta Lacasa");

      const otra = await importar(await admin(), "docentes", archivo, { simular: false }, ctx.db);
      expect(otra).toMatchObject({ aplicado: true, nuevos: 0, cambiados: 0, sinCambios: 2 });
      expect(await lineasRegistro(ctx.db)).toBe(antes + 3);
    });

    it("lists the teachers missing from the file and deactivates only those the admin picks", async () => {
      const archivo = csv("Correo;Nombre;Apellidos;Departamento", `irene.sopena@${D};Irene;Sopena Lera;Química`);
      const vista = await importar(await admin(), "docentes", archivo, { simular: true }, ctx.db);
      const ana = await persona(ctx.db, demoAccounts(ctx.domain).docente);
      expect(vista.ausentes.map((a) => a.email)).toEqual(expect.arrayContaining([ana.email, demoAccounts(ctx.domain).jefaturaQuimica]));
      // The director teaches, so she is on the list; the secretary's office, who does not, is not.
      expect(vista.ausentes.map((a) => a.email)).toContain(demoAccounts(ctx.domain).admin);
      expect(vista.ausentes.map((a) => a.email)).not.toContain(demoAccounts(ctx.domain).adminSecretaria);
      const tomas = vista.ausentes.find((a) => a.email === `tomas.bielsa@${D}`)!;
      const version = (await persona(ctx.db, tomas.email)).sesionVersion;
      const r = await importar(await admin(), "docentes", archivo, { simular: false, desactivar: [tomas.id, 999_999] }, ctx.db);
      expect(r).toMatchObject({ aplicado: true, desactivados: 1 });
      expect((await persona(ctx.db, tomas.email)).activo).toBe(false);
      // Deactivated by the import: their sessions and tokens end too, and stay dead if reactivated.
      expect((await persona(ctx.db, tomas.email)).sesionVersion).toBe(version + 1);
      expect((await persona(ctx.db, ana.email)).activo).toBe(true);
      const [linea] = await ctx.db.select().from(registro).where(and(eq(registro.accion, "desactivar"), eq(registro.clave, tomas.email)));
      expect(linea.resumen).toMatch(/no estaba en la importación/);
    });

    it("sets each person's cargos from a Cargos column, keeps them without it, and applies the rules of the person's page", async () => {
      const c = demoAccounts(ctx.domain);
      const [alberto, teresa, javier] = [await persona(ctx.db, `alberto.garces@${D}`), await persona(ctx.db, c.adminSecretaria), await persona(ctx.db, c.jefaturaQuimica)];
      const fila = (u: { email: string; nombre: string; apellidos: string }, dep: string, cargos: string) => `${u.email};${u.nombre};${u.apellidos};${dep};${cargos}`;
      const archivo = csv(
        "Correo;Nombre;Apellidos;Departamento;Cargos",
        fila(alberto, "Informática y Comunicaciones", "docente, jefatura"),
        `nuevo.jefe@${D};Nuevo;Jefe Lanau;Química;docente admin`,
        `sin.cargo@${D};Sin;Cargo Dado;Química;`,
        fila(javier, "Química", ""),
      );
      const vista = await importar(await admin(), "docentes", archivo, { simular: true }, ctx.db);
      expect(vista).toMatchObject({ errores: 0, nuevos: 2 });
      expect(vista.filas[0]).toMatchObject({ estado: "cambiado", cambios: [{ campo: "Cargos", antes: "Docente", despues: "Jefatura de departamento y docente" }] });
      const version = alberto.sesionVersion;
      await importar(await admin(), "docentes", archivo, { simular: false }, ctx.db);
      expect(await persona(ctx.db, alberto.email)).toMatchObject({ cargos: ["docente", "jefatura"], sesionVersion: version + 1 });
      expect(await persona(ctx.db, `nuevo.jefe@${D}`)).toMatchObject({ cargos: ["docente", "admin"] });
      expect(await persona(ctx.db, `sin.cargo@${D}`)).toMatchObject({ cargos: ["docente"] });
      // An empty cell keeps the cargos a person has.
      expect(await persona(ctx.db, javier.email)).toMatchObject({ cargos: ["docente", "jefatura"], sesionVersion: javier.sesionVersion });
      const [linea] = await ctx.db.select().from(registro).where(and(eq(registro.accion, "cambiar_cargos"), eq(registro.clave, alberto.email)));
      expect(linea.resumen).toMatch(/por importación/);

      // The rules of the person's page: a head keeps «jefatura» while she heads her department, a
      // teacher «docente» while she teaches, a student is only a student, the last admin stays one.
      const malo = csv(
        "Correo;Nombre;Apellidos;Departamento;Cargos",
        fila(javier, "Química", "docente"),
        fila(await persona(ctx.db, c.docente), "Química", "admin"),
        `x.y@${D};X;Y;Química;docente estudiante`,
        `z.w@${D};Z;W;Química;director`,
      );
      const r = await importar(await admin(), "docentes", malo, { simular: true }, ctx.db);
      expect(r.filas.map((f) => f.estado)).toEqual(["error", "error", "error", "error"]);
      expect(r.filas[0].errores.join(" ")).toMatch(/la jefatura del departamento Química/);
      expect(r.filas[1].errores.join(" ")).toMatch(/asignaciones de docencia/);
      expect(r.filas[2].errores.join(" ")).toMatch(/los cargos son docente, jefatura y admin|estudiante/);
      expect(r.filas[3].errores.join(" ")).toMatch(/Cargo desconocido/);
      const ultimos = csv("Correo;Nombre;Apellidos;Departamento;Cargos", fila(await admin(), "Química", "docente"), fila(teresa, "Química", "docente"), `nuevo.jefe@${D};Nuevo;Jefe Lanau;Química;docente`);
      const r2 = await importar(await admin(), "docentes", ultimos, { simular: true }, ctx.db);
      expect(r2.filas.flatMap((f) => f.errores).join(" ")).toMatch(/última cuenta de administración activa/);
    });

    it("refuses to apply a file other than the one previewed, as a conflict (409)", async () => {
      const archivo = csv("Correo;Nombre;Apellidos;Departamento", `x.y@${D};X;Y;Química`);
      await expect(importar(await admin(), "docentes", archivo, { simular: false, huella: "0".repeat(64) }, ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/vuelve a comprobar el archivo/) });
      // The fingerprint is of the import too: the same text previewed as students is not this plan.
      const comoEstudiantes = await importar(await admin(), "estudiantes", archivo, { simular: true }, ctx.db);
      await expect(importar(await admin(), "docentes", archivo, { simular: false, huella: comoEstudiantes.huella }, ctx.db)).rejects.toMatchObject({ status: 409 });
      expect(await unsafeFindUsuarioByEmail(`x.y@${D}`, ctx.db)).toBeNull();
    });

    it("applying the same import twice at once: one applies, the other gets a 409 or finds nothing left to do, never an error", async () => {
      const archivo = csv("Correo;Nombre;Apellidos;Departamento", `doble.vez@${D};Doble;Vez;Química`, `otra.vez@${D};Otra;Vez;Química`);
      const yo = await admin();
      const vista = await importar(yo, "docentes", archivo, { simular: true }, ctx.db);
      const resultados = await Promise.allSettled([0, 1, 2].map(() => importar(yo, "docentes", archivo, { simular: false }, ctx.db)));
      for (const r of resultados) {
        if (r.status === "rejected") expect(r.reason).toMatchObject({ status: 409, message: expect.stringMatching(/Ya se está aplicando una importación de docentes/) });
        else expect(r.value).toMatchObject({ aplicado: true, errores: 0 });
      }
      expect(resultados.filter((r) => r.status === "fulfilled" && r.value.nuevos === 2)).toHaveLength(1);
      expect(await ctx.db.$count(usuarios, sql`${usuarios.email} in (${`doble.vez@${D}`}, ${`otra.vez@${D}`})`)).toBe(2);
      // With the preview's fingerprint, a late second apply finds the plan changed (the rows exist now): 409.
      await expect(importar(yo, "docentes", archivo, { simular: false, huella: vista.huella }, ctx.db)).resolves.toMatchObject({ aplicado: true, nuevos: 0, sinCambios: 2 });
    });

    // PGlite has one connection, so its applies take turns; only PostgreSQL has two at once.
    (ctx.kind === "postgres" ? it : it.skip)("a second apply while another holds the import's lock is a 409 at once", async () => {
      const yo = await admin();
      const archivo = csv("Correo;Nombre;Apellidos;Departamento", `bloqueo@${D};Blo;Queo;Química`);
      let soltar: () => void = () => {};
      const esperando = new Promise<void>((r) => (soltar = r));
      let dentro: () => void = () => {};
      const tomado = new Promise<void>((r) => (dentro = r));
      const otra = ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal.importar.docentes'))`);
        dentro();
        await esperando;
      });
      await tomado;
      try {
        await expect(importar(yo, "docentes", archivo, { simular: false }, ctx.db)).rejects.toMatchObject({ status: 409 });
        // The preview does not wait for it.
        expect(await importar(yo, "docentes", archivo, { simular: true }, ctx.db)).toMatchObject({ nuevos: 1 });
      } finally {
        soltar();
        await otra;
      }
      expect(await unsafeFindUsuarioByEmail(`bloqueo@${D}`, ctx.db)).toBeNull();
    });

    it("imports students with group and code from Windows-1252, with commas, and never changes a type silently", async () => {
      const lucia = await persona(ctx.db, demoAccounts(ctx.domain).estudiante);
      const texto = [
        "correo electrónico,Nombre,Apellidos,Grupo,Código",
        `${lucia.email},Lucía,Pérez Barrio,2QUI301,24Q0001`,
        `nuria.ubieto@${D},Núria,Ubieto Grasa,1ifc201,25i0099`,
        `${demoAccounts(ctx.domain).docente},Ana,López,1QUI301,25Q0100`,
        `nadie@${D},Sin,Grupo,9XXX999,25Q0101`,
        `otro@${D},Otro,Código,1QUI301,24I0001`,
        `formula@${D},=1+2,Mal,1QUI301,25Q0102`,
        `control@${D},Con\u0007Campana,Mal,1QUI301,25Q0103`,
      ].join("\r\n");
      const bytes = Uint8Array.from([...texto].map((c) => (c === "í" ? 0xed : c === "ú" ? 0xfa : c === "ó" ? 0xf3 : c.charCodeAt(0))));
      const r = await importar(await admin(), "estudiantes", bytes, { simular: true }, ctx.db);
      expect(r.mensaje).toBeNull();
      const porLinea = new Map(r.filas.map((f) => [f.linea, f]));
      expect(porLinea.get(2)).toMatchObject({ estado: "cambiado", cambios: [{ campo: "Grupo", antes: "1QUI301", despues: "2QUI301" }] });
      expect(porLinea.get(3)).toMatchObject({ estado: "nuevo", clave: `nuria.ubieto@${D}` });
      expect(porLinea.get(4)?.errores.join(" ")).toMatch(/Ya existe una cuenta de docente con el correo/);
      expect(porLinea.get(5)?.errores.join(" ")).toMatch(/No existe el grupo 9XXX999/);
      expect(porLinea.get(6)?.errores.join(" ")).toMatch(/El código 24I0001 ya es de diego\.martin/);
      expect(porLinea.get(7)?.errores.join(" ")).toMatch(/fórmula/);
      // The invisible character is quoted so that it can be found.
      expect(porLinea.get(8)?.errores.join(" ")).toMatch(/Nombre: «Con⟨U\+0007⟩Campana» tiene caracteres no válidos/);
      expect(r.errores).toBe(5);
      // The other students are listed, never deactivated on their own.
      expect(r.ausentes.length).toBeGreaterThan(50);
      expect((await persona(ctx.db, lucia.email)).activo).toBe(true);
    });

    it("moves codes between students of one file (a swap) and updates their groups", async () => {
      const cuentas = demoAccounts(ctx.domain);
      const [a, b] = [await persona(ctx.db, cuentas.estudiante), await persona(ctx.db, cuentas.estudianteInformatica)];
      const archivo = csv("Correo;Nombre;Apellidos;Grupo;Código", `${a.email};${a.nombre};${a.apellidos};1QUI301;${b.codigo}`, `${b.email};${b.nombre};${b.apellidos};1IFC201;${a.codigo}`);
      const r = await importar(await admin(), "estudiantes", archivo, { simular: false }, ctx.db);
      expect(r).toMatchObject({ aplicado: true, cambiados: 2, errores: 0 });
      expect((await persona(ctx.db, a.email)).codigo).toBe(b.codigo);
      expect((await persona(ctx.db, b.email)).codigo).toBe(a.codigo);
      const [g] = await ctx.db.select().from(grupoEstudiantes).where(eq(grupoEstudiantes.estudianteId, a.id));
      expect(g.grupo).toBe("1QUI301");
      // Put them back for the other tests.
      await importar(await admin(), "estudiantes", csv("Correo;Nombre;Apellidos;Grupo;Código", `${a.email};${a.nombre};${a.apellidos};1QUI301;${a.codigo}`, `${b.email};${b.nombre};${b.apellidos};1IFC201;${b.codigo}`), { simular: false }, ctx.db);
      expect((await persona(ctx.db, a.email)).codigo).toBe(a.codigo);
    });

    it("refuses whole files that are empty, too big, too long or missing columns", async () => {
      const yo = await admin();
      const cabecera = "Correo;Nombre;Apellidos;Grupo;Código";
      expect((await importar(yo, "estudiantes", "", { simular: true }, ctx.db)).mensaje).toMatch(/vacío/);
      expect((await importar(yo, "estudiantes", "Correo;Nombre\r\nx@y;z\r\n", { simular: true }, ctx.db)).mensaje).toMatch(/Faltan columnas obligatorias: Apellidos, Grupo, Código|Faltan columnas obligatorias en la primera fila: Apellidos, Grupo, Código/);
      const largo = [cabecera, ...Array.from({ length: 20_000 }, (_, i) => `e${i}@${D};E;F;1QUI301;X${i}`)].join("\n");
      expect((await importar(yo, "estudiantes", largo, { simular: true }, ctx.db)).mensaje).toMatch(/20000 filas; el máximo es 10000/);
      const enorme = `${cabecera}\n${"x".repeat(10 * 1024 * 1024 + 1)}`;
      expect((await importar(yo, "estudiantes", enorme, { simular: true }, ctx.db)).mensaje).toMatch(/demasiado grande/);
    });

    it("imports modules by code and cycle, keeps the hours when the column is absent, and refuses a course change of a taught module", async () => {
      const yo = await admin();
      const archivo = csv("Código;Ciclo;Curso;Nombre;Horas;Departamento", "9101;QUI301;1;Módulo importado;96;Química", "0065;QUI301;1;Muestreo y preparación de la muestra;132;Química", "9102;NOEXISTE;1;Sin ciclo;;");
      // The demo gives 0065 its curriculum hours (issue 48, defect 17); the file changes them.
      const [demo] = await ctx.db.select({ horas: modulos.horas }).from(modulos).where(and(eq(modulos.codigo, "0065"), eq(modulos.ciclo, "QUI301")));
      expect(demo.horas).not.toBe(132);
      const r = await importar(yo, "modulos", archivo, { simular: true }, ctx.db);
      expect(r.filas.map((f) => f.estado)).toEqual(["nuevo", "cambiado", "error"]);
      expect(r.filas[1].cambios).toEqual([{ campo: "Horas", antes: demo.horas === null ? "—" : String(demo.horas), despues: "132" }]);
      expect(r.filas[2].errores.join(" ")).toMatch(/No existe el ciclo NOEXISTE/);

      const bueno = csv("Código;Ciclo;Curso;Nombre;Horas;Departamento", "9101;QUI301;1;Módulo importado;96;Química", "0065;QUI301;1;Muestreo y preparación de la muestra;132;Química");
      expect(await importar(yo, "modulos", bueno, { simular: false }, ctx.db)).toMatchObject({ aplicado: true, nuevos: 1, cambiados: 1 });
      expect(await importar(yo, "modulos", bueno, { simular: false }, ctx.db)).toMatchObject({ aplicado: true, nuevos: 0, cambiados: 0, sinCambios: 2 });
      const sinHoras = await importar(yo, "modulos", csv("Código;Ciclo;Curso;Nombre", "9101;QUI301;1;Módulo importado"), { simular: true }, ctx.db);
      expect(sinHoras.filas[0].estado).toBe("sinCambios");
      const [m] = await ctx.db.select().from(modulos).where(and(eq(modulos.codigo, "9101"), eq(modulos.ciclo, "QUI301")));
      expect(m.horas).toBe(96);

      const curso = await importar(yo, "modulos", csv("Código;Ciclo;Curso;Nombre", "0065;QUI301;2;Muestreo y preparación de la muestra"), { simular: true }, ctx.db);
      expect(curso.filas[0].errores.join(" ")).toMatch(/No se puede cambiar el curso/);
    });

    it("adds teaching assignments once, refuses a teacher twice for one module and group and a module of another course", async () => {
      const yo = await admin();
      const cuentas = demoAccounts(ctx.domain);
      const pablo = await persona(ctx.db, cuentas.docenteInformatica);
      const archivo = csv(
        "Docente;Grupo;Módulo",
        `${pablo.email};1QUI301;0066`,
        `${pablo.email};1qui301;0066`,
        `${pablo.email};1QUI301;0067`,
        `${cuentas.estudiante};1QUI301;0066`,
        `${pablo.email};1IFC201;0221`,
      );
      const r = await importar(yo, "asignaciones", archivo, { simular: true }, ctx.db);
      expect(r.filas.map((f) => f.estado)).toEqual(["nuevo", "error", "error", "error", "sinCambios"]);
      expect(r.filas[1].errores.join(" ")).toMatch(/en la fila 2/);
      expect(r.filas[2].errores.join(" ")).toMatch(/es de 2\.º y el grupo 1QUI301 de 1\.º/);
      expect(r.filas[3].errores.join(" ")).toMatch(/no tiene el cargo de docente/);

      const bueno = csv("Docente;Grupo;Módulo;Ciclo", `${pablo.email};1QUI301;0066;QUI301`, `${pablo.email};1IFC201;0221;IFC201`);
      expect(await importar(yo, "asignaciones", bueno, { simular: false }, ctx.db)).toMatchObject({ aplicado: true, nuevos: 1, sinCambios: 1 });
      expect(await ctx.db.$count(imparticiones, and(eq(imparticiones.docenteId, pablo.id), eq(imparticiones.grupo, "1QUI301")))).toBe(1);
      expect(await importar(yo, "asignaciones", bueno, { simular: false }, ctx.db)).toMatchObject({ aplicado: true, nuevos: 0, sinCambios: 2 });
    });

    it("writes the rows and their audit lines together: a transaction that fails after the import keeps neither", async () => {
      const yo = await admin();
      const pablo = await persona(ctx.db, demoAccounts(ctx.domain).docenteInformatica);
      const archivo = csv("Docente;Grupo;Módulo", `${pablo.email};1QUI301;0068`, `${pablo.email};1QUI301;0069`);
      const antes = await lineasRegistro(ctx.db);
      const falla = ctx.db.transaction(async (tx) => {
        expect(await importar(yo, "asignaciones", archivo, { simular: false }, tx)).toMatchObject({ aplicado: true, nuevos: 2 });
        throw new Error("fallo después de escribir");
      });
      await expect(falla).rejects.toThrow("fallo después de escribir");
      expect(await ctx.db.$count(imparticiones, and(eq(imparticiones.docenteId, pablo.id), sql`${imparticiones.modulo} in ('0068', '0069')`))).toBe(0);
      expect(await lineasRegistro(ctx.db)).toBe(antes);
    });

    it("reads a module code whose leading zeros a spreadsheet dropped as the official code, in modules and assignments", async () => {
      const yo = await admin();
      const pablo = await persona(ctx.db, demoAccounts(ctx.domain).docenteInformatica);
      const cuantos = await ctx.db.$count(modulos);
      const archivo = csv("Código;Ciclo;Curso;Nombre", "65;QUI301;1;Muestreo y preparación de la muestra", "066;QUI301;1;Análisis químicos");
      const vista = await importar(yo, "modulos", archivo, { simular: true }, ctx.db);
      expect(vista.filas.map((f) => [f.clave, f.estado])).toEqual([
        ["0065/QUI301", "sinCambios"],
        ["0066/QUI301", "sinCambios"],
      ]);
      expect(await importar(yo, "modulos", archivo, { simular: false }, ctx.db)).toMatchObject({ aplicado: true, nuevos: 0, errores: 0 });
      expect(await ctx.db.$count(modulos)).toBe(cuantos);
      expect(await ctx.db.$count(modulos, eq(modulos.codigo, "65"))).toBe(0);

      const asignacion = await importar(yo, "asignaciones", csv("Docente;Grupo;Módulo", `${pablo.email};1QUI301;69`), { simular: true }, ctx.db);
      expect(asignacion.filas).toEqual([expect.objectContaining({ clave: `${pablo.email} · 0069 · 1QUI301`, estado: "nuevo", errores: [] })]);
    });
  },
  { seed: true },
);
