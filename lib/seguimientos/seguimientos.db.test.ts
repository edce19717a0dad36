import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../tests/support/test-db";
import type { Db } from "../db";
import { demoAccounts, seedDemo } from "../semilla";
import { accionesFormativas, cursosAcademicos, diasNoLectivos, franjas, horario, imparticiones, sesiones } from "../db/schema";
import { getCursoActual, listDiasNoLectivos } from "../curso-academico/queries";
import { actualizarFechasCurso, anadirDiasNoLectivos, crearCursoAcademico, eliminarDiaNoLectivo, marcarCursoActual } from "../curso-academico/calendario";
import { diaDeLaSemana, hoyEnElCentro, sumarDias } from "../fechas";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { actualizarAccion, asignarSesion, cambiarCompletado, crearAccion, crearSesion, eliminarAccion, eliminarSesion, generarSesiones } from "./mutations";
import { duracionMinutos, listFranjas } from "../horarios/franjas";
import { primerDia, ultimoDia } from "./meses";
import { getAccion, getIndicadores, getInformeMensual, getOpcionesSesiones, getSeguimiento, listAcciones, listPeriodosModulo, listResumenModulos, listSesiones, type Seguimiento } from "./queries";
import { calcularAccion, calcularDesviacion, calcularIndicadores, minutosAHoras } from "./reglas";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

/** The first weekday on or after a day. */
function laborable(f: string): string {
  let d = f;
  while (diaDeLaSemana(d) > 5) d = sumarDias(d, 1);
  return d;
}

