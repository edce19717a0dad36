import { eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { columnaLista, enUnaFila } from "../db/fila";
import { aulas } from "../db/schema";
import { noEncontrado } from "../errors";
import { compararNatural } from "../orden";

export type Aula = { id: number; nombre: string };

/** The rooms as a JSON column in natural order (Aula 2 before Aula 10), for a page that reads them with other things. */
export function aulasColumna(): SQL<Aula[]> {
  return columnaLista(sql`select json_agg(json_build_object('id', a.id, 'nombre', a.nombre) order by a.nombre) from ${aulas} as a`, (filas: Aula[]) =>
    filas.sort((a, b) => compararNatural(a.nombre, b.nombre)),
  );
}

export async function listAulas(db?: Db): Promise<Aula[]> {
  return (await enUnaFila({ aulas: aulasColumna() }, db)).aulas;
}

/** Spec §9: the timetable viewer lists only rooms whose name starts with 'Aula'. */
export function esAulaDeHorario(nombre: string): boolean {
  return nombre.startsWith("Aula");
}

/** One room by id, or not found. */
export async function getAula(id: number, db?: Db): Promise<Aula> {
  const d = db ?? (await getDb());
  const [a] = await d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas).where(eq(aulas.id, id)).limit(1);
  if (!a) throw noEncontrado("Aula no encontrada.");
  return a;
}
