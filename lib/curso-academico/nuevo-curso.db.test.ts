import { and, eq, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../tests/support/test-db";
import { persona } from "../../tests/support/personas";
import { demoAccounts } from "../semilla";
import { cursosAcademicos, diasNoLectivos, grupoEstudiantes, imparticiones, usuarios } from "../db/schema";
import { cursoAcademicoDe, diaDeLaSemana, hoyEnElCentro, sumarDias } from "../fechas";
import { listModulosImpartidos, listModulosMatriculados } from "../modulos/queries";
import { desmatricularEstudiante, matricularEstudiante } from "../modulos/mutations";
import { cursoEscribible } from "./historia";
import { mensajeCursoCerrado } from "./elegido";
import { aplicarNuevoCurso, confirmarAsignaciones, listAsignacionesBorrador, previsualizarNuevoCurso } from "./nuevo-curso";
import { nuevoCursoSchema } from "./nuevo-curso-schemas";
import { getCursoActual } from "./queries";
import type { Db } from "../db";

/**
 * A whole school year (issue 46, «Done when»): the demo's year, with students in 1.º and 2.º, a
 * timetable, follow-up, surveys and matrículas → the «Nuevo curso» wizard's preview → apply → the
 * new year is usable at once (a promoted student sees her 2.º modules, a teacher her confirmed
 * assignments, 2.º students are gone except the one who repeats) while last year's rows are the
 * same as before and still readable by their year.
 */

/** Every row of last year's data, by table, as text: what must not change. */
async function fotoDelCurso(db: Db, curso: string): Promise<Record<string, string[]>> {
  const tablas = ["grupo_estudiantes", "imparticiones", "matriculas_modulo", "tutorias", "horario", "acciones_formativas", "sesiones", "encuestas_campanas", "matriculas", "franjas"];
  const foto: Record<string, string[]> = {};
  for (const t of tablas) {
    const r = (await db.execute(sql`select t::text as fila from ${sql.identifier(t)} as t where t.curso_academico = ${curso} order by 1`)) as unknown as { rows: { fila: string }[] };
    foto[t] = r.rows.map((x) => x.fila);
  }
  const respuestas = (await db.execute(sql`select r::text as fila from encuestas_resultados r order by 1`)) as unknown as { rows: { fila: string }[] };
  foto.encuestas_resultados = respuestas.rows.map((x) => x.fila);
  return foto;
}

describeEachDatabase(
  "nuevo curso: un año entero",
  (ctx) => {
    it("previews, applies in one go, leaves last year as it was, and a second apply changes nothing", async () => {
      const cuentas = demoAccounts(ctx.domain);
      const yo = await persona(ctx.db, cuentas.admin);
      const lucia = await persona(ctx.db, cuentas.estudiante);
      const ana = await persona(ctx.db, cuentas.docente);
      const hoy = hoyEnElCentro();
      const viejo = cursoAcademicoDe(hoy);
      const y = Number(viejo.slice(5));
      const nuevo = `${y}/${y + 1}`;
      expect((await getCursoActual(ctx.db)).codigo).toBe(viejo);

      // The demo's year has all of it: students in both courses, a timetable, follow-up, surveys and matrículas.
      const antes = await fotoDelCurso(ctx.db, viejo);
      for (const t of ["horario", "acciones_formativas", "sesiones", "encuestas_campanas", "matriculas", "grupo_estudiantes", "imparticiones", "matriculas_modulo"]) expect(antes[t].length).toBeGreaterThan(0);
      expect(antes.encuestas_resultados.length).toBeGreaterThan(0);
      const [{ grupo: deLucia }] = await ctx.db.select({ grupo: grupoEstudiantes.grupo }).from(grupoEstudiantes).where(eq(grupoEstudiantes.estudianteId, lucia.id));
      expect(deLucia).toBe("1QUI301");
      const modulosAntes = await listModulosMatriculados(lucia, ctx.db);
      expect(modulosAntes.every((m) => m.curso === 1)).toBe(true);
      const deAnaAntes = await listModulosImpartidos(ana, ctx.db);
      // Two free weekdays of last year whose date a year later is a weekday too: holidays to copy.
      const ocupados = new Set((await ctx.db.select({ fecha: diasNoLectivos.fecha }).from(diasNoLectivos)).map((d) => d.fecha));
      const libres: string[] = [];
      for (let d = `${y - 1}-12-01`; libres.length < 2; d = sumarDias(d, 1)) {
        const luego = `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;
        if (diaDeLaSemana(d) <= 5 && diaDeLaSemana(luego) <= 5 && !ocupados.has(d) && !ocupados.has(luego)) libres.push(d);
      }
      const [fiesta, puente] = libres;
      const unAnoDespues = (d: string) => `${Number(d.slice(0, 4)) + 1}${d.slice(4)}`;
      await ctx.db.insert(diasNoLectivos).values({ fecha: fiesta, descripcion: "Fiesta local" });

      // Two 2.º students of QUI301: one repeats (named in the CSV by code), the other leaves.
      const segundo = (await ctx.db.execute(sql`select u.id, u.codigo, u.email from grupo_estudiantes ge join usuarios u on u.id = ge.estudiante_id
        where ge.grupo = '2QUI301' and ge.curso_academico = ${viejo} and u.activo order by u.id limit 2`)) as unknown as { rows: { id: number; codigo: string; email: string }[] };
      const [repite, seVa] = segundo.rows;
      const datos = (extra: Record<string, unknown> = {}) =>
        nuevoCursoSchema.parse({ codigo: nuevo, inicio: `${y}-09-14`, fin: `${y + 1}-06-22`, cierre: hoy, repetidoresCsv: `Estudiante\n${repite.codigo}\n`, simular: true, ...extra });

      // Preview: nothing written, everything counted.
      const plan = await previsualizarNuevoCurso(yo, datos(), ctx.db);
      expect(await ctx.db.$count(cursosAcademicos, eq(cursosAcademicos.codigo, nuevo))).toBe(0);
      expect(plan.curso).toMatchObject({ codigo: nuevo, existe: false });
      expect(plan.franjas).toBeGreaterThan(0);
      expect(plan.festivos).toContainEqual({ fecha: unAnoDespues(fiesta), descripcion: "Fiesta local" });
      expect(plan.promocion).toContainEqual(expect.objectContaining({ id: lucia.id, de: "1QUI301", a: "2QUI301" }));
      expect(plan.repiten.map((r) => r.id)).toEqual([repite.id]);
      expect(plan.bajas.map((b) => b.id)).toContain(seVa.id);
      expect(plan.bajas.map((b) => b.id)).not.toContain(repite.id);
      expect(plan.segundo.find((s) => s.id === repite.id)?.repite).toBe(true);
      expect(plan.asignaciones.filter((a) => a.docenteId === ana.id).length).toBeGreaterThan(0);
      expect(plan.erroresCsv).toEqual([]);
      expect(plan.cambios).toBeGreaterThan(0);

      // A CSV naming someone who is not a 2.º student is reported, and refused on apply.
      const mal = await previsualizarNuevoCurso(yo, datos({ repetidoresCsv: "Estudiante\nnadie@ejemplo.test\n" }), ctx.db);
      expect(mal.erroresCsv).toEqual([expect.stringMatching(/Fila 2: nadie@ejemplo.test no es estudiante de 2\.º/)]);
      await expect(aplicarNuevoCurso(yo, datos({ repetidoresCsv: "Estudiante\nnadie@ejemplo.test\n", simular: false }), ctx.db)).rejects.toMatchObject({ status: 422 });
      // A stale preview is refused: the database changed since (a new holiday to copy).
      await ctx.db.insert(diasNoLectivos).values({ fecha: puente, descripcion: "Puente" });
      await expect(aplicarNuevoCurso(yo, datos({ simular: false, huella: plan.huella }), ctx.db)).rejects.toMatchObject({ status: 409 });
      expect(await ctx.db.$count(cursosAcademicos, eq(cursosAcademicos.codigo, nuevo))).toBe(0);

      // Apply, with the fresh preview's huella. The cierre is today: the new year is current at once.
      const fresca = await previsualizarNuevoCurso(yo, datos(), ctx.db);
      const r = await aplicarNuevoCurso(yo, datos({ simular: false, huella: fresca.huella }), ctx.db);
      expect(r.aplicado).toBe(true);
      expect(r.mensaje).toMatch(new RegExp(`Curso ${nuevo} preparado`));
      expect((await getCursoActual(ctx.db)).codigo).toBe(nuevo);
      expect(await ctx.db.$count(diasNoLectivos, eq(diasNoLectivos.fecha, unAnoDespues(puente)))).toBe(1);

      // The promoted student sees her 2.º modules in the new year.
      const modulosDespues = await listModulosMatriculados(lucia, ctx.db);
      expect(modulosDespues.length).toBeGreaterThan(0);
      expect(modulosDespues.every((m) => m.curso === 2 && m.ciclo === "QUI301")).toBe(true);
      // The teacher's copied assignments are drafts: nothing until an admin confirms them.
      expect(await listModulosImpartidos(ana, ctx.db)).toEqual([]);
      expect((await listAsignacionesBorrador(yo, nuevo, ctx.db)).length).toBe(fresca.asignaciones.length);
      expect(await confirmarAsignaciones(yo, nuevo, ctx.db)).toBe(fresca.asignaciones.length);
      expect(await listModulosImpartidos(ana, ctx.db)).toEqual(deAnaAntes);
      // 2.º students are deactivated, except the one who repeats, who stays in 2.º.
      const activo = async (id: number) => (await ctx.db.select({ activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, id)))[0].activo;
      expect(await activo(seVa.id)).toBe(false);
      expect(await activo(repite.id)).toBe(true);
      expect(await ctx.db.select({ grupo: grupoEstudiantes.grupo }).from(grupoEstudiantes).where(and(eq(grupoEstudiantes.estudianteId, repite.id), eq(grupoEstudiantes.cursoAcademico, nuevo)))).toEqual([{ grupo: "2QUI301" }]);

      // Last year: the same rows, readable by their year; and read-only.
      expect(await fotoDelCurso(ctx.db, viejo)).toEqual(antes);
      await expect(cursoEscribible(ctx.db, viejo)).rejects.toMatchObject({ status: 409, message: mensajeCursoCerrado(viejo) });
      // New writes go to the new year: the repeater's enrolment, taken away and given back, leaves last year's.
      await desmatricularEstudiante(ana, modulosDespues[0].codigo, "QUI301", repite.email, ctx.db);
      await matricularEstudiante(ana, modulosDespues[0].codigo, "QUI301", repite.email, ctx.db);
      expect((await fotoDelCurso(ctx.db, viejo)).matriculas_modulo).toEqual(antes.matriculas_modulo);
      expect(await ctx.db.$count(imparticiones, eq(imparticiones.cursoAcademico, viejo))).toBe(antes.imparticiones.length);

      // A second apply does nothing, and says so; the log has one line for the year.
      const otra = await aplicarNuevoCurso(yo, datos({ simular: false }), ctx.db);
      expect(otra).toMatchObject({ aplicado: false, mensaje: expect.stringMatching(/Nada que hacer/) });
      expect(otra.plan.cambios).toBe(0);
      const lineas = (await ctx.db.execute(sql`select accion from registro where entidad = 'curso' and clave = ${nuevo} order by id`)) as unknown as { rows: { accion: string }[] };
      expect(lineas.rows.map((l) => l.accion)).toEqual(["crear", "modificar"]);
    });

    it("refuses a year that is not after the current one, a cierre after the new year starts, and non-admins", async () => {
      const cuentas = demoAccounts(ctx.domain);
      const yo = await persona(ctx.db, cuentas.admin);
      const ana = await persona(ctx.db, cuentas.docente);
      const actual = (await getCursoActual(ctx.db)).codigo;
      const y = Number(actual.slice(0, 4));
      const base = { codigo: `${y + 2}/${y + 3}`, inicio: `${y + 2}-09-14`, fin: `${y + 3}-06-22`, cierre: sumarDias(`${y + 2}-09-14`, 1), simular: true };
      await expect(previsualizarNuevoCurso(yo, nuevoCursoSchema.parse(base), ctx.db)).rejects.toMatchObject({ fieldErrors: { cierre: [expect.any(String)] } });
      await expect(previsualizarNuevoCurso(yo, nuevoCursoSchema.parse({ ...base, codigo: `${y - 5}/${y - 4}`, inicio: `${y - 5}-09-14`, fin: `${y - 4}-06-22`, cierre: `${y - 5}-09-01` }), ctx.db)).rejects.toMatchObject({ status: 422 });
      await expect(previsualizarNuevoCurso(ana, nuevoCursoSchema.parse({ ...base, cierre: `${y + 2}-09-01` }), ctx.db)).rejects.toMatchObject({ status: 403 });
    });
  },
  { seed: true },
);
