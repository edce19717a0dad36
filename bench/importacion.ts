import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { getCursoActual } from "../lib/curso-academico/queries";
import type { Db } from "../lib/db/client";
import { importarHorario } from "../lib/horarios/importar";
import { unsafeFindUsuarioByEmail } from "../lib/usuarios/queries";
import { percentil } from "./estadistica";
import { RAIZ } from "./servidor";

/**
 * The preview of a 10,000-row timetable (issue 44: under 2 s on this machine), measured in the
 * bench, never as a timed test. The file is FET's real export of the Spanish IES+FP example
 * (tests/fixtures/horarios/fet), repeated with the groups renamed until it has 10,000 rows: the
 * first preview an admin sees, every name still to map, on the bench's centre.
 */

export type ImportacionBanco = { filas: number; bytes: number; medianaMs: number; maximoMs: number; veces: number } | { omitida: string };

export const FILAS_IMPORTACION = 10_000;

export function archivoDeDiezMilFilas(): string {
  const [cabecera, ...filas] = readFileSync(path.join(RAIZ, "tests", "fixtures", "horarios", "fet", "espana-fp_timetable.csv"), "utf8").trimEnd().split("\n");
  const salida = [cabecera];
  for (let copia = 0; salida.length <= FILAS_IMPORTACION; copia++) {
    for (const f of filas) {
      if (salida.length > FILAS_IMPORTACION) break;
      // Another copy of the school: its students sets get another name, so no row repeats another.
      const c = f.split('","');
      c[3] = c[3].split("+").map((g) => `${g}-${copia}`).join("+");
      salida.push(c.join('","'));
    }
  }
  return `${salida.join("\n")}\n`;
}

export async function medirImportacionHorario(db: Db, emailAdmin: string, veces = 5): Promise<ImportacionBanco> {
  const admin = await unsafeFindUsuarioByEmail(emailAdmin, db);
  if (!admin) return { omitida: `no existe la cuenta ${emailAdmin}` };
  const archivo = new TextEncoder().encode(archivoDeDiezMilFilas());
  const curso = (await getCursoActual(db)).codigo;
  const tiempos: number[] = [];
  let filas = 0;
  for (let i = 0; i < veces; i++) {
    const t = performance.now();
    const informe = await importarHorario(admin, archivo, { simular: true, curso, equivalencias: {} }, db);
    tiempos.push(performance.now() - t);
    filas = informe.leidas;
  }
  return { filas, bytes: archivo.byteLength, medianaMs: percentil([...tiempos].sort((a, b) => a - b), 50), maximoMs: Math.max(...tiempos), veces };
}
