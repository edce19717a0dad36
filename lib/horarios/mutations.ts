import { and, eq, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { franjas, horario } from "../db/schema";
import { esViolacionFk } from "../db/errores";
import { conflicto, noEncontrado } from "../errors";
import type { Franja } from "./franjas";
import type { FranjaEntrada } from "./schemas";
import type { Quien } from "../acceso/cargos";
import { exigir } from "../acceso/exigir";
import { asegurarCurso } from "../curso-academico/calendario";
import { exigirCursoEditable } from "../curso-academico/historia";
import { comprobarCurso } from "./importar";
import { renumerarFranjas } from "./franjas";


function soloAdmin(user: Quien) {
  exigir(user, "horarios.administrar", "Solo la administración edita las franjas horarias.");
}

/**
 * Creates a slot of school year `curso`, or changes one (with `id`, which must be of that year).
 * Slots of a year may not overlap, and a slot that holds timetable periods cannot become a break.
 * Changing a slot's times moves every period in it: that is the point of editing it (the centre
 * shifts its day by ten minutes). Other years' slots never change (issue 44): next year's bell
 * schedule is prepared while this year's runs. A year the centre has not registered yet (the next
 * one, or the current one of a fresh install) is created with the previous year's slots first.
 */
export async function guardarFranja(user: Quien, datos: FranjaEntrada, db?: Db): Promise<Franja> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  await comprobarCurso(user, d, datos.curso);
  return d.transaction(async (tx) => {
    await asegurarCurso(tx, datos.curso);
    await tx.execute(sql`lock table ${franjas} in share row exclusive mode`);
    const delCurso = eq(franjas.cursoAcademico, datos.curso);
    if (datos.id !== undefined) {
      const [existe] = await tx.select({ id: franjas.id }).from(franjas).where(and(eq(franjas.id, datos.id), delCurso));
      if (!existe) throw noEncontrado("Franja no encontrada.");
    }
    const otras = await tx
      .select({ inicio: franjas.inicio, fin: franjas.fin })
      .from(franjas)
      .where(and(delCurso, datos.id !== undefined ? ne(franjas.id, datos.id) : undefined));
    const choca = otras.find((o) => o.inicio < datos.fin && datos.inicio < o.fin);
    if (choca) throw conflicto(`Se solapa con la franja ${choca.inicio}–${choca.fin}.`, { inicio: [`Se solapa con la franja ${choca.inicio}–${choca.fin}`] });
    if (datos.id !== undefined && datos.recreo) {
      const n = await tx.$count(horario, eq(horario.franjaId, datos.id));
      if (n > 0) throw conflicto(`Hay ${n} periodos del horario en esta franja: no puede ser un recreo.`, { recreo: ["La franja tiene clases en el horario"] });
    }
    let id = datos.id;
    if (id === undefined) {
      const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${franjas.orden}), 0)::int` }).from(franjas).where(delCurso);
      [{ id }] = await tx.insert(franjas).values({ cursoAcademico: datos.curso, orden: max + 1, inicio: datos.inicio, fin: datos.fin, recreo: datos.recreo }).returning({ id: franjas.id });
    } else {
      await tx.update(franjas).set({ inicio: datos.inicio, fin: datos.fin, recreo: datos.recreo }).where(eq(franjas.id, id));
    }
    await renumerarFranjas(tx, datos.curso);
    const [f] = await tx.select({ id: franjas.id, orden: franjas.orden, inicio: franjas.inicio, fin: franjas.fin, recreo: franjas.recreo }).from(franjas).where(eq(franjas.id, id!));
    return f;
  });
}

/** Deletes a slot nobody uses: one with timetable periods or follow-up sessions is refused. */
export async function eliminarFranja(user: Quien, id: number, db?: Db): Promise<void> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  try {
    await d.transaction(async (tx) => {
      const [f] = await tx.delete(franjas).where(eq(franjas.id, id)).returning({ curso: franjas.cursoAcademico });
      if (!f) throw noEncontrado("Franja no encontrada.");
      await exigirCursoEditable(f.curso, tx);
      await renumerarFranjas(tx, f.curso);
    });
  } catch (e) {
    if (esViolacionFk(e)) throw conflicto("La franja se usa en algún horario o en sesiones de seguimiento: no se puede eliminar. Puedes cambiar sus horas.");
    throw e;
  }
}
