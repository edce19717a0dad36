import type { z } from "zod";
import { erroresDeCampo } from "../errors";
import { formatearFecha } from "../fechas";
import { CODIGO_MAXIMO } from "./rango";
import { MENSAJE_CAMPO_OBLIGATORIO, MENSAJE_OBLIGATORIOS } from "./mensajes";

/**
 * Pure rules of the article form, shared by the browser (checks before sending) and the server
 * (the same checks again, authoritatively). No database, no React.
 */

export const CAMPOS_OBLIGATORIOS = ["nombre", "aula", "categoria"] as const;

/**
 * A schema's errors as the form and the import report show them. A required field left blank says
 * so in the spec's words ('Este campo es obligatorio.' by the field, 'Debes rellenar todos los
 * campos obligatorios.' above the form), decided by the values, whatever the schema's message.
 */
export function erroresFormulario(error: z.ZodError, valores: Record<string, unknown>): { message: string; fieldErrors: Record<string, string[]> } {
  const vacios = faltanObligatorios(valores);
  const incidencias = error.issues.map((i) => (vacios.includes(String(i.path[0])) ? { path: i.path, message: MENSAJE_CAMPO_OBLIGATORIO } : i));
  const fieldErrors = erroresDeCampo(incidencias, (ruta) => String(ruta[0]));
  const primero = Object.values(fieldErrors)[0]?.[0] ?? "Datos no válidos.";
  return { message: vacios.length ? MENSAJE_OBLIGATORIOS : primero.endsWith(".") ? primero : `${primero}.`, fieldErrors };
}

/** The required fields (nombre, aula, categoría) left blank. */
export function faltanObligatorios(valores: Record<string, unknown>): string[] {
  return CAMPOS_OBLIGATORIOS.filter((c) => {
    const v = valores[c];
    return v === undefined || v === null || (typeof v === "string" && v.trim() === "");
  });
}

export type CodigoExistente = { codigo: number; nombre: string; fechaBaja: string | null };

/**
 * Spec §5: the alert when a new article's code is taken (by any department). Only an administrator
 * restores a decommissioned article (spec §4), so that is who the note sends people to, as the
 * article's own page says (MENSAJE_SOLO_ADMIN_RECUPERA).
 */
export function mensajeCodigoDuplicado(a: CodigoExistente): string {
  const base = `El código ${a.codigo} ya existe para el artículo ${a.nombre}`;
  if (!a.fechaBaja) return base;
  return `${base} dado de baja - habla con la administración del centro para recuperarlo`;
}

/** A code taken by an article the user may not see: said without naming it (issue 47.9). */
export function mensajeCodigoAjeno(codigo: number): string {
  return `El código ${codigo} ya lo usa un artículo de otro departamento: deja el código en blanco para que se asigne uno libre`;
}

export type CategoriaConSub = { nombre: string; subcategorias: { nombre: string }[] };

/** The subcategories offered for a category; empty means the select is not shown. */
export function subcategoriasDe(categorias: CategoriaConSub[], categoria: string): string[] {
  return categorias.find((c) => c.nombre === categoria)?.subcategorias.map((s) => s.nombre) ?? [];
}

/** Changing the category always resets the subcategory (spec §5). */
export function alCambiarCategoria<T extends { categoria: string; subcategoria: string }>(valores: T, categoria: string): T {
  return { ...valores, categoria, subcategoria: "" };
}

export function textoBaja(fechaBaja: string): string {
  return `Dado de baja el ${formatearFecha(fechaBaja)}`;
}

// --- Codes in a URL ------------------------------------------------------------------------------

/** Sorted, de-duplicated codes as '1-5,8,10-12': what a label sheet's URL carries. */
export function comprimirCodigos(codigos: Iterable<number>): string {
  const orden = [...new Set(codigos)].filter((c) => Number.isSafeInteger(c) && c > 0).sort((a, b) => a - b);
  const partes: string[] = [];
  for (let i = 0; i < orden.length; ) {
    let j = i;
    while (j + 1 < orden.length && orden[j + 1] === orden[j] + 1) j++;
    partes.push(j > i ? `${orden[i]}-${orden[j]}` : String(orden[i]));
    i = j + 1;
  }
  return partes.join(",");
}

/** Inverse of comprimirCodigos; bad pieces are ignored and at most `maximo` codes come back. */
export function expandirCodigos(texto: string, maximo = 10_000): number[] {
  const out = new Set<number>();
  for (const parte of texto.split(",")) {
    const m = /^\s*(\d{1,10})(?:\s*-\s*(\d{1,10}))?\s*$/.exec(parte);
    if (!m) continue;
    const desde = Number(m[1]);
    // Codes past the range do not exist; capping also keeps "9000000000-9999999999" from looping.
    const hasta = Math.min(m[2] ? Number(m[2]) : desde, CODIGO_MAXIMO);
    for (let c = desde; c <= hasta && out.size < maximo; c++) if (c > 0) out.add(c);
    if (out.size >= maximo) break;
  }
  return [...out].sort((a, b) => a - b);
}

// --- History -------------------------------------------------------------------------------------

/** An article as people read it (names, not ids): what the history compares. */
export type VistaArticulo = {
  nombre: string;
  descripcion: string;
  aula: string;
  categoria: string;
  subcategoria: string | null;
  fechabaja: string | null;
  motivoBaja: string | null;
};

export const ETIQUETAS_CAMPO: Record<keyof VistaArticulo, string> = {
  nombre: "Nombre",
  descripcion: "Descripción",
  aula: "Aula",
  categoria: "Categoría",
  subcategoria: "Subcategoría",
  fechabaja: "Fecha de baja",
  motivoBaja: "Motivo de la baja",
};

export type Cambio = { campo: string; antes: string | null; despues: string | null };

/** Field-by-field changes; with no `antes` (a new article) every filled-in field is listed. */
export function diferencias(antes: VistaArticulo | null, despues: VistaArticulo): Cambio[] {
  const cambios: Cambio[] = [];
  for (const campo of Object.keys(ETIQUETAS_CAMPO) as (keyof VistaArticulo)[]) {
    const a = antes ? antes[campo] || null : null;
    const b = despues[campo] || null;
    if (a !== b) cambios.push({ campo, antes: a, despues: b });
  }
  return cambios;
}

/** A change as one line of the article page: 'Aula: Aula 1 → Aula 3'. */
export function describirCambio(c: Cambio): string {
  const etiqueta = ETIQUETAS_CAMPO[c.campo as keyof VistaArticulo] ?? c.campo;
  const valor = (v: string | null) => (v === null ? "—" : c.campo === "fechabaja" ? formatearFecha(v) : v);
  return c.antes === null ? `${etiqueta}: ${valor(c.despues)}` : `${etiqueta}: ${valor(c.antes)} → ${valor(c.despues)}`;
}

/** Where 'back one level' goes after save or delete: the list (with its filters) it came from. */
export function volverSeguro(v: unknown): string {
  const s = typeof v === "string" ? v : "";
  return /^\/jefatura\/inventario(?:[?#][^\s]*)?$/.test(s) ? s : "/jefatura/inventario";
}
