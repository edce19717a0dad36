import type { Db } from "../db/client";
import { cursoAcademicoDe, hoyEnElCentro } from "../fechas";
import { asegurarCurso } from "./calendario";

/**
 * The demo's school year: the one today falls in, marked current when none is, with the default
 * dates. The other areas' demo data (timetable, follow-up, matrícula) hang from it. Idempotent.
 */
export async function sembrarCentro(tx: Db): Promise<void> {
  await asegurarCurso(tx, cursoAcademicoDe(hoyEnElCentro()));
}
