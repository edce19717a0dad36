import { readFileSync } from "node:fs";
import path from "node:path";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../tests/support/test-db";
import { getCursoActual } from "../curso-academico/queries";
import { crearCursoAcademico } from "../curso-academico/calendario";
import type { Db } from "../db";
import { aulas, calendariosHorario, cursosAcademicos, equivalenciasHorario, franjas, grupos, horario, horarioAulas, imparticiones, modulos, registro, sesiones, usuarios } from "../db/schema";
import { listModulosImpartidos } from "../modulos/queries";
import { getModuloSeguimiento, listSesiones } from "../seguimientos/queries";
import { generarSesiones } from "../seguimientos/mutations";
import { demoAccounts } from "../semilla";
import { esViolacionUnica } from "../db/errores";
import { listAulas } from "../aulas/queries";
import { cursoAcademicoDe, hoyEnElCentro } from "../fechas";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { getEnlaceCalendario, regenerarEnlaceCalendario, unsafeCalendarioPorToken } from "./suscripcion-ics";
import { getFranjasDelCurso, listFranjas } from "./franjas";
import { getCatalogoImportacion, importarHorario, listCoherenciaAsignaciones, listCursosImportables, type InformeHorario } from "./importar";
import type { Mapeo } from "./analisis";
import { eliminarFranja, guardarFranja } from "./mutations";
import { countPeriodosPorFranja } from "./franjas";
import { getGrupoDeEstudiante } from "./grupos";
import { getSemanaAula, getSemanaDocente, getSemanaGrupo, listSelectoresHorario } from "./semanas";
import { listAulasAhora, listAulasLibres } from "./aulas-libres";
import { semanaParaApi } from "./semana";
import { conCargo } from "../acceso/sql";

const FET = readFileSync(path.join(process.cwd(), "tests", "fixtures", "horarios", "cpifp_timetable.csv"));

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

const siguiente = (codigo: string) => `${Number(codigo.slice(0, 4)) + 1}/${Number(codigo.slice(0, 4)) + 2}`;

async function contar(db: Db, curso: string) {
  return db.$count(horario, eq(horario.cursoAcademico, curso));
}

