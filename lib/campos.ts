import { z } from "zod";
import { esFechaReal, normalizarFecha } from "./fechas";

/**
 * The field types every schema is built from (docs/arquitectura.md §11), so that one rule holds everywhere:
 * text is trimmed, bounded and free of control characters (a NUL byte makes PostgreSQL fail, and
 * nobody types a bell); ids are plain decimal digits (`0x5`, `5e0` and ` 5 ` are not ids); dates
 * are real calendar days. Messages are Spanish sentences without a final full stop, so they read
 * well next to a field and after "campo: ".
 */

// C0 controls except TAB/LF/CR, DEL, C1 controls, lone surrogates left by bad decoding, and U+FFFE/FFFF.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SALTO = /[\t\r\n]/;
/**
 * Characters that draw nothing but change how text looks or reads: soft hyphen, zero-width space,
 * word joiners, BOM, the Arabic letter mark and the bidi marks, embeddings, overrides and isolates
 * ("Trojan Source"). A name holding them looks like another name, or shows its letters in another
 * order than they are stored (issue 47.12). The imports use the same set (lib/importar/normalizar.ts).
 */
export const FORMATO_INVISIBLE = "\u00AD\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u206F\uFEFF";
const FORMATO = new RegExp(`[${FORMATO_INVISIBLE}]`);
// Zero-width non-joiner and joiner: part of some scripts and of emoji sequences, so allowed in
// free text (a comment), never in a one-line name.
export const UNIONES_INVISIBLES = "\u200C\u200D";
const UNIONES = new RegExp(`[${UNIONES_INVISIBLES}]`);

export function tieneCaracteresDeControl(texto: string, { multilinea = false } = {}): boolean {
  return CONTROL.test(texto) || FORMATO.test(texto) || (!multilinea && (SALTO.test(texto) || UNIONES.test(texto)));
}

type OpcionesTexto = {
  /** The field with its article, as messages use it: "el nombre", "la descripción", "los apellidos". */
  campo: string;
  max: number;
  min?: number;
  /** Line breaks allowed (comments, descriptions). */
  multilinea?: boolean;
};

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Messages that agree with the field's article in gender and number. */
function frases({ campo, max }: { campo: string; max?: number }) {
  const articulo = campo.split(" ")[0];
  const plural = articulo === "los" || articulo === "las";
  const femenino = articulo === "la" || articulo === "las";
  const adj = (m: string, f: string) => (femenino ? f : m) + (plural ? "s" : "");
  const es = plural ? "son" : "es";
  return {
    falta: `Falta ${campo}`,
    // The limit is named, so the person knows how much to shorten: text is refused, never cut.
    largo: `${cap(campo)} ${es} demasiado ${adj("largo", "larga")}: como máximo ${max ?? 0} caracteres`,
    corto: `${cap(campo)} ${es} demasiado ${adj("corto", "corta")}`,
    control: `${cap(campo)} tiene caracteres no válidos`,
    tipo: `${cap(campo)} debe ser texto`,
    noValido: `${cap(campo)} no ${es} ${adj("válido", "válida")}`,
    nombre: `${cap(campo)} solo ${plural ? "pueden" : "puede"} tener letras, espacios, apóstrofos, guiones y puntos`,
  };
}

/** Required text: trimmed, 1..max characters (or min..max), no control characters. */
export function texto(o: OpcionesTexto) {
  const f = frases(o);
  return z
    .string({ error: (i) => (i.input === undefined || i.input === null ? f.falta : f.tipo) })
    .refine((s) => !tieneCaracteresDeControl(s, o), f.control)
    .transform((s) => s.trim())
    .pipe(
      z
        .string()
        .min(o.min ?? 1, o.min ? f.corto : f.falta)
        .max(o.max, f.largo),
    );
}

