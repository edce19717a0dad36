import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { cursosAcademicos } from "../db/schema";
import { cursoAcademicoDe, hoyEnElCentro } from "../fechas";
import { fechasPorDefecto } from "./queries";

/**
 * The demo's school year: the one today falls in, marked current, with the default dates. The
 * other areas' demo data (timetable, follow-up, matrícula) hang from it. Idempotent.
 */
export async function sembrarCentro(tx: Db): Promise<void> {
  const codigo = cursoAcademicoDe(hoyEnElCentro());
  const hayActual = (await tx.$count(cursosAcademicos, eq(cursosAcademicos.actual, true))) > 0;
  await tx
    .insert(cursosAcademicos)
    .values({ codigo, ...fechasPorDefecto(codigo), actual: !hayActual })
    .onConflictDoNothing({ target: cursosAcademicos.codigo });
}
