import { z } from "zod";
import { codigoAlfanumerico, entero, id, opcional, pagina, texto, textoOpcional, vacioEsAusente } from "../campos";
import { codigoCiclo } from "../ciclos/admin-schemas";

/**
 * The module's administration form, API body and filters, parsed by the server action, the route
 * handler and, on the client, by the form itself; and a module code as the imports read it.
 */

export const codigoModulo = codigoAlfanumerico({ campo: "el código del módulo", max: 12, ejemplo: "0065" });

/**
 * A module code as a CSV import reads it. The official codes have four digits (0065), and a
 * spreadsheet that opens the template takes them for numbers and drops the leading zeros, so an
 * all-digit code shorter than that is the official one. Letters and longer codes stay as they are.
 * Not applied to the forms: they edit and delete modules by the code they have, even a short one.
 */
export function normalizarCodigoModulo(codigo: string): string {
  const c = codigo.trim();
  return /^\d{1,3}$/.test(c) ? c.padStart(4, "0") : c;
}

/** `codigoModulo` for a column of a CSV import (see `normalizarCodigoModulo`). */
export const codigoModuloImportado = z.preprocess((v) => (typeof v === "string" ? normalizarCodigoModulo(v) : v), codigoModulo);

export const cursoModulo = entero({ campo: "el curso", min: 1, max: 2 });

export const moduloSchema = z.object({
  codigo: codigoModulo,
  ciclo: codigoCiclo,
  curso: cursoModulo,
  nombre: texto({ campo: "el nombre", max: 160 }),
  horas: opcional(entero({ campo: "el número de horas", min: 1, max: 2000 })),
  departamentoId: opcional(id("Elige un departamento de la lista")),
});
export type ModuloEntrada = z.output<typeof moduloSchema>;

export const claveModuloSchema = z.object({ codigo: codigoModulo, ciclo: codigoCiclo });

/** The filters of /admin/centro/modulos and GET /api/admin/modulos. */
export const filtroModulosSchema = z.object({
  ciclo: z.preprocess(vacioEsAusente, codigoCiclo.optional()),
  q: textoOpcional({ campo: "la búsqueda", max: 100 }),
});

/** The page's filters: those of the API plus the page number (the API returns every module). */
export const filtroPaginaModulosSchema = filtroModulosSchema.extend({ pagina });