describeEachDatabase(
  "horarios: reglas, importación, consultas y calendarios",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const admin = () => usuario(ctx.db, cuentas.admin);
    const ana = () => usuario(ctx.db, cuentas.docente);
    const lucia = () => usuario(ctx.db, cuentas.estudiante);
    const jefatura = () => usuario(ctx.db, cuentas.jefaturaQuimica);

    /** The timetable import as the old preview and apply: the report's parts in the shapes these tests assert. */
    async function previsualizar(user: Awaited<ReturnType<typeof admin>>, archivo: string | Uint8Array | Buffer, curso: string, elegidas: Mapeo) {
      const i = await importarHorario(user, archivo, { simular: true, curso, equivalencias: elegidas }, ctx.db);
      if (i.mensaje) return { ok: false as const, mensaje: i.mensaje };
      return { ok: true as const, vista: vistaDe(i) };
    }
    function vistaDe(i: InformeHorario) {
      return { ...i.horario, filas: i.leidas, huella: i.huella, errores: i.filas.filter((f) => f.estado === "error").map((f) => ({ linea: f.linea, mensajes: f.errores })) };
    }
    async function aplicar(user: Awaited<ReturnType<typeof admin>>, archivo: string | Uint8Array | Buffer, curso: string, elegidas: Mapeo, huella: string) {
      const i = await importarHorario(user, archivo, { simular: false, curso, equivalencias: elegidas, huella }, ctx.db);
      if (!i.aplicado) throw Object.assign(new Error(i.mensaje ?? "no aplicado"), { status: 422 });
      return { curso, altas: i.nuevos, bajas: i.eliminados, modificados: i.cambiados, iguales: i.sinCambios, franjasCreadas: i.horario.franjasCreadas, periodos: i.horario.periodos };
    }

    describe("the unique indexes of decision 009", () => {
      /** An ordinary period of the current year and a teacher who is free at its slot. */
      async function base(tx: Db) {
        const curso = (await getCursoActual(tx)).codigo;
        const [p] = await tx.select().from(horario).where(and(eq(horario.cursoAcademico, curso), eq(horario.desdoble, false))).limit(1);
        const libres = await tx.execute(
          sql`select u.id from usuarios u where 'docente' = any(u.cargos) and u.activo and not exists (select 1 from horario h where h.docente_id = u.id and h.curso_academico = ${curso} and h.dia = ${p.dia} and h.franja_id = ${p.franjaId}) limit 1`,
        );
        const { id: _id, ...resto } = p;
        void _id;
        return { p: resto, id: p.id, libre: (libres as unknown as { rows: { id: number }[] }).rows[0].id };
      }
      /** Runs inside a transaction that is always rolled back, so the demo week stays as it was. */
      async function intentar(fn: (tx: Db) => Promise<unknown>): Promise<unknown> {
        let error: unknown = null;
        await ctx.db
          .transaction(async (tx) => {
            try {
              await fn(tx);
            } catch (e) {
              error = e;
            }
            throw new Error("rollback");
          })
          .catch((e: Error) => {
            if (e.message !== "rollback") throw e;
          });
        return error;
      }

      it("refuses a teacher twice in a slot, even in a desdoble", async () => {
        const e = await intentar(async (tx) => {
          const { p } = await base(tx);
          await tx.insert(horario).values({ ...p, grupo: "2IFC201", aulaId: null, desdoble: true });
        });
        expect(esViolacionUnica(e, "horario_docente_franja")).toBe(true);
      });

      it("refuses a second ordinary period for a group or a room", async () => {
        const grupo = await intentar(async (tx) => {
          const { p, libre } = await base(tx);
          await tx.insert(horario).values({ ...p, docenteId: libre, aulaId: null });
        });
        expect(esViolacionUnica(grupo, "horario_grupo_franja")).toBe(true);
        const aula = await intentar(async (tx) => {
          const { p, libre } = await base(tx);
          const otro = p.grupo === "2IFC201" ? "1IFC201" : "2IFC201";
          await tx.delete(horario).where(and(eq(horario.cursoAcademico, p.cursoAcademico), eq(horario.grupo, otro), eq(horario.dia, p.dia), eq(horario.franjaId, p.franjaId)));
          await tx.insert(horario).values({ ...p, docenteId: libre, grupo: otro });
        });
        expect(esViolacionUnica(aula, "horario_aula_franja")).toBe(true);
      });

      it("lets two desdoble periods share a group's slot and room", async () => {
        const error = await intentar(async (tx) => {
          const { p, id, libre } = await base(tx);
          await tx.update(horario).set({ desdoble: true }).where(eq(horario.id, id));
          await tx.insert(horario).values({ ...p, docenteId: libre, desdoble: true });
        });
        expect(error).toBeNull();
      });
    });

    describe("import", () => {
      it("compares names against every slot, room, group, module and active teacher, read in one statement, for admins only", async () => {
        const catalogo = await getCatalogoImportacion(await admin(), ctx.db);
        const porClave = <T>(clave: (x: T) => string) => (xs: T[]) => [...xs].sort((a, b) => clave(a).localeCompare(clave(b)));
        expect(catalogo.franjas).toEqual(await listFranjas(undefined, ctx.db));
        expect(porClave<{ id: number }>((x) => String(x.id))(catalogo.aulas)).toEqual(porClave<{ id: number }>((x) => String(x.id))(await ctx.db.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas)));
        expect(porClave<{ codigo: string }>((x) => x.codigo)(catalogo.grupos)).toEqual(porClave<{ codigo: string }>((x) => x.codigo)(await ctx.db.select({ codigo: grupos.codigo, ciclo: grupos.ciclo, curso: grupos.curso }).from(grupos)));
        const modulo = (x: { codigo: string; ciclo: string }) => `${x.ciclo}/${x.codigo}`;
        expect(porClave(modulo)(catalogo.modulos)).toEqual(porClave(modulo)(await ctx.db.select({ codigo: modulos.codigo, ciclo: modulos.ciclo, nombre: modulos.nombre, curso: modulos.curso }).from(modulos)));
        const docentes = await ctx.db
          .select({ id: usuarios.id, email: usuarios.email, nombre: usuarios.nombre, apellidos: usuarios.apellidos })
          .from(usuarios)
          .where(and(conCargo(usuarios.cargos, "docente"), eq(usuarios.activo, true)));
        expect(porClave<{ email: string }>((x) => x.email)(catalogo.docentes)).toEqual(porClave<{ email: string }>((x) => x.email)(docentes));
        expect(catalogo.docentes.length).toBeGreaterThan(5);
        await expect(getCatalogoImportacion(await ana(), ctx.db)).rejects.toMatchObject({ status: 403 });
      });

      it("offers the current year and the next one", async () => {
        const actual = (await getCursoActual(ctx.db)).codigo;
        const cursos = await listCursosImportables(await admin(), ctx.db);
        expect(cursos.map((c) => c.codigo)).toEqual(expect.arrayContaining([actual, siguiente(actual)]));
        expect(cursos.find((c) => c.codigo === actual)).toMatchObject({ actual: true, periodos: expect.any(Number) });
        await expect(listCursosImportables(await ana(), ctx.db)).rejects.toMatchObject({ status: 403 });
      });

      it("previews FET's export without writing anything, and names the one teacher it cannot match", async () => {
        const curso = siguiente((await getCursoActual(ctx.db)).codigo);
        const antes = { horario: await ctx.db.$count(horario), franjas: await ctx.db.$count(franjas), eq: await ctx.db.$count(equivalenciasHorario) };
        const r = await previsualizar(await admin(), FET, curso, {});
        if (!r.ok) throw new Error(r.mensaje);
        const v = r.vista;
        expect(v).toMatchObject({ formato: "fet", filas: 64, aplicable: false });
        const royo = v.equivalencias.find((e) => e.nombre === "Carmen Royo");
        expect(royo).toMatchObject({ tipo: "docente", valor: null, origen: "pendiente" });
        const carmen = await usuario(ctx.db, `carmen.royo@${ctx.domain}`);
        expect(royo?.sugerencia).toBe(String(carmen.id));
        expect(v.errores.length).toBeGreaterThan(0);
        expect(v.errores.every((e) => e.mensajes.some((m) => m.includes("Carmen Royo")))).toBe(true);
        // Subgroups ('2QUI301 G1') are taken as their group without asking.
        expect(v.equivalencias.some((e) => e.tipo === "grupo")).toBe(false);
        expect({ horario: await ctx.db.$count(horario), franjas: await ctx.db.$count(franjas), eq: await ctx.db.$count(equivalenciasHorario) }).toEqual(antes);
        await expect(aplicar(await admin(), FET, curso, {}, v.huella)).rejects.toMatchObject({ status: 422 });
        expect(await contar(ctx.db, curso)).toBe(0);
      });

      it("applies it into next year with the chosen equivalence, keeps this year's, and re-importing changes nothing", async () => {
        const actual = (await getCursoActual(ctx.db)).codigo;
        const curso = siguiente(actual);
        const carmen = await usuario(ctx.db, `carmen.royo@${ctx.domain}`);
        const elegidas = { docente: { "carmen royo": String(carmen.id) } };
        const esteAno = await contar(ctx.db, actual);

        const r = await previsualizar(await admin(), FET, curso, elegidas);
        if (!r.ok) throw new Error(r.mensaje);
        expect(r.vista).toMatchObject({ aplicable: true, errores: [], periodos: 64, franjasNuevas: [] });
        expect(r.vista.desdobles).toBe(14);
        expect(r.vista.cambios).toMatchObject({ altas: 64, bajas: 0, modificados: 0, iguales: 0 });
        expect(r.vista.porGrupo).toEqual([
          { nombre: "1QUI301", periodos: 27 },
          // 30 slots, 7 of them desdobles with two teachers.
          { nombre: "2QUI301", periodos: 37 },
        ]);

        // A stale fingerprint (another file, other choices) is refused and nothing is written.
        await expect(aplicar(await admin(), FET, curso, elegidas, "otra")).rejects.toMatchObject({ status: 409 });
        expect(await contar(ctx.db, curso)).toBe(0);

        const informe = await aplicar(await admin(), FET, curso, elegidas, r.vista.huella);
        expect(informe).toMatchObject({ curso, altas: 64, bajas: 0, modificados: 0, periodos: 64 });
        expect(await contar(ctx.db, curso)).toBe(64);
        expect(await contar(ctx.db, actual)).toBe(esteAno);
        const desdobles = await ctx.db.$count(horario, and(eq(horario.cursoAcademico, curso), eq(horario.desdoble, true)));
        expect(desdobles).toBe(14);

        // Remembered: the next preview of the same file asks nothing and changes nothing.
        const ids = (await ctx.db.select({ id: horario.id }).from(horario).where(eq(horario.cursoAcademico, curso))).map((x) => x.id).sort();
        const otra = await previsualizar(await admin(), FET, curso, {});
        if (!otra.ok) throw new Error(otra.mensaje);
        expect(otra.vista.aplicable).toBe(true);
        expect(otra.vista.equivalencias).toEqual([expect.objectContaining({ nombre: "Carmen Royo", origen: "guardada", valor: String(carmen.id) })]);
        expect(otra.vista.cambios).toMatchObject({ altas: 0, bajas: 0, modificados: 0, iguales: 64, detalle: [] });
        const igual = await aplicar(await admin(), FET, curso, {}, otra.vista.huella);
        expect(igual).toMatchObject({ altas: 0, bajas: 0, modificados: 0, iguales: 64 });
        expect((await ctx.db.select({ id: horario.id }).from(horario).where(eq(horario.cursoAcademico, curso))).map((x) => x.id).sort()).toEqual(ids);
      });

      it("replaces that year's timetable with a new version and says what changed", async () => {
        const curso = siguiente((await getCursoActual(ctx.db)).codigo);
        const lineas = FET.toString("utf8").split("\n");
        // One room changes, one period goes away.
        lineas[1] = lineas[1].replace('"Aula 4"', '"Aula 9"');
        lineas.splice(2, 1);
        const nuevo = lineas.join("\n");
        const r = await previsualizar(await admin(), nuevo, curso, {});
        if (!r.ok) throw new Error(r.mensaje);
        expect(r.vista.cambios).toMatchObject({ altas: 0, bajas: 1, modificados: 1, iguales: 62 });
        expect(r.vista.cambios.detalle.map((c) => c.tipo).sort()).toEqual(["baja", "cambio"]);
        expect(r.vista.cambios.detalle.find((c) => c.tipo === "cambio")?.texto).toContain("→ Aula 9");
        const i = await aplicar(await admin(), nuevo, curso, {}, r.vista.huella);
        expect(i).toMatchObject({ bajas: 1, modificados: 1 });
        expect(await contar(ctx.db, curso)).toBe(63);
      });

      it("creates the slots of a file whose times match none, and refuses one that overlaps a slot", async () => {
        const curso = siguiente((await getCursoActual(ctx.db)).codigo);
        const cabecera = "dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email";
        const fila = (inicio: string, fin: string) => `Viernes;${inicio};${fin};;1IFC201;0221;IFC201;pablo.ruiz@${ctx.domain}`;
        const solapa = await previsualizar(await admin(), [cabecera, fila("08:00", "09:00")].join("\n"), curso, {});
        if (!solapa.ok) throw new Error(solapa.mensaje);
        expect(solapa.vista.aplicable).toBe(false);
        expect(solapa.vista.equivalencias[0]).toMatchObject({ tipo: "hora", valor: null, problema: expect.stringContaining("se solapa con la de 08:30–09:25") });

        const franjasAntes = await ctx.db.$count(franjas);
        const tarde = [cabecera, fila("15:00", "15:55"), fila("15:55", "16:50")].join("\n");
        const r = await previsualizar(await admin(), tarde, curso, {});
        if (!r.ok) throw new Error(r.mensaje);
        expect(r.vista.franjasNuevas).toEqual([
          { inicio: "15:00", fin: "15:55" },
          { inicio: "15:55", fin: "16:50" },
        ]);
        expect(r.vista.cambios).toMatchObject({ altas: 2, bajas: 63 });
        expect(await ctx.db.$count(franjas)).toBe(franjasAntes);
        const i = await aplicar(await admin(), tarde, curso, {}, r.vista.huella);
        expect(i).toMatchObject({ franjasCreadas: 2, altas: 2, bajas: 63 });
        // Next year (created by the first import into it, with a copy of this year's slots) adds
        // the file's; this year's day stays as it was (issue 44).
        const estas = await listFranjas(undefined, ctx.db);
        const todas = await listFranjas(curso, ctx.db);
        expect(todas.map((f) => f.orden)).toEqual(todas.map((_, n) => n + 1));
        expect(todas.map((f) => `${f.inicio}-${f.fin}`)).toEqual([...estas.map((f) => `${f.inicio}-${f.fin}`), "15:00-15:55", "15:55-16:50"]);
        expect(estas.some((f) => f.inicio === "15:00")).toBe(false);
      });

      it("reports clashes and unknown names row by row", async () => {
        const curso = siguiente((await getCursoActual(ctx.db)).codigo);
        const e = (u: string) => `${u}@${ctx.domain}`;
        const csv = [
          "dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email;desdoble",
          `Lunes;08:30;09:25;Aula 1;1IFC201;0221;IFC201;${e("pablo.ruiz")};no`,
          `Lunes;08:30;09:25;Aula 2;2IFC201;0228;IFC201;${e("pablo.ruiz")};no`,
          `Lunes;08:30;09:25;Aula 1;2IFC201;0228;IFC201;${e("nuria.campo")};no`,
          `Lunes;08:30;09:25;Aula 3;1IFC201;0222;IFC201;${e("alberto.garces")};no`,
          `Lunes;11:15;11:45;Aula 3;1IFC201;0222;IFC201;${e("alberto.garces")};no`,
          `Sábado;09:25;10:20;Aula 3;1IFC201;0222;IFC201;${e("alberto.garces")};no`,
          `Martes;09:25;10:20;Aula 99;1IFC201;9999;IFC201;nadie@${ctx.domain};no`,
          `Martes;10:20;11:15;Aula 3;1IFC201;0065;QUI301;${e("alberto.garces")};no`,
        ].join("\n");
        const r = await previsualizar(await admin(), csv, curso, {});
        if (!r.ok) throw new Error(r.mensaje);
        const por = Object.fromEntries(r.vista.errores.map((x) => [x.linea, x.mensajes.join(" ")]));
        expect(por[2]).toBeUndefined();
        expect(por[3]).toMatch(/Pablo Ruiz Escartín ya tiene clase el lunes a las 08:30 con 1IFC201 \(línea 2\)/);
        expect(por[4]).toMatch(/Aula 1 ya está ocupada el lunes a las 08:30 por 1IFC201 \(línea 2\)/);
        expect(por[5]).toMatch(/el grupo 1IFC201 ya tiene clase el lunes a las 08:30 \(línea 2\)\. Si es un desdoble/);
        expect(por[6]).toMatch(/es un recreo/);
        expect(por[7]).toMatch(/Día desconocido: «Sábado»/);
        expect(por[8]).toMatch(/Aula desconocida: «Aula 99».*Docente desconocido: no hay ningún docente con el correo nadie@/);
        expect(por[8]).toMatch(/Módulo desconocido: «9999» en el ciclo IFC201/);
        expect(por[9]).toMatch(/El grupo 1IFC201 es del ciclo IFC201, no de QUI301/);
        expect(r.vista.aplicable).toBe(false);
      });

      it("shows the teaching assignments the timetable implies, creates the new ones only when asked, and lists the mismatches at any time", async () => {
        const curso = siguiente((await getCursoActual(ctx.db)).codigo);
        const e = (u: string) => `${u}@${ctx.domain}`;
        const [anaL, pablo] = [await ana(), await usuario(ctx.db, e("pablo.ruiz"))];
        const [otro] = await ctx.db.select().from(imparticiones).where(and(eq(imparticiones.grupo, "1QUI301"), eq(imparticiones.modulo, "0066")));
        // Nobody teaches 0074 to 1QUI301 in this test: the timetable's teacher for it is a new assignment.
        await ctx.db.delete(imparticiones).where(and(eq(imparticiones.grupo, "1QUI301"), eq(imparticiones.modulo, "0074")));
        // Assignments are per school year (decision 067): next year has this year's, copied as the «Nuevo curso» wizard does.
        await ctx.db.execute(sql`insert into imparticiones (docente_id, modulo, ciclo, grupo, curso_academico)
          select docente_id, modulo, ciclo, grupo, ${curso} from imparticiones where curso_academico = ${(await getCursoActual(ctx.db)).codigo} on conflict do nothing`);
        const csv = [
          "dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email",
          `Lunes;08:30;09:25;Aula 1;1QUI301;0065;QUI301;${anaL.email}`,
          `Lunes;09:25;10:20;Aula 1;1QUI301;0074;QUI301;${pablo.email}`,
          `Martes;09:25;10:20;Aula 1;1QUI301;0066;QUI301;${pablo.email}`,
        ].join("\n");
        const vista = await importarHorario(await admin(), csv, { simular: true, curso, equivalencias: {} }, ctx.db);
        const por = (modulo: string, docenteId: number) => vista.horario.asignaciones.find((a) => a.modulo === modulo && a.grupo === "1QUI301" && a.docenteId === docenteId);
        expect(por("0065", anaL.id)).toMatchObject({ estado: "coincide" });
        expect(por("0074", pablo.id)).toMatchObject({ estado: "nueva", otros: [] });
        expect(por("0066", pablo.id)).toMatchObject({ estado: "conflicto", otros: [expect.any(String)] });
        expect(por("0066", otro.docenteId)).toMatchObject({ estado: "sinHorario" });
        const nuevas = vista.horario.asignaciones.filter((a) => a.estado === "nueva");
        expect(nuevas).toHaveLength(1);

        // Applied without asking: the timetable only.
        const antes = await ctx.db.$count(imparticiones);
        const sin = await importarHorario(await admin(), csv, { simular: false, curso, equivalencias: {}, huella: vista.huella }, ctx.db);
        expect(sin).toMatchObject({ aplicado: true, horario: { asignacionesCreadas: 0 } });
        expect(await ctx.db.$count(imparticiones)).toBe(antes);

        // Asked for: created in the same transaction, each with its line in the change log.
        const otra = await importarHorario(await admin(), csv, { simular: true, curso, equivalencias: {} }, ctx.db);
        const con = await importarHorario(await admin(), csv, { simular: false, curso, equivalencias: {}, huella: otra.huella, crearAsignaciones: true }, ctx.db);
        expect(con.horario.asignacionesCreadas).toBe(nuevas.length);
        expect(await ctx.db.$count(imparticiones)).toBe(antes + nuevas.length);
        for (const a of nuevas) expect(await ctx.db.$count(imparticiones, and(eq(imparticiones.docenteId, a.docenteId), eq(imparticiones.modulo, a.modulo), eq(imparticiones.grupo, a.grupo)))).toBe(1);
        expect(await ctx.db.$count(registro, and(eq(registro.entidad, "asignacion"), sql`${registro.resumen} like ${`%por la importación del horario de ${curso}%`}`))).toBe(nuevas.length);

        // The consistency section says the same of the stored timetable, at any time.
        const coherencia = await listCoherenciaAsignaciones(await admin(), curso, ctx.db);
        expect(coherencia.asignaciones.find((a) => a.modulo === "0066" && a.docenteId === pablo.id)).toMatchObject({ estado: "conflicto" });
        expect(coherencia.asignaciones.some((a) => a.estado === "coincide")).toBe(false);
        await expect(listCoherenciaAsignaciones(await ana(), curso, ctx.db)).rejects.toMatchObject({ status: 403 });
      });

      it("a teacher the timetable brings to a module teaches it at once: her modules, her follow-up and its sessions, with no manual step", async () => {
        const curso = await getCursoActual(ctx.db);
        const [pablo, adm] = [await usuario(ctx.db, `pablo.ruiz@${ctx.domain}`), await admin()];
        // In a transaction that is rolled back: the current year's timetable is replaced here.
        // Nothing inside reads through ctx.db (PGlite has one connection, held by the transaction).
        await ctx.db
          .transaction(async (tx) => {
            await tx.delete(imparticiones).where(and(eq(imparticiones.grupo, "1QUI301"), eq(imparticiones.modulo, "0074")));
            await tx.delete(sesiones).where(and(eq(sesiones.modulo, "0074"), eq(sesiones.ciclo, "QUI301")));
            expect((await listModulosImpartidos(pablo, tx)).some((m) => m.codigo === "0074")).toBe(false);
            await expect(getModuloSeguimiento(pablo, "0074", "QUI301", tx)).rejects.toMatchObject({ status: 404 });

            const csv = ["dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email", `Lunes;08:30;09:25;Aula 1;1QUI301;0074;QUI301;${pablo.email}`].join("\n");
            const vista = await importarHorario(adm, csv, { simular: true, curso: curso.codigo, equivalencias: {} }, tx);
            expect(vista.horario.asignaciones.filter((a) => a.estado === "nueva").map((a) => [a.modulo, a.docenteId])).toEqual([["0074", pablo.id]]);
            await importarHorario(adm, csv, { simular: false, curso: curso.codigo, equivalencias: {}, huella: vista.huella, crearAsignaciones: true }, tx);

            expect((await listModulosImpartidos(pablo, tx)).some((m) => m.codigo === "0074")).toBe(true);
            await expect(getModuloSeguimiento(pablo, "0074", "QUI301", tx)).resolves.toMatchObject({ modulo: { codigo: "0074" } });
            const generadas = await generarSesiones(pablo, { modulo: "0074", ciclo: "QUI301", desde: curso.inicio, hasta: curso.fin }, tx);
            expect(generadas.creadas).toBeGreaterThan(20);
            const lista = await listSesiones(pablo, "0074", "QUI301", {}, tx);
            expect(lista).toHaveLength(generadas.creadas);
            expect(lista.every((x) => new Date(`${x.fecha}T12:00:00Z`).getUTCDay() === 1 && x.inicio === "08:30")).toBe(true);
            throw new Error("rollback");
          })
          .catch((e: Error) => {
            if (e.message !== "rollback") throw e;
          });
      });

      it("stores a period in FET's combined rooms in every one of them, whatever order the next export writes them in", async () => {
        const curso = siguiente((await getCursoActual(ctx.db)).codigo);
        const lineas = FET.toString("utf8").split("\n");
        const conDos = (orden: string) => [lineas[0], lineas[1].replace('"Aula 4"', `"${orden}"`)].join("\n");
        const vista = await importarHorario(await admin(), conDos("Aula 4+Aula 9"), { simular: true, curso, equivalencias: {} }, ctx.db);
        expect(vista.horario.porAula.map((a) => a.nombre)).toEqual(["Aula 4", "Aula 9"]);
        await importarHorario(await admin(), conDos("Aula 4+Aula 9"), { simular: false, curso, equivalencias: {}, huella: vista.huella }, ctx.db);
        const ids = (await ctx.db.select({ id: aulas.id }).from(aulas).where(inArray(aulas.nombre, ["Aula 4", "Aula 9"]))).map((a) => a.id).sort((a, b) => a - b);
        const periodos = await ctx.db.select().from(horario).where(eq(horario.cursoAcademico, curso));
        expect(periodos).toHaveLength(1);
        const extra = await ctx.db.select({ aulaId: horarioAulas.aulaId }).from(horarioAulas).where(eq(horarioAulas.horarioId, periodos[0].id));
        // The lowest id is the period's room; the other one is in horario_aulas.
        expect([periodos[0].aulaId, ...extra.map((e) => e.aulaId)]).toEqual(ids);
        const otra = await importarHorario(await admin(), conDos("Aula 9+Aula 4"), { simular: true, curso, equivalencias: {} }, ctx.db);
        expect(otra).toMatchObject({ nuevos: 0, cambiados: 0, eliminados: 0, sinCambios: 1 });
      });

      it("refuses a year that is neither the centre's, the current nor the next, and non-admins", async () => {
        await expect(previsualizar(await admin(), FET, "1990/1991", {})).rejects.toMatchObject({ status: 422 });
        await expect(previsualizar(await jefatura(), FET, "1990/1991", {})).rejects.toMatchObject({ status: 403 });
      });

      it("says what is wrong with a file it cannot read, without writing", async () => {
        const curso = (await getCursoActual(ctx.db)).codigo;
        expect(await previsualizar(await admin(), new Uint8Array(), curso, {})).toEqual({ ok: false, mensaje: "El archivo está vacío." });
      });
    });

    describe("views and their scope", () => {
      it("shows a teacher's, a group's and a room's week of the current year", async () => {
        const a = await ana();
        const semana = await getSemanaDocente(await jefatura(), { email: a.email.toUpperCase() }, ctx.db);
        expect(semana.periodos.length).toBeGreaterThan(10);
        expect(semana.periodos.every((p) => p.docente.id === a.id)).toBe(true);
        expect(semana.franjas).toHaveLength(7);
        const grupo = await getSemanaGrupo(await lucia(), "1QUI301", ctx.db);
        expect(new Set(grupo.periodos.map((p) => p.grupo))).toEqual(new Set(["1QUI301"]));
        const api = semanaParaApi(grupo);
        expect(Object.keys(api)).toEqual(["08:30-09:25", "09:25-10:20", "10:20-11:15", "11:15-11:45", "11:45-12:40", "12:40-13:35", "13:35-14:30"]);
        expect(api["11:15-11:45"]).toEqual([]);
        expect(api["08:30-09:25"][0]).toEqual({
          dia: expect.stringMatching(/^(Lunes|Martes|Miércoles|Jueves|Viernes)$/),
          modulo: { codigo: expect.any(String), nombre: expect.any(String), ciclo: "QUI301" },
          docente: { nombre: expect.any(String), email: expect.stringContaining("@") },
          grupo: "1QUI301",
          aula: expect.any(String),
          desdoble: false,
        });
      });

      it("keeps a student to their own group and to the rooms named 'Aula'", async () => {
        const l = await lucia();
        await expect(getSemanaGrupo(l, "1IFC201", ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(getSemanaGrupo(l, "NOEXISTE", ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(getSemanaDocente(l, { email: cuentas.docente }, ctx.db)).rejects.toMatchObject({ status: 404 });
        const [lab] = await ctx.db.execute(sql`select id from aulas where nombre = 'Laboratorio de Química'`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
        await expect(getSemanaAula(l, lab.id, ctx.db)).rejects.toMatchObject({ status: 404 });
        expect((await getSemanaAula(await ana(), lab.id, ctx.db)).aula.nombre).toBe("Laboratorio de Química");
        // A room without classes in a loaded timetable says so, not that nothing is loaded (issue 48).
        const [vacia] = await ctx.db
          .execute(sql`select id from aulas a where not exists (select 1 from horario h where h.aula_id = a.id) and not exists (select 1 from horario_aulas ha where ha.aula_id = a.id) order by id limit 1`)
          .then((r) => (r as unknown as { rows: { id: number }[] }).rows);
        const sinClases = await getSemanaAula(await ana(), vacia.id, ctx.db);
        expect(sinClases).toMatchObject({ periodos: [], horarioCargado: true });
        // A year the centre has but with no timetable loaded says that instead; a room that does not exist is not found.
        const docente = await ana();
        await ctx.db
          .transaction(async (tx) => {
            await tx.insert(cursosAcademicos).values({ codigo: "2039/2040", inicio: "2039-09-15", fin: "2040-06-22" });
            expect(await getSemanaAula(docente, vacia.id, tx, "2039/2040")).toMatchObject({ curso: "2039/2040", periodos: [], horarioCargado: false });
            throw new Error("rollback");
          })
          .catch((e: Error) => {
            if (e.message !== "rollback") throw e;
          });
        await expect(getSemanaAula(await ana(), 999999, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(getSemanaDocente(await ana(), { email: cuentas.estudiante }, ctx.db)).rejects.toMatchObject({ status: 404 });
      });

      it("finds free rooms and what is on now", async () => {
        const a = await ana();
        const semana = await getSemanaDocente(a, { id: a.id }, ctx.db);
        const p = semana.periodos.find((x) => x.aula)!;
        const libres = await listAulasLibres(a, p.dia, p.franjaId, ctx.db);
        expect(libres.map((x) => x.nombre)).not.toContain(p.aula!.nombre);
        expect(libres.length).toBeGreaterThan(0);
        await expect(listAulasLibres(await lucia(), p.dia, p.franjaId, ctx.db)).rejects.toMatchObject({ status: 404 });
        // By default only rooms to teach in: not the library nor the staff room (issue 48).
        const tipos = new Map((await ctx.db.select({ id: aulas.id, tipo: aulas.tipo, capacidad: aulas.capacidad }).from(aulas)).map((x) => [x.id, x]));
        expect(libres.every((x) => tipos.get(x.id)!.tipo !== "otro")).toBe(true);
        const todas = await listAulasLibres(a, p.dia, p.franjaId, ctx.db, { tipo: "todos" });
        expect(todas.some((x) => tipos.get(x.id)!.tipo === "otro")).toBe(true);
        const labs = await listAulasLibres(a, p.dia, p.franjaId, ctx.db, { tipo: "laboratorio" });
        expect(labs.length).toBeGreaterThan(0);
        expect(labs.every((x) => tipos.get(x.id)!.tipo === "laboratorio")).toBe(true);
        const grandes = await listAulasLibres(a, p.dia, p.franjaId, ctx.db, { capacidad: 25 });
        expect(grandes.length).toBeGreaterThan(0);
        expect(grandes.every((x) => (tipos.get(x.id)!.capacidad ?? 0) >= 25)).toBe(true);

        // A Monday at 09:00 in Huesca (07:00 UTC in summer time of 2026's June 1st).
        const franja = semana.franjas.find((f) => f.id === p.franjaId)!;
        const lunes = new Date(`2026-06-0${p.dia}T${franja.inicio}:00+02:00`);
        const ahora = await listAulasAhora(a, lunes, ctx.db);
        expect(ahora.momento).toMatchObject({ dia: p.dia, franjaActual: p.franjaId });
        const sala = ahora.aulas.find((o) => o.aula.id === p.aula!.id)!;
        expect(sala.ahora.map((x) => x.id)).toContain(p.id);
        const domingo = await listAulasAhora(a, new Date("2026-06-07T10:00:00+02:00"), ctx.db);
        expect(domingo.momento.diaLectivo).toBeNull();
        expect(domingo.aulas.every((o) => o.ahora.length === 0 && o.despues.length === 0)).toBe(true);
      });
    });

    describe("one statement per list (docs/decisions/032)", () => {
      /** A room's periods of the current year as rows, joined and ordered as the week's JSON column. */
      async function filas(aulaId: number) {
        const curso = (await getCursoActual(ctx.db)).codigo;
        return ctx.db
          .select({ id: horario.id, dia: horario.dia, franjaId: horario.franjaId, grupo: horario.grupo, modulo: modulos.nombre, docente: usuarios.email, aula: aulas.nombre })
          .from(horario)
          .innerJoin(modulos, and(eq(modulos.codigo, horario.modulo), eq(modulos.ciclo, horario.ciclo)))
          .innerJoin(usuarios, eq(usuarios.id, horario.docenteId))
          .leftJoin(aulas, eq(aulas.id, horario.aulaId))
          .where(and(eq(horario.cursoAcademico, curso), eq(horario.aulaId, aulaId)))
          .orderBy(asc(horario.dia), asc(horario.franjaId), asc(horario.grupo), asc(usuarios.apellidos));
      }

      it("a week's periods and slots, read as JSON, are the rows the joins give, in order", async () => {
        const a = await ana();
        const p = (await getSemanaDocente(a, { id: a.id }, ctx.db)).periodos.find((x) => x.aula)!;
        const s = await getSemanaAula(a, p.aula!.id, ctx.db);
        const esperadas = await filas(p.aula!.id);
        expect(esperadas.length).toBeGreaterThan(0);
        expect(s.periodos.map((x) => ({ id: x.id, dia: x.dia, franjaId: x.franjaId, grupo: x.grupo, modulo: x.modulo.nombre, docente: x.docente.email, aula: x.aula?.nombre ?? null }))).toEqual(esperadas);
        expect(s.periodos.every((x) => typeof x.desdoble === "boolean" && typeof x.docente.id === "number")).toBe(true);
        const todas = await listFranjas(undefined, ctx.db);
        expect(s.franjas).toEqual(todas.filter((f) => f.inicio >= s.franjas[0].inicio && f.fin <= s.franjas.at(-1)!.fin));
      });

      it("a student's own group reads as staff read it; another group or none is not found", async () => {
        const l = await lucia();
        const g = (await getGrupoDeEstudiante(l, ctx.db))!;
        expect(await getSemanaGrupo(l, g, ctx.db)).toEqual(await getSemanaGrupo(await admin(), g, ctx.db));
        await expect(getSemanaGrupo(l, g.toLowerCase(), ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(getSemanaGrupo(await admin(), "NOEXISTE", ctx.db)).rejects.toMatchObject({ status: 404 });
      });

      it("the viewer's selectors: every room, and groups and active teachers for staff only; a student's group", async () => {
        const staff = await listSelectoresHorario(await ana(), ctx.db);
        expect(staff.aulas).toEqual(await listAulas(ctx.db));
        expect([...staff.grupos].sort()).toEqual((await ctx.db.select({ c: grupos.codigo }).from(grupos)).map((x) => x.c).sort());
        const activos = await ctx.db
          .select({ id: usuarios.id })
          .from(usuarios)
          .where(and(conCargo(usuarios.cargos, "docente"), eq(usuarios.activo, true)));
        expect(staff.docentes.map((d) => d.id).sort()).toEqual(activos.map((d) => d.id).sort());
        expect(staff.miGrupo).toBeNull();
        const l = await lucia();
        const suyos = await listSelectoresHorario(l, ctx.db);
        expect(suyos).toEqual({ aulas: staff.aulas, grupos: [], docentes: [], miGrupo: await getGrupoDeEstudiante(l, ctx.db) });
        expect(suyos.miGrupo).not.toBeNull();
      });

      it("each room's now and next, and the free rooms, agree with the rooms' weeks", async () => {
        const a = await ana();
        const p = (await getSemanaDocente(a, { id: a.id }, ctx.db)).periodos.find((x) => x.aula)!;
        const franja = (await listFranjas(undefined, ctx.db)).find((f) => f.id === p.franjaId)!;
        const ahora = await listAulasAhora(a, new Date(`2026-06-0${p.dia}T${franja.inicio}:00+02:00`), ctx.db);
        expect(ahora.aulas.map((o) => o.aula.id).sort()).toEqual((await listAulas(ctx.db)).map((x) => x.id).sort());
        const libres = await listAulasLibres(a, p.dia, p.franjaId, ctx.db, { tipo: "todos" });
        expect(ahora.siguiente).not.toBeNull();
        let despues = 0;
        for (const o of ahora.aulas) {
          const delDia = (await getSemanaAula(a, o.aula.id, ctx.db)).periodos.filter((x) => x.dia === p.dia);
          const enEsa = delDia.filter((x) => x.franjaId === p.franjaId);
          expect(o.ahora).toEqual(enEsa);
          expect(o.despues).toEqual(delDia.filter((x) => x.franjaId === ahora.siguiente!.id));
          expect(libres.some((x) => x.id === o.aula.id)).toBe(enEsa.length === 0);
          despues += o.despues.length;
        }
        expect(despues).toBeGreaterThan(0);
        const [{ max }] = await ctx.db.select({ max: sql<number>`max(${franjas.id})::int` }).from(franjas);
        await expect(listAulasLibres(a, p.dia, max + 1, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(listAulasLibres(a, 6, p.franjaId, ctx.db)).rejects.toMatchObject({ status: 404 });
      });
    });

    describe("time slots", () => {
      it("refuses an overlap, a break over classes and deleting a used slot; renumbers by time", async () => {
        const adm = await admin();
        const curso = (await getCursoActual(ctx.db)).codigo;
        const [primera] = await listFranjas(undefined, ctx.db);
        await expect(guardarFranja(adm, { curso, inicio: "09:00", fin: "09:30", recreo: false }, ctx.db)).rejects.toMatchObject({ status: 409, fieldErrors: { inicio: [expect.stringContaining("08:30–09:25")] } });
        await expect(guardarFranja(adm, { curso, id: primera.id, inicio: primera.inicio, fin: primera.fin, recreo: true }, ctx.db)).rejects.toMatchObject({ status: 409 });
        await expect(eliminarFranja(adm, primera.id, ctx.db)).rejects.toMatchObject({ status: 409 });
        await expect(guardarFranja(await ana(), { curso, inicio: "07:00", fin: "07:55", recreo: false }, ctx.db)).rejects.toMatchObject({ status: 403 });

        const temprana = await guardarFranja(adm, { curso, inicio: "07:30", fin: "08:25", recreo: false }, ctx.db);
        expect(temprana.orden).toBe(1);
        expect((await listFranjas(undefined, ctx.db)).find((f) => f.id === primera.id)?.orden).toBe(2);
        await eliminarFranja(adm, temprana.id, ctx.db);
        expect((await listFranjas(undefined, ctx.db))[0]).toMatchObject({ id: primera.id, orden: 1 });
        await expect(eliminarFranja(adm, temprana.id, ctx.db)).rejects.toMatchObject({ status: 404 });
        const usos = await countPeriodosPorFranja(adm, ctx.db);
        expect(usos[primera.id]).toBeGreaterThan(0);
      });

      it("each school year has its own: next year's start as a copy of this year's and change without touching them (issue 44)", async () => {
        const adm = await admin();
        const curso = (await getCursoActual(ctx.db)).codigo;
        const proximo = siguiente(curso);
        const horas = (l: { inicio: string; fin: string; recreo: boolean }[]) => l.map((f) => `${f.inicio}-${f.fin}${f.recreo ? " recreo" : ""}`);
        const deEste = await listFranjas(curso, ctx.db);
        expect(deEste.length).toBeGreaterThan(0);

        // Next year (created by a timetable import above, with a copy of this year's slots) gets
        // an early slot; this year's are not touched.
        const antes = await listFranjas(proximo, ctx.db);
        expect(antes.filter((f) => deEste.some((e) => e.id === f.id))).toEqual([]);
        const nueva = await guardarFranja(adm, { curso: proximo, inicio: "07:30", fin: "08:25", recreo: false }, ctx.db);
        const delSiguiente = await listFranjas(proximo, ctx.db);
        expect(horas(delSiguiente)).toEqual(["07:30-08:25", ...horas(antes)]);
        expect(delSiguiente.map((f) => f.orden)).toEqual(delSiguiente.map((_, i) => i + 1));
        expect(await listFranjas(curso, ctx.db)).toEqual(deEste);

        // Starting next year's first class five minutes earlier leaves this year's day as it was.
        const copia = delSiguiente[1];
        expect(copia).toMatchObject({ inicio: "08:30", fin: "09:25" });
        await guardarFranja(adm, { curso: proximo, id: copia.id, inicio: "08:25", fin: "09:20", recreo: false }, ctx.db);
        expect(await listFranjas(curso, ctx.db)).toEqual(deEste);
        expect(horas(await listFranjas(proximo, ctx.db))).toContain("08:25-09:20");
        // A slot is edited within its own year only.
        await expect(guardarFranja(adm, { curso: proximo, id: deEste[0].id, inicio: "06:00", fin: "06:55", recreo: false }, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(guardarFranja(adm, { curso: "2001/2002", inicio: "06:00", fin: "06:55", recreo: false }, ctx.db)).rejects.toMatchObject({ status: 422 });

        // A year created on the calendar page starts with the closest earlier year's slots.
        const z = Number(curso.slice(0, 4)) + 6;
        await crearCursoAcademico(adm, { codigo: `${z}/${z + 1}`, inicio: `${z}-09-01`, fin: `${z + 1}-06-30`, actual: false }, ctx.db);
        expect(horas(await listFranjas(`${z}/${z + 1}`, ctx.db))).toEqual(horas(await listFranjas(proximo, ctx.db)));

        // A year without slots says which year's it will copy; one with slots, none.
        expect(await getFranjasDelCurso(`${z + 1}/${z + 2}`, ctx.db)).toEqual({ franjas: [], copiaraDe: `${z}/${z + 1}` });
        expect(await getFranjasDelCurso(curso, ctx.db)).toEqual({ franjas: deEste, copiaraDe: null });

        await eliminarFranja(adm, nueva.id, ctx.db);
        expect(await listFranjas(curso, ctx.db)).toEqual(deEste);
      });
    });

    describe("calendar feeds", () => {
      it("gives a teacher and a group's students one secret address each, that the owner can regenerate", async () => {
        const a = await ana();
        const ruta = await getEnlaceCalendario(a, { docente: true }, ctx.db);
        expect(ruta).toMatch(/^\/api\/horarios\/calendario\/[A-Za-z0-9_-]{43}\.ics$/);
        expect(await getEnlaceCalendario(a, { docente: true }, ctx.db)).toBe(ruta);
        const token = ruta.split("/").pop()!.replace(".ics", "");
        const feed = await unsafeCalendarioPorToken(token, ctx.db);
        expect(feed.nombre).toBe("Horario de Ana López Gracia");
        expect(feed.ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
        expect(feed.ics.match(/BEGIN:VEVENT/g)?.length).toBe((await getSemanaDocente(a, { id: a.id }, ctx.db)).periodos.length);

        const nueva = await regenerarEnlaceCalendario(a, { docente: true }, ctx.db);
        expect(nueva).not.toBe(ruta);
        await expect(unsafeCalendarioPorToken(token, ctx.db)).rejects.toMatchObject({ status: 404 });

        // Lucía (1QUI301) and her tutor Ana share the group's address; only the tutor regenerates it.
        const l = await lucia();
        const grupo = await getEnlaceCalendario(l, { grupo: "1QUI301" }, ctx.db);
        expect(await getEnlaceCalendario(a, { grupo: "1QUI301" }, ctx.db)).toBe(grupo);
        await expect(getEnlaceCalendario(l, { grupo: "1IFC201" }, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(getEnlaceCalendario(l, { docente: true }, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(regenerarEnlaceCalendario(l, { grupo: "1QUI301" }, ctx.db)).rejects.toMatchObject({ status: 404 });
        expect(await ctx.db.$count(calendariosHorario)).toBe(2);
      });
    });

    describe("the current year named inside each statement (docs/decisions/032)", () => {
      /** Runs fn in a transaction that is always rolled back. */
      async function sinGuardar(fn: (tx: Db) => Promise<void>) {
        await ctx.db
          .transaction(async (tx) => {
            await fn(tx);
            throw new Error("rollback");
          })
          .catch((e: Error) => {
            if (e.message !== "rollback") throw e;
          });
      }

      it("lists every registered year, the current one and the next, each with its periods", async () => {
        const actual = (await getCursoActual(ctx.db)).codigo;
        const registrados = await ctx.db.select({ codigo: cursosAcademicos.codigo }).from(cursosAcademicos);
        const cursos = await listCursosImportables(await admin(), ctx.db);
        expect(cursos.map((c) => c.codigo).sort()).toEqual([...new Set([...registrados.map((c) => c.codigo), actual, siguiente(actual)])].sort());
        for (const c of cursos) {
          expect(c).toEqual({ codigo: c.codigo, actual: c.codigo === actual, periodos: await contar(ctx.db, c.codigo) });
        }
        expect(cursos.find((c) => c.codigo === actual)?.periodos).toBeGreaterThan(0);
      });

      it("with no year marked as current, takes today's year, as getCursoActual does", async () => {
        // Read outside the transaction: PGlite has one connection, which the transaction holds.
        const a = await admin();
        await sinGuardar(async (tx) => {
          await tx.update(cursosAcademicos).set({ actual: false });
          const hoy = cursoAcademicoDe(hoyEnElCentro());
          expect((await getCursoActual(tx)).codigo).toBe(hoy);
          expect((await listCursosImportables(a, tx)).filter((c) => c.actual).map((c) => c.codigo)).toEqual([hoy]);
          expect((await getSemanaGrupo(a, "2IFC201", tx)).curso).toBe(hoy);
        });
      });

      it("a week names the current year and shows its periods only", async () => {
        const actual = (await getCursoActual(ctx.db)).codigo;
        const s = await getSemanaGrupo(await admin(), "2IFC201", ctx.db);
        expect(s.curso).toBe(actual);
        expect(s.periodos.length).toBe(await ctx.db.$count(horario, and(eq(horario.cursoAcademico, actual), eq(horario.grupo, "2IFC201"))));
        expect(s.franjas.length).toBeGreaterThan(0);
      });

      it("a teacher's own week, built from the session's account, equals the one staff read for them", async () => {
        const a = await ana();
        const propia = await getSemanaDocente(a, { id: a.id }, ctx.db);
        const vista = await getSemanaDocente(await admin(), { id: a.id }, ctx.db);
        expect(propia).toEqual(vista);
        expect(propia.docente).toEqual({ id: a.id, nombre: a.nombre, apellidos: a.apellidos, email: a.email });
        // A student still gets not found, for anyone's week, their own id included.
        const l = await lucia();
        await expect(getSemanaDocente(l, { id: l.id }, ctx.db)).rejects.toMatchObject({ status: 404 });
      });
    });
  },
  { seed: true },
);
