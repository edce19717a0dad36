import { asc, eq } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { aulas } from "../db/schema";
import { noEncontrado } from "../errors";
import { compararNatural } from "../orden";

export type Aula = { id: number; nombre: string };

export async function listAulas(db?: Db): Promise<Aula[]> {
  const d = db ?? (await getDb());
  const filas = await d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas).orderBy(asc(aulas.nombre));
  return filas.sort((a, b) => compararNatural(a.nombre, b.nombre));
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