/** Optional text: the same rules; empty, absent or null becomes "" (never null in the database). */
export function textoOpcional(o: Omit<OpcionesTexto, "min">) {
  const f = frases(o);
  // `.optional()` (not just z.undefined() in the union) so that an object may leave the key out.
  return z
    .union([z.string(), z.null()], { error: f.tipo })
    .optional()
    .transform((s) => s ?? "")
    .refine((s) => !tieneCaracteresDeControl(s, o), f.control)
    .transform((s) => s.trim())
    .pipe(z.string().max(o.max, f.largo));
}

// --- Personal names -------------------------------------------------------------------------------

/**
 * A person's name or surnames as real ones are written: letters of any script with their accents
 * (María, Núñez, Çelik, Nguyễn), spaces, apostrophes (D'Angelo, O’Brien), hyphens (Núñez-Çelik),
 * full stops (M. Carmen), the Catalan middle dot (Gal·la) and the ordinal «ª» (Mª José). Digits,
 * emoji, markup (<, >) and anything else are refused: a name is printed on certificates and
 * letters, and an «Ana3» or «<b>Ana</b>» there is always a typing or pasting mistake.
 */
const NOMBRE_PERSONA = /^[\p{L}\p{M}][\p{L}\p{M} '’.\-·]*$/u;

export function esNombreDePersona(valor: string): boolean {
  return NOMBRE_PERSONA.test(valor);
}

/** A required personal name (nombre, apellidos): the `texto` rules, then only name characters. */
export function nombreDePersona(o: { campo: string; max: number }) {
  const f = frases(o);
  return texto(o).refine(esNombreDePersona, f.nombre);
}

/** An optional personal name: "" when absent; when given, the same characters as `nombreDePersona`. */
export function nombreDePersonaOpcional(o: { campo: string; max: number }) {
  const f = frases(o);
  return textoOpcional(o).refine((s) => s === "" || esNombreDePersona(s), f.nombre);
}

const MAX_ID = 2_147_483_647;

/**
 * A database id (PostgreSQL `integer`, > 0) from a route segment, a form field or JSON: only
 * decimal digits, so `0x5`, `5e0`, `-1`, ` 5 ` and `5.0` are refused rather than read as 5.
 */
export function id(mensaje = "No encontrado") {
  return z.union([z.string(), z.number()], { error: mensaje }).transform((v, ctx) => {
    const s = typeof v === "number" ? (Number.isInteger(v) ? String(v) : "") : v;
    const n = /^\d{1,10}$/.test(s) ? Number(s) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_ID) {
      ctx.addIssue({ code: "custom", message: mensaje });
      return z.NEVER;
    }
    return n;
  });
}

/** A whole number within bounds, from a form field ("12") or JSON (12). */
export function entero(o: { campo: string; min: number; max: number }) {
  const fuera = `${cap(o.campo)} debe ser un número entero entre ${o.min} y ${o.max}`;
  return z.union([z.string(), z.number()], { error: `Falta ${o.campo}` }).transform((v, ctx) => {
    const s = typeof v === "number" ? String(v) : v.trim();
    if (s === "") {
      ctx.addIssue({ code: "custom", message: `Falta ${o.campo}` });
      return z.NEVER;
    }
    const n = /^-?\d{1,15}$/.test(s) ? Number(s) : NaN;
    if (!Number.isSafeInteger(n) || n < o.min || n > o.max) {
      ctx.addIssue({ code: "custom", message: fuera });
      return z.NEVER;
    }
    return n;
  });
}

/**
 * A calendar day, 'yyyy-MM-dd' out (also accepts 'dd/MM/yyyy' and an ISO timestamp's day part,
 * whose time must itself be real: 25:00 is refused).
 */
export function fecha(o: { campo: string; min?: string; max?: string }) {
  const noValida = `${cap(o.campo)} no es una fecha válida (dd/mm/aaaa)`;
  return z.string({ error: `Falta ${o.campo}` }).transform((v, ctx) => {
    if (v.trim() === "") {
      ctx.addIssue({ code: "custom", message: `Falta ${o.campo}` });
      return z.NEVER;
    }
    const f = normalizarFecha(v);
    if (!f || !esFechaReal(f)) {
      ctx.addIssue({ code: "custom", message: noValida });
      return z.NEVER;
    }
    if ((o.min && f < o.min) || (o.max && f > o.max)) {
      ctx.addIssue({ code: "custom", message: `${cap(o.campo)} está fuera del intervalo permitido` });
      return z.NEVER;
    }
    return f;
  });
}

