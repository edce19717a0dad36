import { and, asc, eq, ne, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { franjas, horario } from "../db/schema";
import { esViolacionFk } from "../db/errores";
import { conflicto, noEncontrado } from "../errors";
import type { Franja } from "./franjas";
import type { FranjaEntrada } from "./schemas";
import type { Quien } from "../acceso/cargos";
import { exigir } from "../acceso/exigir";


function soloAdmin(user: Quien) {
  exigir(user, "horarios.administrar", "Solo la administración edita las franjas horarias.");
}

/**
 * Slots are numbered 1, 2, 3 … by start time. `orden` is unique, so the numbers are moved out of
 * the way (negative) before they are set, in two statements.
 */
export async function renumerarFranjas(tx: Db): Promise<void> {
  const todas = await tx.select({ id: franjas.id }).from(franjas).orderBy(asc(franjas.inicio), asc(franjas.fin));
  if (todas.length === 0) return;
  await tx.update(franjas).set({ orden: sql`-${franjas.orden} - 1000` });
  await tx.execute(sql`update ${franjas} set orden = n.orden from (values ${sql.join(
    todas.map((f, i) => sql`(${f.id}::int, ${i + 1}::smallint)`),
    sql`, `,
  )}) as n(id, orden) where ${franjas.id} = n.id`);
}

/**
 * Creates a slot, or changes one (with `id`). Slots may not overlap, and a slot that holds
 * timetable periods cannot become a break. Changing a slot's times moves every period in it: that
 * is the point of editing it (the centre shifts its day by ten minutes).
 */
export async function guardarFranja(user: Quien, datos: FranjaEntrada, db?: Db): Promise<Franja> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    await tx.execute(sql`lock table ${franjas} in share row exclusive mode`);
    if (datos.id !== undefined) {
      const [existe] = await tx.select({ id: franjas.id }).from(franjas).where(eq(franjas.id, datos.id));
      if (!existe) throw noEncontrado("Franja no encontrada.");
    }
    const otras = await tx
      .select({ inicio: franjas.inicio, fin: franjas.fin })
      .from(franjas)
      .where(datos.id !== undefined ? ne(franjas.id, datos.id) : undefined);
    const choca = otras.find((o) => o.inicio < datos.fin && datos.inicio < o.fin);
    if (choca) throw conflicto(`Se solapa con la franja ${choca.inicio}–${choca.fin}.`, { inicio: [`Se solapa con la franja ${choca.inicio}–${choca.fin}`] });
    if (datos.id !== undefined && datos.recreo) {
      const n = await tx.$count(horario, eq(horario.franjaId, datos.id));
      if (n > 0) throw conflicto(`Hay ${n} periodos del horario en esta franja: no puede ser un recreo.`, { recreo: ["La franja tiene clases en el horario"] });
    }
    let id = datos.id;
    if (id === undefined) {
      const [{ max }] = await tx.select({ max: sql<number>`coalesce(max(${franjas.orden}), 0)::int` }).from(franjas);
      [{ id }] = await tx.insert(franjas).values({ orden: max + 1, inicio: datos.inicio, fin: datos.fin, recreo: datos.recreo }).returning({ id: franjas.id });
    } else {
      await tx.update(franjas).set({ inicio: datos.inicio, fin: datos.fin, recreo: datos.recreo }).where(eq(franjas.id, id));
    }
    await renumerarFranjas(tx);
    const [f] = await tx.select().from(franjas).where(eq(franjas.id, id!));
    return f;
  });
}

/** Deletes a slot nobody uses: one with timetable periods or follow-up sessions is refused. */
export async function eliminarFranja(user: Quien, id: number, db?: Db): Promise<void> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  try {
    await d.transaction(async (tx) => {
      const [f] = await tx.delete(franjas).where(and(eq(franjas.id, id))).returning({ id: franjas.id });
      if (!f) throw noEncontrado("Franja no encontrada.");
      await renumerarFranjas(tx);
    });
  } catch (e) {
    if (esViolacionFk(e)) throw conflicto("La franja se usa en algún horario o en sesiones de seguimiento: no se puede eliminar. Puedes cambiar sus horas.");
    throw e;
  }
}
