import { MENSAJES_NIF, normalizarNif, problemaNif, tieneCaracteresDeControl } from "./campos";

/**
 * The identity document a person enrols with (issue 48): a student without DNI or NIE enrols with
 * her passport or another document. Each type has its own rule, shared by the form (instant
 * messages), the server action and the API through the matrícula's zod schema.
 *
 * - dni: DNI or NIF, with its check letter; K/L/M NIFs count here (they are NIFs a Spaniard under
 *   14, a Spaniard abroad or a foreigner without NIE is given).
 * - nie: X, Y or Z, 7 digits and the check letter.
 * - pasaporte: letters and digits as printed (Spanish ones are 3 letters and 6 digits, PAB123456;
 *   other countries differ), 5 to 20 characters with at least one digit.
 * - otro: any other document number, 3 to 30 letters, digits, dashes or slashes.
 */
export const TIPOS_DOCUMENTO = ["dni", "nie", "pasaporte", "otro"] as const;
export type TipoDocumento = (typeof TIPOS_DOCUMENTO)[number];

export const ETIQUETA_TIPO_DOCUMENTO: Record<TipoDocumento, string> = {
  dni: "DNI / NIF",
  nie: "NIE",
  pasaporte: "Pasaporte",
  otro: "Otro documento",
};

/** What a client that sends no type meant: an NIE if it looks like one, a DNI/NIF otherwise. */
export function tipoDocumentoPorDefecto(numero: string): TipoDocumento {
  return /^[XYZ]/.test(normalizarNif(numero)) ? "nie" : "dni";
}

/** The number as stored: the NIF rules' normal form, or upper case without spaces for the rest. */
export function normalizarDocumento(tipo: TipoDocumento, numero: string): string {
  if (tipo === "dni" || tipo === "nie") return normalizarNif(numero);
  return numero.toUpperCase().replace(/[\s.]/g, "");
}

/** Why a number is not a document of its type, in Spanish, or null when it is. */
export function problemaDocumento(tipo: TipoDocumento, numero: string): string | null {
  const v = normalizarDocumento(tipo, numero);
  if (v === "") return "Escribe el número de tu documento";
  if (tieneCaracteresDeControl(numero) || v.length > 30) return "El número del documento no es válido";
  if (tipo === "dni") {
    if (/^[XYZ]/.test(v)) return "Ese número es un NIE: elige «NIE» como tipo de documento";
    const p = problemaNif(v);
    return p === "formato" ? "El DNI son 8 números y una letra (o K, L, M, 7 números y una letra)" : p ? MENSAJES_NIF[p] : null;
  }
  if (tipo === "nie") {
    if (!/^[XYZ]/.test(v)) return "El NIE empieza por X, Y o Z, seguido de 7 números y una letra";
    const p = problemaNif(v);
    return p === "formato" ? "El NIE empieza por X, Y o Z, seguido de 7 números y una letra" : p ? MENSAJES_NIF[p] : null;
  }
  if (tipo === "pasaporte") {
    return /^(?=.*\d)[A-Z0-9]{5,20}$/.test(v) ? null : "El pasaporte son de 5 a 20 letras y números, como aparece en él (PAB123456)";
  }
  return /^[A-Z0-9][A-Z0-9/-]{2,29}$/.test(v) ? null : "El número del documento son de 3 a 30 letras, números, guiones o barras";
}
