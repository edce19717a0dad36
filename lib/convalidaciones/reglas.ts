/**
 * Pure rules of the convalidación forms, shared by the browser (instant messages), the server
 * actions and the REST API through the zod schemas. The DNI/NIE rule and phone normalisation are
 * shared with the matrícula and live in lib/campos.ts.
 */
import { normalizarTelefono } from "../campos";

/** Spanish postal codes: five digits whose first two are a province code, 01 to 52. */
export function esCodigoPostalValido(valor: string): boolean {
  const m = /^(\d{2})\d{3}$/.exec(valor.trim());
  if (!m) return false;
  const provincia = Number(m[1]);
  return provincia >= 1 && provincia <= 52;
}

/** Landlines start with 8 or 9; mobiles with 6 or 7. Both have nine digits. */
export function esTelefonoValido(valor: string, tipo: "fijo" | "movil"): boolean {
  const v = normalizarTelefono(valor);
  return tipo === "fijo" ? /^[89]\d{8}$/.test(v) : /^[67]\d{8}$/.test(v);
}

export type MarcoLegal = "LOE" | "LFP";

/**
 * The legal framework box of the official request: LOE, unless one of the requested modules is a
 * first-year module, which is already taught under the new FP law (LFP).
 */
export function marcoLegal(modulos: ReadonlyArray<{ curso: number }>): MarcoLegal {
  return modulos.some((m) => m.curso === 1) ? "LFP" : "LOE";
}

export const LEYES: Record<MarcoLegal, string> = {
  LOE: "Ley Orgánica 2/2006, de 3 de mayo, de Educación (LOE)",
  LFP: "Ley Orgánica 3/2022, de 31 de marzo, de ordenación e integración de la Formación Profesional (LFP)",
};