/** A time of day 'HH:mm' (00:00–23:59); 'H:mm' is accepted and padded. */
export function hora(campo = "la hora") {
  return z.string({ error: `Falta ${campo}` }).transform((v, ctx) => {
    const m = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(v.trim());
    if (!m) {
      ctx.addIssue({ code: "custom", message: `${cap(campo)} debe tener el formato HH:mm` });
      return z.NEVER;
    }
    return `${m[1].padStart(2, "0")}:${m[2]}`;
  });
}

/** For z.preprocess: a form or query value left empty ("" or null) counts as not given. */
export const vacioEsAusente = (v: unknown) => (v === "" || v === null ? undefined : v);

/**
 * `schema`, or null when the field is empty, null or absent. Empty is taken out before `schema`
 * sees the value (not offered beside it in a union): a bad value then gets `schema`'s own message,
 * where a union answered «Invalid input: expected ""».
 */
export function opcional<T extends z.ZodType>(schema: T) {
  return z.preprocess(vacioEsAusente, schema.optional()).transform((v) => (v === undefined ? null : (v as z.output<T>)));
}

/** A code of letters and digits, upper-cased (a cycle's, a module's, a group's). */
export function codigoAlfanumerico(o: { campo: string; max: number; ejemplo: string }) {
  return texto({ campo: o.campo, max: o.max })
    .transform((s) => s.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]+$/, `${o.campo.charAt(0).toUpperCase()}${o.campo.slice(1)} solo puede tener letras y números, sin espacios (p. ej. ${o.ejemplo})`));
}

/**
 * The page of a paged list, from a URL (?pagina=2) or JSON: absent or empty is the first page; past
 * the last one, the query shows the last (lib/paginacion.ts). Anything else that is not a page
 * number is refused like any bad field (400 in the API); a list page then shows its unfiltered
 * first page.
 */
export const pagina = z.preprocess((v) => (v === undefined || v === null || v === "" ? 1 : v), entero({ campo: "la página", min: 1, max: 100_000 }));

/** A checkbox from FormData ("on", "true", "1") or JSON (boolean). */
export const casilla = z
  .union([z.boolean(), z.string(), z.null()])
  // `.optional()`: an unchecked checkbox is simply absent from the form's data.
  .optional()
  .transform((v) => v === true || v === "on" || v === "true" || v === "1");

/** An email, trimmed and lower-cased. */
export function email(campo = "el correo electrónico") {
  const f = frases({ campo });
  return z
    .string({ error: f.falta })
    .refine((s) => !tieneCaracteresDeControl(s), f.noValido)
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.string().min(1, f.falta).max(254, frases({ campo, max: 254 }).largo).pipe(z.email(f.noValido)));
}

// --- DNI/NIE --------------------------------------------------------------------------------------

const LETRAS_CONTROL = "TRWAGMYFPDXBNJZSQVHLCKE";

/**
 * Upper case without spaces, dots or dashes: people type '12.345.678-z' as often as '12345678Z'.
 * A DNI typed without its leading zero ('1234567L', as some cards print it) gets it back.
 */
export function normalizarNif(valor: string): string {
  const v = valor.toUpperCase().replace(/[\s.\-]/g, "");
  return /^\d{7}[A-Z]$/.test(v) ? `0${v}` : v;
}

/** The check letter of a DNI number (or of an NIE with its X, Y, Z already turned into 0, 1, 2). */
export function letraNif(numero: number): string {
  return LETRAS_CONTROL[numero % 23];
}

export type ProblemaNif = "vacio" | "formato" | "letra" | "reservado";

/**
 * Numbers never issued to a person: zero, and the specimen printed on the Ministry's sample card
 * (99999999R); an NIE of zeros likewise. They pass the letter check, so they are listed.
 */