describeEachDatabase(
  "seguimientos",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const ana = () => usuario(ctx.db, cuentas.docente);
    const pablo = () => usuario(ctx.db, cuentas.docenteInformatica);
    const javier = () => usuario(ctx.db, cuentas.jefaturaQuimica);
    const elena = () => usuario(ctx.db, cuentas.jefaturaInformatica);

    async function contar() {
      return { acciones: await ctx.db.$count(accionesFormativas), sesiones: await ctx.db.$count(sesiones), asignadas: await ctx.db.$count(sesiones, sql`${sesiones.accionId} is not null`) };
    }

    async function franjaLectiva(orden = 1) {
      const [f] = await ctx.db.select().from(franjas).where(and(eq(franjas.orden, orden), eq(franjas.recreo, false)));
      return f;
    }

    describe("demo data", () => {
      it("gives every module of every demo teacher a plan of 6–10 actions and sessions up to today, partly assigned", async () => {
        const curso = await getCursoActual(ctx.db);
        const hoy = hoyEnElCentro();
        const imps = await ctx.db.selectDistinct({ modulo: imparticiones.modulo, ciclo: imparticiones.ciclo }).from(imparticiones);
        let conDefase = 0;
        for (const m of imps) {
          const acciones = await ctx.db.select().from(accionesFormativas).where(and(eq(accionesFormativas.modulo, m.modulo), eq(accionesFormativas.ciclo, m.ciclo), eq(accionesFormativas.cursoAcademico, curso.codigo)));
          expect(acciones.length).toBeGreaterThanOrEqual(6);
          expect(acciones.length).toBeLessThanOrEqual(10);
          const enHorario = await ctx.db.$count(horario, and(eq(horario.modulo, m.modulo), eq(horario.ciclo, m.ciclo), eq(horario.cursoAcademico, curso.codigo)));
          const filas = await ctx.db.select().from(sesiones).where(and(eq(sesiones.modulo, m.modulo), eq(sesiones.ciclo, m.ciclo)));
          if (enHorario > 0 && curso.inicio <= sumarDias(hoy, -14)) {
            expect(filas.length).toBeGreaterThan(0);
            expect(filas.every((s) => s.fecha >= curso.inicio && s.fecha <= hoy)).toBe(true);
            const asignadas = filas.filter((s) => s.accionId !== null).length;
            expect(asignadas).toBeGreaterThan(0);
            expect(asignadas).toBeLessThan(filas.length);
          }
        }
        const ana_ = await ana();
        for (const m of (await listResumenModulos(ana_, "docente", ctx.db)).modulos) {
          const acciones = await listAcciones(ana_, m.modulo.codigo, m.modulo.ciclo, ctx.db);
          if (acciones.some((a) => a.defase > 0)) conDefase++;
        }
        if (curso.inicio <= sumarDias(hoy, -60)) expect(conDefase).toBeGreaterThan(0);
      });

      it("never puts a session on a weekend or a día no lectivo", async () => {
        const r = await ctx.db.execute(sql`select count(*)::int as n from ${sesiones} s join ${diasNoLectivos} d on d.fecha = s.fecha`);
        expect((r as unknown as { rows: { n: number }[] }).rows[0].n).toBe(0);
        expect(await ctx.db.$count(diasNoLectivos)).toBeGreaterThan(10);
      });

      it("seeding again the same day adds nothing", async () => {
        // The seed brings the past sessions up to today, and the run's template may have been seeded
        // before midnight in Huesca: a first seed brings it to today, and the second must add nothing.
        // Both again if midnight falls between them.
        let antes: Awaited<ReturnType<typeof contar>>;
        let dia: string;
        do {
          dia = hoyEnElCentro();
          await seedDemo(ctx.db, { domain: ctx.domain });
          antes = await contar();
          await seedDemo(ctx.db, { domain: ctx.domain });
        } while (hoyEnElCentro() !== dia);
        expect(await contar()).toEqual(antes);
      });
    });

    describe("permissions (spec §6)", () => {
      it("the module's teacher and the department's head read it; anyone else gets not found", async () => {
        const [a, p, j, e] = [await ana(), await pablo(), await javier(), await elena()];
        const admin = await usuario(ctx.db, cuentas.admin);
        const lucia = await usuario(ctx.db, cuentas.estudiante);
        await expect(listSesiones(a, "0065", "QUI301", {}, ctx.db)).resolves.toEqual(expect.any(Array));
        await expect(listAcciones(j, "0065", "QUI301", ctx.db)).resolves.toEqual(expect.any(Array));
        await expect(getIndicadores(j, "0065", "QUI301", ctx.db)).resolves.toHaveProperty("sesiones.totales");
        for (const quien of [p, e, admin, lucia]) {
          await expect(listSesiones(quien, "0065", "QUI301", {}, ctx.db)).rejects.toMatchObject({ status: 404 });
          await expect(listAcciones(quien, "0065", "QUI301", ctx.db)).rejects.toMatchObject({ status: 404 });
          await expect(getIndicadores(quien, "0065", "QUI301", ctx.db)).rejects.toMatchObject({ status: 404 });
          await expect(listPeriodosModulo(quien, "0065", "QUI301", ctx.db)).rejects.toMatchObject({ status: 404 });
        }
        await expect(getSeguimiento(a, "9999", "QUI301", ctx.db)).rejects.toMatchObject({ status: 404 });
      });

      it("only the teacher changes it: jefatura, other teachers and other roles change nothing", async () => {
        const [a, p, j] = [await ana(), await pablo(), await javier()];
        const [sesion] = await ctx.db.select().from(sesiones).where(and(eq(sesiones.modulo, "0065"), eq(sesiones.ciclo, "QUI301"))).limit(1);
        const [accion] = await ctx.db.select().from(accionesFormativas).where(and(eq(accionesFormativas.modulo, "0065"), eq(accionesFormativas.ciclo, "QUI301"))).limit(1);
        const curso = await getCursoActual(ctx.db);
        const antes = await contar();
        const nueva = { modulo: { codigo: "0065", ciclo: "QUI301" }, nombre: "Intrusa", horasEstimadas: 3, fechaInicio: curso.inicio, fechaFin: curso.inicio };
        for (const quien of [p, j]) {
          await expect(crearAccion(quien, nueva, ctx.db)).rejects.toMatchObject({ status: 404 });
          await expect(actualizarAccion(quien, { id: accion.id, horasEstimadas: 1, fechaInicio: curso.inicio, fechaFin: curso.inicio }, ctx.db)).rejects.toMatchObject({ status: 404, message: "Acción formativa no encontrada." });
          await expect(cambiarCompletado(quien, accion.id, true, ctx.db)).rejects.toMatchObject({ status: 404 });
          await expect(eliminarAccion(quien, accion.id, ctx.db)).rejects.toMatchObject({ status: 404 });
          await expect(asignarSesion(quien, { id: sesion.id, accion: null }, ctx.db)).rejects.toMatchObject({ status: 404, message: "Sesión no encontrada." });
          await expect(eliminarSesion(quien, sesion.id, ctx.db)).rejects.toMatchObject({ status: 404 });
          await expect(crearSesion(quien, { modulo: "0065", ciclo: "QUI301", fecha: laborable(curso.inicio), franja: (await franjaLectiva()).id }, ctx.db)).rejects.toMatchObject({ status: 404 });
          await expect(generarSesiones(quien, { modulo: "0065", ciclo: "QUI301", desde: curso.inicio, hasta: curso.fin }, ctx.db)).rejects.toMatchObject({ status: 404 });
        }
        expect(await contar()).toEqual(antes);
        expect((await ctx.db.select().from(sesiones).where(eq(sesiones.id, sesion.id)))[0].accionId).toBe(sesion.accionId);
        // Ana may.
        await expect(cambiarCompletado(a, accion.id, accion.completado, ctx.db)).resolves.toMatchObject({ id: accion.id });
      });
    });

    describe("actions, sessions and indicators", () => {
      // 0069/QUI301: one of Ana's modules, used only here.
      const M = { codigo: "0069", ciclo: "QUI301" };

      it("assigns, reassigns and unassigns sessions; hours, defase and indicators follow", async () => {
        const a = await ana();
        const curso = await getCursoActual(ctx.db);
        const hoy = hoyEnElCentro();
        const uno = await crearAccion(a, { modulo: M, nombre: "Prueba A", horasEstimadas: 1, fechaInicio: curso.inicio, fechaFin: curso.fin }, ctx.db);
        const dos = await crearAccion(a, { modulo: M, nombre: "Prueba B", horasEstimadas: 10, fechaInicio: curso.inicio, fechaFin: curso.fin }, ctx.db);
        expect(uno).toMatchObject({ horasDedicadas: 0, defase: 0, completado: false, fechaInicioReal: null, modulo: { codigo: "0069", ciclo: "QUI301" } });
        // The write returns the row it wrote, exactly as a read of it gives it.
        expect(uno).toEqual(await getAccion(a, uno.id, ctx.db));

        // Two sessions of the past to play with: free them first.
        const pasadas = (await listSesiones(a, M.codigo, M.ciclo, {}, ctx.db)).filter((s) => s.fecha <= hoy).slice(0, 2);
        expect(pasadas).toHaveLength(2);
        for (const s of pasadas) await asignarSesion(a, { id: s.id, accion: null }, ctx.db);
        const base = await getIndicadores(a, M.codigo, M.ciclo, ctx.db);

        await asignarSesion(a, { id: pasadas[0].id, accion: uno.id }, ctx.db);
        const s2 = await asignarSesion(a, { id: pasadas[1].id, accion: uno.id }, ctx.db);
        expect(s2.accion).toEqual({ id: uno.id, nombre: "Prueba A" });
        let ind = await getIndicadores(a, M.codigo, M.ciclo, ctx.db);
        expect(ind.sesiones.impartidas).toBe(base.sesiones.impartidas + 2);
        expect(ind.acciones.totales).toBe(base.acciones.totales);
        // Two slots of 55 minutes against one estimated hour.
        let acciones = await listAcciones(a, M.codigo, M.ciclo, ctx.db);
        expect(acciones.find((x) => x.id === uno.id)).toMatchObject({ horasDedicadas: 1.83, defase: 0.83, fechaInicioReal: pasadas[0].fecha });

        // Reassign one to B, then take it off.
        await asignarSesion(a, { id: pasadas[1].id, accion: dos.id }, ctx.db);
        acciones = await listAcciones(a, M.codigo, M.ciclo, ctx.db);
        expect(acciones.find((x) => x.id === uno.id)).toMatchObject({ horasDedicadas: 0.92, defase: 0 });
        expect(acciones.find((x) => x.id === dos.id)).toMatchObject({ horasDedicadas: 0.92 });
        await asignarSesion(a, { id: pasadas[1].id, accion: null }, ctx.db);
        ind = await getIndicadores(a, M.codigo, M.ciclo, ctx.db);
        expect(ind.sesiones.impartidas).toBe(base.sesiones.impartidas + 1);

        // Completing moves the action indicator and sets the real end.
        const completa = await cambiarCompletado(a, uno.id, true, ctx.db);
        expect(completa.fechaFinReal).toBe(pasadas[0].fecha);
        expect((await getIndicadores(a, M.codigo, M.ciclo, ctx.db)).acciones.impartida).toBe(base.acciones.impartida + 1);

        // Editing keeps what the API leaves out; defase follows the new estimate.
        const editada = await actualizarAccion(a, { id: uno.id, horasEstimadas: 0.5, fechaInicio: curso.inicio, fechaFin: curso.fin, desviaciones: "Más prácticas" }, ctx.db);
        expect(editada).toMatchObject({ nombre: "Prueba A", completado: true, defase: 0.42, desviaciones: "Más prácticas", comentarios: "" });

        // Two tabs: the one that saves second, on the version both read, is refused and changes nothing.
        const leida = editada.actualizado;
        expect(leida).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
        expect((await listAcciones(a, M.codigo, M.ciclo, ctx.db)).find((x) => x.id === uno.id)?.actualizado).toBe(leida);
        const pestanaA = await actualizarAccion(a, { id: uno.id, horasEstimadas: 0.5, fechaInicio: curso.inicio, fechaFin: curso.fin, comentarios: "Desde la pestaña A", actualizado: leida }, ctx.db);
        expect(pestanaA.actualizado).not.toBe(leida);
        await expect(actualizarAccion(a, { id: uno.id, horasEstimadas: 14, fechaInicio: curso.inicio, fechaFin: curso.fin, actualizado: leida }, ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/ha cambiado desde que la abriste/) });
        expect(await getAccion(a, uno.id, ctx.db)).toMatchObject({ horasEstimadas: 0.5, comentarios: "Desde la pestaña A" });
        // Saved on the version it read, the second tab goes through.
        await expect(actualizarAccion(a, { id: uno.id, horasEstimadas: 0.5, fechaInicio: curso.inicio, fechaFin: curso.fin, actualizado: pestanaA.actualizado }, ctx.db)).resolves.toMatchObject({ comentarios: "Desde la pestaña A" });

        // Deleting an action leaves its sessions, unassigned.
        const antes = await ctx.db.$count(sesiones);
        await eliminarAccion(a, uno.id, ctx.db);
        expect(await ctx.db.$count(sesiones)).toBe(antes);
        expect((await ctx.db.select().from(sesiones).where(eq(sesiones.id, pasadas[0].id)))[0].accionId).toBeNull();
        await eliminarAccion(a, dos.id, ctx.db);
      });

      it("refuses an action of another module, and the database refuses it too", async () => {
        const a = await ana();
        const [sesion] = await ctx.db.select().from(sesiones).where(and(eq(sesiones.modulo, M.codigo), eq(sesiones.ciclo, M.ciclo))).limit(1);
        const [ajena] = await ctx.db.select().from(accionesFormativas).where(and(eq(accionesFormativas.modulo, "0065"), eq(accionesFormativas.ciclo, "QUI301"))).limit(1);
        const [deOtro] = await ctx.db.select().from(accionesFormativas).where(eq(accionesFormativas.ciclo, "IFC201")).limit(1);
        for (const x of [ajena, deOtro]) {
          await expect(asignarSesion(a, { id: sesion.id, accion: x.id }, ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { accion: ["Esa acción formativa ya no existe o no es de este módulo: vuelve a cargar la página."] } });
        }
        await expect(asignarSesion(a, { id: sesion.id, accion: 999999 }, ctx.db)).rejects.toMatchObject({ status: 422 });
        expect((await ctx.db.select().from(sesiones).where(eq(sesiones.id, sesion.id)))[0].accionId).toBe(sesion.accionId);
        await expect(ctx.db.update(sesiones).set({ accionId: ajena.id }).where(eq(sesiones.id, sesion.id))).rejects.toThrow();
      });

      it("adds a session by hand and refuses weekends, other years, breaks, días no lectivos and duplicates", async () => {
        const a = await ana();
        const curso = await getCursoActual(ctx.db);
        const franja = await franjaLectiva(7);
        const [recreo] = await ctx.db.select().from(franjas).where(eq(franjas.recreo, true));
        const libre = laborable(sumarDias(curso.fin, -20));
        const antes = await contar();
        let sabado = curso.inicio;
        while (diaDeLaSemana(sabado) !== 6) sabado = sumarDias(sabado, 1);
        const [festivo] = await ctx.db.select().from(diasNoLectivos).limit(1);
        const casos: [string, number, number, string][] = [
          [sabado, franja.id, 422, "fecha"],
          [sumarDias(curso.fin, 30), franja.id, 422, "fecha"],
          [sumarDias(curso.inicio, -200), franja.id, 422, "fecha"],
          [festivo.fecha, franja.id, 422, "fecha"],
          [libre, recreo.id, 422, "franja"],
          [libre, 999999, 422, "franja"],
        ];
        for (const [fecha, id, status, campo] of casos) {
          await expect(crearSesion(a, { modulo: M.codigo, ciclo: M.ciclo, fecha, franja: id }, ctx.db)).rejects.toMatchObject({ status, fieldErrors: { [campo]: expect.any(Array) } });
        }
        expect(await contar()).toEqual(antes);

        const s = await crearSesion(a, { modulo: M.codigo, ciclo: M.ciclo, fecha: libre, franja: franja.id }, ctx.db);
        expect(s).toMatchObject({ fecha: libre, franja: franja.id, inicio: franja.inicio, accion: { id: null, nombre: "" } });
        await expect(crearSesion(a, { modulo: M.codigo, ciclo: M.ciclo, fecha: libre, franja: franja.id }, ctx.db)).rejects.toMatchObject({ status: 409 });
        expect(await ctx.db.$count(sesiones)).toBe(antes.sesiones + 1);
        await eliminarSesion(a, s.id, ctx.db);
        await expect(eliminarSesion(a, s.id, ctx.db)).rejects.toMatchObject({ status: 404 });
      });

      it("keeps an action's dates inside the school year", async () => {
        const a = await ana();
        const curso = await getCursoActual(ctx.db);
        const antes = await ctx.db.$count(accionesFormativas);
        await expect(crearAccion(a, { modulo: M, nombre: "Fuera", horasEstimadas: 2, fechaInicio: sumarDias(curso.inicio, -30), fechaFin: curso.inicio }, ctx.db)).rejects.toMatchObject({
          status: 422,
          fieldErrors: { fechaInicio: [expect.stringContaining(curso.codigo)] },
        });
        expect(await ctx.db.$count(accionesFormativas)).toBe(antes);
      });
    });

    describe("generating sessions from the timetable", () => {
      it("is idempotent, skips días no lectivos and weekends, and keeps assigned sessions as they are", async () => {
        const a = await ana();
        const curso = await getCursoActual(ctx.db);
        const M = { modulo: "0066", ciclo: "QUI301" };
        const periodos = await listPeriodosModulo(a, M.modulo, M.ciclo, ctx.db);
        expect(periodos.length).toBeGreaterThan(0);
        // A new day off on one of the module's class days, in the future part of the year.
        let festivo = laborable(sumarDias(curso.fin, -40));
        while (!periodos.some((p) => p.dia === diaDeLaSemana(festivo))) festivo = laborable(sumarDias(festivo, 1));
        await ctx.db.insert(diasNoLectivos).values({ fecha: festivo, descripcion: "Prueba" }).onConflictDoNothing();
        const asignadasAntes = await ctx.db.$count(sesiones, and(eq(sesiones.modulo, M.modulo), eq(sesiones.ciclo, M.ciclo), sql`${sesiones.accionId} is not null`));

        // Before «Generar», the header already counts the whole year the timetable implies (issue 48).
        const antes = await getSeguimiento(a, M.modulo, M.ciclo, ctx.db);
        expect(antes.sesionesDelCurso).toBeGreaterThan(antes.indicadores.sesiones.totales);

        const r1 = await generarSesiones(a, { ...M, desde: sumarDias(curso.inicio, -60), hasta: sumarDias(curso.fin, 60) }, ctx.db);
        expect(r1).toMatchObject({ desde: curso.inicio, hasta: curso.fin });
        expect(r1.creadas).toBeGreaterThan(0);
        expect(r1.diasNoLectivos).toBeGreaterThan(0);
        const todas = await listSesiones(a, M.modulo, M.ciclo, {}, ctx.db);
        expect(todas.some((s) => s.fecha === festivo)).toBe(false);
        expect(todas.every((s) => diaDeLaSemana(s.fecha) <= 5 && s.fecha >= curso.inicio && s.fecha <= curso.fin)).toBe(true);
        expect(new Set(todas.map((s) => `${s.fecha}/${s.franja}`)).size).toBe(todas.length);
        const despues = await getSeguimiento(a, M.modulo, M.ciclo, ctx.db);
        expect(despues.indicadores.sesiones.totales).toBe(todas.length);
        expect(despues.sesionesDelCurso).toBe(todas.length);
        expect(antes.sesionesDelCurso).toBe(todas.length);

        const r2 = await generarSesiones(a, { ...M, desde: curso.inicio, hasta: curso.fin }, ctx.db);
        expect(r2).toMatchObject({ creadas: 0, existentes: r1.creadas + r1.existentes });
        expect(await listSesiones(a, M.modulo, M.ciclo, {}, ctx.db)).toHaveLength(todas.length);
        expect(await ctx.db.$count(sesiones, and(eq(sesiones.modulo, M.modulo), eq(sesiones.ciclo, M.ciclo), sql`${sesiones.accionId} is not null`))).toBe(asignadasAntes);

        // A month's sessions for the calendar.
        const mes = festivo.slice(0, 7);
        const delMes = await listSesiones(a, M.modulo, M.ciclo, { mes }, ctx.db);
        expect(delMes.length).toBeGreaterThan(0);
        expect(delMes.every((s) => s.fecha.startsWith(mes))).toBe(true);
      });

      it("the configuration page reads the slots and the module's periods in one statement, as the separate reads give them, for the module's teacher only", async () => {
        const [a, p] = [await ana(), await pablo()];
        const opciones = await getOpcionesSesiones(a, "0065", "QUI301", ctx.db);
        const curso = (await getCursoActual(ctx.db)).codigo;
        expect(opciones.franjas).toEqual(
          await ctx.db.select({ id: franjas.id, orden: franjas.orden, inicio: franjas.inicio, fin: franjas.fin, recreo: franjas.recreo }).from(franjas).where(eq(franjas.cursoAcademico, curso)).orderBy(franjas.orden),
        );
        expect(opciones.franjas).toEqual(await listFranjas(undefined, ctx.db));
        expect(opciones.periodos).toEqual(await listPeriodosModulo(a, "0065", "QUI301", ctx.db));
        // The plain read the JSON column replaced: one period per day and slot, desdobles once.
        const planos = await ctx.db
          .selectDistinct({ dia: horario.dia, franja: horario.franjaId, inicio: franjas.inicio, fin: franjas.fin, orden: franjas.orden })
          .from(horario)
          .innerJoin(franjas, eq(franjas.id, horario.franjaId))
          .where(and(eq(horario.cursoAcademico, curso), eq(horario.modulo, "0065"), eq(horario.ciclo, "QUI301"), eq(franjas.recreo, false)))
          .orderBy(horario.dia, franjas.orden);
        expect(opciones.periodos).toEqual(planos.map(({ dia, franja, inicio, fin }) => ({ dia, franja, inicio, fin })));
        expect(opciones.periodos.length).toBeGreaterThan(0);
        expect(opciones.periodos.every((x) => opciones.franjas.some((f) => f.id === x.franja && !f.recreo))).toBe(true);
        await expect(getOpcionesSesiones(p, "0065", "QUI301", ctx.db)).rejects.toMatchObject({ status: 404 });
      });

      it("says so when the dates miss the school year or the module has no timetable", async () => {
        const a = await ana();
        const curso = await getCursoActual(ctx.db);
        await expect(generarSesiones(a, { modulo: "0066", ciclo: "QUI301", desde: sumarDias(curso.fin, 10), hasta: sumarDias(curso.fin, 20) }, ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { desde: expect.any(Array) } });
        await ctx.db.delete(horario).where(and(eq(horario.modulo, "0065"), eq(horario.ciclo, "QUI301")));
        const antes = await ctx.db.$count(sesiones);
        await expect(generarSesiones(a, { modulo: "0065", ciclo: "QUI301", desde: curso.inicio, hasta: curso.fin }, ctx.db)).rejects.toMatchObject({ status: 422 });
        expect(await ctx.db.$count(sesiones)).toBe(antes);
      });
    });

    describe("department overview and monthly report", () => {
      it("lists the department's modules most deviated first, and none of another department", async () => {
        const j = await javier();
        const { modulos } = await listResumenModulos(j, "jefatura", ctx.db);
        expect(modulos.length).toBeGreaterThan(10);
        expect(modulos.every((m) => m.modulo.ciclo.startsWith("QUI"))).toBe(true);
        for (let i = 1; i < modulos.length; i++) {
          const [p, q] = [modulos[i - 1].desviacion, modulos[i].desviacion];
          expect(p.retrasadas > q.retrasadas || (p.retrasadas === q.retrasadas && p.horasDesfase >= q.horasDesfase)).toBe(true);
        }
        expect(modulos.find((m) => m.modulo.codigo === "0067")?.docentes).toEqual(["Luis Bescós Allué", "Ana López Gracia"]);
      });

      it("the follow-up read in one statement is what the separate reads give, module by module and for the department", async () => {
        const [a, j] = [await ana(), await javier()];
        const curso = await getCursoActual(ctx.db);
        const s = await getSeguimiento(a, "0065", "QUI301", ctx.db);
        expect(s.curso).toEqual(curso);
        expect(s.sesiones).toEqual(await listSesiones(a, "0065", "QUI301", {}, ctx.db));
        expect(s.sesiones.length).toBe(await ctx.db.$count(sesiones, and(eq(sesiones.modulo, "0065"), eq(sesiones.ciclo, "QUI301"), eq(sesiones.cursoAcademico, curso.codigo))));
        expect(s.acciones).toEqual(await listAcciones(a, "0065", "QUI301", ctx.db));
        expect(s.acciones.some((x) => x.horasDedicadas > 0)).toBe(true);
        expect(s.noLectivos).toEqual(await listDiasNoLectivos(curso.inicio, curso.fin, ctx.db));
        // The overview counts sessions in SQL; module by module it must say what the module's own
        // page computes from every session: its own sessions and actions, no other module's.
        const { curso: delResumen, modulos } = await listResumenModulos(j, "jefatura", ctx.db);
        expect(delResumen).toEqual(curso);
        // Early in the year there may be nothing to compare yet (as in the seeding test above).
        if (curso.inicio <= sumarDias(hoyEnElCentro(), -60)) expect(modulos.some((m) => m.indicadores.sesiones.impartidas > 0 && m.desviacion.horasDesfase > 0)).toBe(true);
        for (const m of modulos) {
          const uno = await getSeguimiento(j, m.modulo.codigo, m.modulo.ciclo, ctx.db);
          expect(m.indicadores).toEqual(uno.indicadores);
          expect(m.desviacion).toEqual(calcularDesviacion(uno.acciones, uno.indicadores, uno.hoy));
          expect(m.indicadores.acciones.totales).toBe(await ctx.db.$count(accionesFormativas, and(eq(accionesFormativas.modulo, m.modulo.codigo), eq(accionesFormativas.ciclo, m.modulo.ciclo), eq(accionesFormativas.cursoAcademico, curso.codigo))));
        }
        const deAna = (await listResumenModulos(a, "docente", ctx.db)).modulos;
        expect(deAna.length).toBeGreaterThan(0);
        expect(deAna.every((m) => m.docentes.includes("Ana López Gracia"))).toBe(true);
      });

      /** A module's page of the monthly report as the report once computed it, from every session of its follow-up. */
      function paginaSesionASesion(uno: Seguimiento, mes: string, corte: string) {
        const s = uno.sesiones.filter((x) => x.fecha <= ultimoDia(mes));
        const delMes = s.filter((x) => x.fecha >= primerDia(mes));
        const minutos = (lista: typeof s, id: number) => lista.filter((x) => x.accion.id === id).reduce((t, x) => t + duracionMinutos(x), 0);
        const acciones = uno.acciones.map((a) => {
          const calculo = calcularAccion(a, s.filter((x) => x.accion.id === a.id).map((x) => ({ fecha: x.fecha, minutos: duracionMinutos(x) })));
          return { ...a, ...calculo, horasMes: minutosAHoras(minutos(delMes, a.id)), horasAcumuladas: calculo.horasDedicadas };
        });
        const indicadores = calcularIndicadores(s.map((x) => ({ fecha: x.fecha, accionId: x.accion.id })), acciones, corte);
        return { indicadores, desviacion: calcularDesviacion(acciones, indicadores, corte), acciones, sesionesMes: delMes.length, asignadasMes: delMes.filter((x) => x.accion.id !== null).length };
      }

      it("the monthly report counts in SQL what each module's sessions, one by one, give for that month, this month and the one before", async () => {
        const j = await javier();
        const hoy = hoyEnElCentro();
        const esteMes = hoy.slice(0, 7);
        const anterior = sumarDias(primerDia(esteMes), -1).slice(0, 7);
        let conHorasEnElMes = 0;
        for (const mes of [esteMes, anterior]) {
          const informe = await getInformeMensual(j, mes, undefined, ctx.db);
          expect(informe.corte).toBe(mes === esteMes ? hoy : ultimoDia(mes));
          for (const m of informe.modulos) {
            const uno = await getSeguimiento(j, m.modulo.codigo, m.modulo.ciclo, ctx.db);
            const { indicadores, desviacion, acciones, sesionesMes, asignadasMes } = m;
            expect({ indicadores, desviacion, acciones, sesionesMes, asignadasMes }).toEqual(paginaSesionASesion(uno, mes, informe.corte));
            conHorasEnElMes += m.acciones.filter((a) => a.horasMes > 0).length;
          }
        }
        // Something to compare once the year is under way: the demo assigns sessions up to today.
        if ((await getCursoActual(ctx.db)).inicio <= sumarDias(hoy, -30)) expect(conHorasEnElMes).toBeGreaterThan(0);
      });

      it("builds the monthly report for jefatura only, one entry per module", async () => {
        const [j, a] = [await javier(), await ana()];
        const mes = hoyEnElCentro().slice(0, 7);
        const informe = await getInformeMensual(j, mes, undefined, ctx.db);
        expect(informe.modulos.length).toBe((await listResumenModulos(j, "jefatura", ctx.db)).modulos.length);
        const m = informe.modulos.find((x) => x.modulo.codigo === "0066")!;
        expect(m.acciones.length).toBeGreaterThan(0);
        expect(m.acciones.every((x) => x.horasMes <= x.horasAcumuladas)).toBe(true);
        await expect(getInformeMensual(j, mes, { codigo: "0221", ciclo: "IFC201" }, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(getInformeMensual(a, mes, undefined, ctx.db)).rejects.toMatchObject({ status: 404 });
        expect((await getInformeMensual(j, mes, { codigo: "0066", ciclo: "QUI301" }, ctx.db)).modulos).toHaveLength(1);
      });
    });

    describe("centre calendar (admin)", () => {
      it("creates school years, refuses a repeated one, and keeps a single current year", async () => {
        const admin = await usuario(ctx.db, cuentas.admin);
        const actual = await getCursoActual(ctx.db);
        await expect(crearCursoAcademico(await ana(), { codigo: "2040/2041", inicio: "2040-09-15", fin: "2041-06-22", actual: false }, ctx.db)).rejects.toMatchObject({ status: 403 });
        await crearCursoAcademico(admin, { codigo: "2040/2041", inicio: "2040-09-15", fin: "2041-06-22", actual: false }, ctx.db);
        await expect(crearCursoAcademico(admin, { codigo: "2040/2041", inicio: "2040-09-14", fin: "2041-06-22", actual: false }, ctx.db)).rejects.toMatchObject({ status: 409, fieldErrors: { codigo: expect.any(Array) } });
        await expect(actualizarFechasCurso(admin, { codigo: "2040/2041", inicio: "2040-09-10", fin: "2041-06-20" }, ctx.db)).resolves.toMatchObject({ inicio: "2040-09-10" });
        await expect(actualizarFechasCurso(admin, { codigo: "2041/2042", inicio: "2041-09-10", fin: "2042-06-20" }, ctx.db)).rejects.toMatchObject({ status: 404 });

        await marcarCursoActual(admin, "2040/2041", ctx.db);
        expect((await getCursoActual(ctx.db)).codigo).toBe("2040/2041");
        expect(await ctx.db.$count(cursosAcademicos, eq(cursosAcademicos.actual, true))).toBe(1);
        await marcarCursoActual(admin, actual.codigo, ctx.db);
        expect((await getCursoActual(ctx.db)).codigo).toBe(actual.codigo);
        await expect(marcarCursoActual(admin, "2050/2051", ctx.db)).rejects.toMatchObject({ status: 404 });
      });

      it("refuses new dates for a year whose follow-up falls outside them, and changes nothing", async () => {
        const admin = await usuario(ctx.db, cuentas.admin);
        const curso = await getCursoActual(ctx.db);
        // The demo's programme runs to the end of the year: ending it three months early leaves part out.
        const antes = { acciones: await ctx.db.$count(accionesFormativas, sql`${accionesFormativas.cursoAcademico} = ${curso.codigo} and ${accionesFormativas.fechaFin} > ${sumarDias(curso.fin, -90)}`) };
        expect(antes.acciones).toBeGreaterThan(0);
        await expect(actualizarFechasCurso(admin, { codigo: curso.codigo, inicio: curso.inicio, fin: sumarDias(curso.fin, -90) }, ctx.db)).rejects.toMatchObject({
          status: 422,
          message: expect.stringMatching(new RegExp(`^El seguimiento del curso ${curso.codigo} tiene ${antes.acciones} acciones formativas( y \\d+ sesiones)? fuera de esas fechas`)),
        });
        expect(await getCursoActual(ctx.db)).toMatchObject({ inicio: curso.inicio, fin: curso.fin });
        // Dates that still hold all of it are taken.
        await expect(actualizarFechasCurso(admin, { codigo: curso.codigo, inicio: sumarDias(curso.inicio, -1), fin: curso.fin }, ctx.db)).resolves.toMatchObject({ inicio: sumarDias(curso.inicio, -1) });
        await actualizarFechasCurso(admin, { codigo: curso.codigo, inicio: curso.inicio, fin: curso.fin }, ctx.db);
      });

      it("adds days off one by one or as a range of weekdays inside the year, and removes them", async () => {
        const admin = await usuario(ctx.db, cuentas.admin);
        const curso = await getCursoActual(ctx.db);
        let lunes = sumarDias(curso.fin, -30);
        while (diaDeLaSemana(lunes) !== 1) lunes = sumarDias(lunes, 1);
        await ctx.db.delete(diasNoLectivos).where(sql`${diasNoLectivos.fecha} between ${lunes} and ${sumarDias(lunes, 6)}`);
        // Monday to Sunday: five weekdays.
        await expect(anadirDiasNoLectivos(admin, { curso: curso.codigo, desde: lunes, hasta: sumarDias(lunes, 6), descripcion: "Semana cultural" }, ctx.db)).resolves.toEqual({ anadidos: 5, dias: 5 });
        await expect(anadirDiasNoLectivos(admin, { curso: curso.codigo, desde: lunes, descripcion: "" }, ctx.db)).resolves.toEqual({ anadidos: 0, dias: 1 });
        expect((await ctx.db.select().from(diasNoLectivos).where(eq(diasNoLectivos.fecha, lunes)))[0].descripcion).toBe("Semana cultural");
        await expect(anadirDiasNoLectivos(admin, { curso: curso.codigo, desde: sumarDias(lunes, 5), hasta: sumarDias(lunes, 6), descripcion: "" }, ctx.db)).rejects.toMatchObject({ status: 422 });
        await expect(anadirDiasNoLectivos(admin, { curso: curso.codigo, desde: sumarDias(curso.fin, 5), descripcion: "" }, ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { desde: expect.any(Array) } });
        await eliminarDiaNoLectivo(admin, lunes, ctx.db);
        await expect(eliminarDiaNoLectivo(admin, lunes, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(eliminarDiaNoLectivo(await javier(), sumarDias(lunes, 1), ctx.db)).rejects.toMatchObject({ status: 403 });
      });
    });
  },
  { seed: true },
);
