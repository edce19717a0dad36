import { z } from "zod";
import { fecha, id, texto, textoOpcional } from "../campos";
import { hoyEnElCentro } from "../fechas";
import { CODIGO_MAXIMO } from "./rango";
import { cuerpoImportacion, formularioImportacion, informeBaseSchema } from "../importar/schemas";

/**
 * zod schemas of the inventory. The same article schema validates the form (client and server
 * action), the REST bodies and each CSV row, so the three never disagree about what is valid.
 */

export { MENSAJE_OBLIGATORIOS } from "./mensajes";
export const MENSAJE_CODIGO_NO_VALIDO = "El código debe ser un número entero positivo.";
export const MENSAJE_SOLO_ADMIN_RECUPERA =
  "Este artículo está dado de baja. Solo un administrador puede recuperarlo: pídeselo a la administración del centro.";

export { CODIGO_MAXIMO };

/** A code from a path segment, a form field or JSON: a whole number from 1 to CODIGO_MAXIMO. */
const numeroCodigo = z
  .number({ error: MENSAJE_CODIGO_NO_VALIDO })
  .int(MENSAJE_CODIGO_NO_VALIDO)
  .min(1, MENSAJE_CODIGO_NO_VALIDO)
  .max(CODIGO_MAXIMO, `El código no puede pasar de ${CODIGO_MAXIMO}.`);

/** Digits or a JSON number; anything else (true, '1e3', '-2', '0x5') is not a code. */
export const codigoSchema = z
  .union([z.number(), z.string().regex(/^\d{1,15}$/, MENSAJE_CODIGO_NO_VALIDO)], { error: MENSAJE_CODIGO_NO_VALIDO })
  .transform(Number)
  .pipe(numeroCodigo);

/** Blank (empty, null, absent) means "give me the next free code". */
const codigoOpcionalSchema = z.preprocess(
  (v) => (v === null || v === undefined || (typeof v === "string" && v.trim() === "") ? undefined : typeof v === "string" ? v.trim() : v),
  codigoSchema.optional(),
);

// The spec's one message for a missing required field (withApi adds which field it was); then the
// shared text rules: no control characters, bounded.
const requerido = (max: number, campo: string) =>
  z
    .string({ error: "Debes rellenar todos los campos obligatorios" })
    .trim()
    .min(1, "Debes rellenar todos los campos obligatorios")
    .pipe(texto({ campo, max }));

// Optional on the way in (the OpenAPI document says so), null on the way out.
const nombreOpcional = z
  .preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), texto({ campo: "la subcategoría", max: 80 }).nullable())
  .optional()
  .transform((v) => v ?? null);

// One implementation of dates for the whole portal (lib/fechas.ts); re-exported for older imports.
export { hoyEnElCentro as hoyEnMadrid };

export const fechaBajaSchema = fecha({ campo: "la fecha de baja" }).refine((f) => f <= hoyEnElCentro(), "La fecha de baja no puede ser posterior a hoy");

/** Absent: leave it as it is; null or blank: active (not decommissioned); a date: decommissioned. */
const fechaBajaOpcional = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  fechaBajaSchema.nullable().optional(),
);

export const motivoBajaSchema = z
  .string({ error: "Indica el motivo de la baja" })
  .trim()
  .min(1, "Indica el motivo de la baja")
  .pipe(texto({ campo: "el motivo", max: 500 }));

/**
 * One article as the form, the API and a CSV row send it. Rooms and categories go by name (unique
 * in the centre), as the spec's article has them.
 */
const MENSAJE_CUERPO = "Envía un objeto JSON con los datos del artículo";

export const articuloEntradaSchema = z.object(
  {
    codigo: codigoOpcionalSchema,
    nombre: requerido(200, "el nombre"),
    descripcion: textoOpcional({ campo: "la descripción", max: 2000, multilinea: true }),
    aula: requerido(80, "el aula"),
    categoria: requerido(80, "la categoría"),
    subcategoria: nombreOpcional,
    fechabaja: fechaBajaOpcional,
    motivoBaja: z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? null : v), motivoBajaSchema.nullable().optional()),
  },
  { error: MENSAJE_CUERPO },
);
export type ArticuloEntrada = z.output<typeof articuloEntradaSchema>;

/** PUT: the same article, whose code must be given. */
export const articuloEdicionSchema = articuloEntradaSchema.extend({ codigo: codigoSchema });
export type ArticuloEdicion = z.output<typeof articuloEdicionSchema>;

export const bajaSchema = z.object({ fecha: fechaBajaSchema, motivo: motivoBajaSchema });
export type BajaEntrada = z.output<typeof bajaSchema>;

export const filtroArticulosSchema = z.object({
  q: textoOpcional({ campo: "la búsqueda", max: 100 }),
  aula: z.preprocess((v) => (v === null || v === undefined || v === "" || v === "Todas" ? undefined : v), texto({ campo: "el aula", max: 80 }).optional()),
});
export type FiltroArticulos = z.output<typeof filtroArticulosSchema>;


export const nombreCatalogoSchema = z
  .string({ error: "Escribe un nombre" })
  .trim()
  .min(1, "Escribe un nombre")
  .pipe(texto({ campo: "el nombre", max: 80 }));

// --- Path parameters ------------------------------------------------------------------------

export const nombreCategoriaParams = z.object({ nombre: z.string({ error: "Falta la categoría" }).trim().min(1, "Falta la categoría").pipe(texto({ campo: "la categoría", max: 80 })) });
export const textoBusquedaParams = z.object({ text: z.string({ error: "Escribe algo que buscar" }).trim().min(1, "Escribe algo que buscar").pipe(texto({ campo: "la búsqueda", max: 100 })) });

// --- What the page's forms and buttons send (lib/inventario/actions.ts) --------------------------

/** An action on one article: its code. */
export const articuloRefSchema = z.object({ codigo: codigoSchema });
/** 'Dar de baja' on an article's page. */
export const bajaFormSchema = bajaSchema.extend({ codigo: codigoSchema });
/** The import page: the uploaded file, checked or applied as every import (lib/importar/schemas.ts). */
export const importacionFormSchema = formularioImportacion(z.object({}), {});
/** The category editor's forms: a new name, a rename, a delete. */
export const nombreCatalogoFormSchema = z.object({ nombre: nombreCatalogoSchema });
export const catalogoRefSchema = z.object({ id: id("Categoría no encontrada") });
export const renombrarCatalogoSchema = catalogoRefSchema.extend({ nombre: nombreCatalogoSchema });

// --- Responses ------------------------------------------------------------------------------

export const articuloSchema = z.object({
  codigo: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  aula: z.string(),
  categoria: z.string(),
  subcategoria: z.string().nullable(),
  fechabaja: z.string().nullable().describe("Fecha de baja, aaaa-mm-dd; null si está en uso"),
  motivoBaja: z.string().nullable(),
  bajaPor: z.string().nullable().describe("Quién lo dio de baja"),
  departamento: z.string(),
});
export type ArticuloApi = z.output<typeof articuloSchema>;

export const subcategoriaSchema = z.object({ nombre: z.string() });
export const categoriaSchema = z.object({ nombre: z.string(), subcategorias: z.array(subcategoriaSchema) });

/** POST /api/inventario/importar: the one body of every import. */
export const importacionSchema = cuerpoImportacion({});

export const informeImportacionSchema = informeBaseSchema;
