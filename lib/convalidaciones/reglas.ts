/**
 * Pure rules of the convalidación forms, shared by the browser (instant messages), the server
 * actions and the REST API through the zod schemas.
 */

const LETRAS_CONTROL = "TRWAGMYFPDXBNJZSQVHLCKE";

/** Upper case without spaces, dots or dashes: people type '12.345.678-z' as often as '12345678Z'. */
export function normalizarNif(valor: string): string {
  return valor.toUpperCase().replace(/[\s.\-]/g, "");
}

/** The check letter of a DNI number (or of an NIE with its X, Y, Z already turned into 0, 1, 2). */
export function letraNif(numero: number): string {
  return LETRAS_CONTROL[numero % 23];
}

export type ProblemaNif = "vacio" | "formato" | "letra";

/**
 * Checks a DNI (8 digits and a letter) or an NIE (X, Y or Z, 7 digits and a letter): the letter is
 * the number modulo 23 looked up in the official table, with X, Y, Z counting as 0, 1, 2.
 * Returns null when it is valid.
 */
export function problemaNif(valor: string): ProblemaNif | null {
  const v = normalizarNif(valor);
  if (v === "") return "vacio";
  const m = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(v);
  if (!m) return "formato";
  const numero = Number(m[1].replace(/^[XYZ]/, (l) => String("XYZ".indexOf(l))));
  return letraNif(numero) === m[2] ? null : "letra";
}

export function esNifValido(valor: string): boolean {
  return problemaNif(valor) === null;
}

/** Spanish postal codes: five digits whose first two are a province code, 01 to 52. */
export function esCodigoPostalValido(valor: string): boolean {
  const m = /^(\d{2})\d{3}$/.exec(valor.trim());
  if (!m) return false;
  const provincia = Number(m[1]);
  return provincia >= 1 && provincia <= 52;
}

/** Digits of a Spanish phone number without spaces and without the +34 / 0034 prefix. */
export function normalizarTelefono(valor: string): string {
  return valor.replace(/[\s.\-()]/g, "").replace(/^(\+34|0034)(?=\d{9}$)/, "");
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
