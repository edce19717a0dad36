import { z } from "zod";
import { entero, id, pagina, texto, textoOpcional, vacioEsAusente } from "../campos";
import type { TipoAula } from "../db/schema/core";

/**
 * The forms and API bodies of the centre's administration (departments, cycles, modules, groups,
 * teaching assignments, rooms): one schema each, parsed by the server action, the route handler
 * and, on the client, by the form itself.
 */

/**
 * `schema`, or null when the field is empty, null or absent. Empty is taken out before `schema`
 * sees the value (not offered beside it in a union): a bad value then gets `schema`'s own message,
 * where a union answered «Invalid input: expected ""».
 */
export function opcional<T extends z.ZodType>(schema: T) {
  return z.preprocess(vacioEsAusente, schema.optional()).transform((v) => (v === undefined ? null : (v as z.output<T>)));
}

function codigo(o: { campo: string; max: number; ejemplo: string }) {
  return texto({ campo: o.campo, max: o.max })
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]+$/, `${o.campo.charAt(0).toUpperCase()}${o.campo.slice(1)} solo puede tener letras y números, sin espacios (p. ej. ${o.ejemplo})`));
}

export const codigoCiclo = codigo({ campo: "el código del ciclo", max: 12, ejemplo: "QUI301" });
export const codigoModulo = codigo({ campo: "el código del módulo", max: 12, ejemplo: "0065" });

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
export const codigoGrupo = codigo({ campo: "el código del grupo", max: 16, ejemplo: "1QUI301" });
export const cursoModulo = entero({ campo: "el curso", min: 1, max: 2 });

export const departamentoSchema = z.object({
  nombre: texto({ campo: "el nombre", max: 80 }),
  jefeId: opcional(id("Elige una persona de la lista")),
});
export type DepartamentoEntrada = z.output<typeof departamentoSchema>;

export const cicloSchema = z.object({
  codigo: codigoCiclo,
  nombre: texto({ campo: "el nombre", max: 160 }),
  familia: textoOpcional({ campo: "la familia profesional", max: 80 }),
});
export type CicloEntrada = z.output<typeof cicloSchema>;

export const moduloSchema = z.object({
  codigo: codigoModulo,
  ciclo: codigoCiclo,
  curso: cursoModulo,
  nombre: texto({ campo: "el nombre", max: 160 }),
  horas: opcional(entero({ campo: "el número de horas", min: 1, max: 2000 })),
  departamentoId: opcional(id("Elige un departamento de la lista")),
});
export type ModuloEntrada = z.output<typeof moduloSchema>;

export const grupoSchema = z.object({
  codigo: codigoGrupo,
  ciclo: codigoCiclo,
  curso: cursoModulo,
  tutorId: opcional(id("Elige una persona de la lista")),
});
export type GrupoEntrada = z.output<typeof grupoSchema>;

/** Teacher `docenteId` teaches module `modulo` to group `grupo` (the module of the group's cycle). */
export const asignacionSchema = z.object({
  docenteId: id("Elige un docente de la lista"),
  grupo: codigoGrupo,
  modulo: codigoModulo,
});
export type AsignacionEntrada = z.output<typeof asignacionSchema>;

/** The database's enum (a test checks they agree), without pulling the schema into client bundles. */
export const TIPOS_AULA = ["aula", "informatica", "laboratorio", "taller", "otro"] as const satisfies readonly TipoAula[];

export const aulaSchema = z.object({
  nombre: texto({ campo: "el nombre", max: 80 }),
  tipo: z.enum(TIPOS_AULA, "Elige un tipo de la lista"),
  capacidad: opcional(entero({ campo: "la capacidad", min: 1, max: 1000 })),
});
export type AulaEntrada = z.output<typeof aulaSchema>;

/** Keys that identify a row in the forms' edit and delete actions. */
export const idSchema = z.object({ id: id("No encontrado") });
export const claveCicloSchema = z.object({ codigo: codigoCiclo });
export const claveModuloSchema = z.object({ codigo: codigoModulo, ciclo: codigoCiclo });
export const claveGrupoSchema = z.object({ codigo: codigoGrupo });

/** The filters of /admin/centro/modulos and GET /api/admin/modulos. */
export const filtroModulosSchema = z.object({
  ciclo: z.preprocess(vacioEsAusente, codigoCiclo.optional()),
  q: textoOpcional({ campo: "la búsqueda", max: 100 }),
});

/** The page's filters: those of the API plus the page number (the API returns every module). */
export const filtroPaginaModulosSchema = filtroModulosSchema.extend({ pagina });
