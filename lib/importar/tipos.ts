import type { Cambio } from "../usuarios/reglas";
import type { TipoImportacion } from "./columnas";

/** What an import says about each row of the file (the preview and the final report alike). */
export type EstadoFila = "nuevo" | "cambiado" | "sinCambios" | "error";

export type FilaInforme = { linea: number; clave: string; estado: EstadoFila; cambios: Cambio[]; errores: string[] };

/** An active person of the import's kind who is not in the file: the admin decides about them. */
export type Ausente = { id: number; nombre: string; email: string; detalle: string };

export type Informe = {
  tipo: TipoImportacion;
  simulacion: boolean;
  aplicado: boolean;
  /** SHA-256 of the file: applying checks it is the file that was previewed. */
  huella: string;
  /** A problem with the whole file (empty, too big, missing columns); then there are no rows. */
  mensaje: string | null;
  filas: FilaInforme[];
  nuevos: number;
  cambiados: number;
  sinCambios: number;
  errores: number;
  ausentes: Ausente[];
  desactivados: number;
};