const NIF_RESERVADOS = new Set(["00000000T", "99999999R", "X0000000T", "Y0000000Z", "Z0000000M"]);

/**
 * Checks a NIF: a DNI (8 digits and a letter), an NIE (X, Y or Z, 7 digits and a letter) or a
 * K/L/M NIF (Spaniards under 14 or living abroad, foreigners without NIE: the letter, 7 digits and
 * a letter). The check letter is the number modulo 23 looked up in the official table, with X, Y,
 * Z counting as 0, 1, 2 and K, L, M as nothing. Returns null when it is valid.
 */
export function problemaNif(valor: string): ProblemaNif | null {
  const v = normalizarNif(valor);
  if (v === "") return "vacio";
  const m = /^([XYZKLM]\d{7}|\d{8})([A-Z])$/.exec(v);
  if (!m) return "formato";
  const numero = Number(m[1].replace(/^[XYZ]/, (l) => String("XYZ".indexOf(l))).replace(/^[KLM]/, ""));
  if (letraNif(numero) !== m[2]) return "letra";
  return NIF_RESERVADOS.has(v) ? "reservado" : null;
}

export function esNifValido(valor: string): boolean {
  return problemaNif(valor) === null;
}

export const MENSAJES_NIF: Record<ProblemaNif, string> = {
  vacio: "Escribe tu NIF o NIE",
  formato: "El NIF son 8 números y una letra; el NIE, X, Y o Z, 7 números y una letra",
  letra: "La letra del NIF/NIE no corresponde al número",
  reservado: "Ese número no es de ninguna persona: escribe el de tu documento",
};

/** A DNI, NIE or K/L/M NIF with its check letter, normalised to '12345678Z' / 'X1234567L'. */
export function nifNie() {
  return z
    .string({ error: MENSAJES_NIF.vacio })
    // Bounded before normalising, so a huge body is refused without work.
    .max(40, MENSAJES_NIF.formato)
    .transform(normalizarNif)
    .superRefine((v, ctx) => {
      const p = problemaNif(v);
      if (p) ctx.addIssue({ code: "custom", message: MENSAJES_NIF[p] });
    });
}

// --- Phones ---------------------------------------------------------------------------------------

/** Digits of a Spanish phone number without spaces and without the +34 / 0034 prefix. */
export function normalizarTelefono(valor: string): string {
  return valor.replace(/[\s.\-()]/g, "").replace(/^(\+34|0034)(?=\d{9}$)/, "");
}

/**
 * An international number in E.164 form: '+', a country code and the number, 8 to 15 digits in
 * all ('+212 612 345 678', '00212…' → '+212612345678'). Spanish numbers are caught before, as
 * national ones.
 */
const INTERNACIONAL = /^\+[1-9]\d{7,14}$/;

/**
 * A Spanish phone, landline or mobile: nine digits from 6 to 9, normalised without spaces or +34.
 * With `internacional`, a foreign number with its '+' (or '00') prefix is accepted too: a student
 * whose family lives abroad gives the number she is reached at.
 */
export function telefono(campo = "el teléfono", opciones: { internacional?: boolean } = {}) {
  const f = frases({ campo });
  const mensaje = opciones.internacional
    ? `${cap(campo)} debe tener 9 cifras y empezar por 6, 7, 8 o 9, o llevar delante el prefijo de otro país (+212 …)`
    : `${cap(campo)} debe tener 9 cifras (sin prefijo) y empezar por 6, 7, 8 o 9`;
  return z
    .union([z.string(), z.number()], { error: f.falta })
    .transform((v) => normalizarTelefono(String(v)))
    .transform((v) => (opciones.internacional ? v.replace(/^00(?=[1-9])/, "+") : v))
    .pipe(
      z
        .string()
        .min(1, { message: f.falta, abort: true })
        .refine((v) => /^[6-9]\d{8}$/.test(v) || (opciones.internacional === true && INTERNACIONAL.test(v) && !v.startsWith("+34")), mensaje),
    );
}
