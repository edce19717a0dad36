import type { z } from "zod";
import type { FilaCsv } from "../csv";
import type { Db } from "../db";
import type { EntradaRegistro } from "../registro/registrar";
import type { FilaBuena, FilaMala } from "./proceso";
import type { Ausente } from "./tipos";

/**
 * The rules of one of the administration's imports (people, modules, assignments): it reads what
 * it needs once, judges each row in file order, and writes the rows that change something.
 */
export type Planificador<P> = {
  planificar(fila: FilaCsv): FilaMala | FilaBuena<P>;
  ausentes?(): Ausente[];
  /** Writes the new and changed rows; returns their change-log lines. */
  aplicar(tx: Db, planes: P[]): Promise<EntradaRegistro[]>;
};

/** zod's messages for a row, each once. */
export function erroresZod(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}
