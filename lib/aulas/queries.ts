import { asc } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { aulas } from "../db/schema";

export type Aula = { id: number; nombre: string };

/** 'Aula 2' before 'Aula 10': numbers inside names compare as numbers. */
export function compararNombresAula(a: string, b: string): number {
  return a.localeCompare(b, "es", { numeric: true, sensitivity: "base" });
}

export async function listAulas(db?: Db): Promise<Aula[]> {
  const d = db ?? (await getDb());
  const filas = await d.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas).orderBy(asc(aulas.nombre));
  return filas.sort((a, b) => compararNombresAula(a.nombre, b.nombre));
}

/** Spec §9: the timetable viewer lists only rooms whose name starts with 'Aula'. */
export function esAulaDeHorario(nombre: string): boolean {
  return nombre.startsWith("Aula");
}
