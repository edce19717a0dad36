import type { z } from "zod";
import type { FilaCsv } from "../csv";
import type { Db } from "../db";
import type { EntradaRegistro } from "../registro/registrar";
import type { Cambio } from "../usuarios/reglas";
import type { Ausente } from "./tipos";

/** A row that cannot be imported, with every reason. */
export type FilaMala = { clave: string; errores: string[] };
/** A row that can: what it does and the plan to write it. */
export type FilaBuena<P> = { clave: string; estado: "nuevo" | "cambiado" | "sinCambios"; cambios: Cambio[]; plan: P };

/**
 * One kind of import: it reads what it needs once, then judges each row in file order (so
 * "already in row N" points at the first one), and writes the rows that change something.
 */
export type Planificador<P> = {
  planificar(fila: FilaCsv): FilaMala | FilaBuena<P>;
  ausentes?(): Ausente[];
  /** Writes the new and changed rows; returns their audit lines. */
  aplicar(tx: Db, planes: P[]): Promise<EntradaRegistro[]>;
};

/** zod's messages for a row, each once. */
export function erroresZod(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((i) => i.message))];
}
