import { z } from "zod";
import { esFechaReal, normalizarFecha } from "./fechas";

/**
 * The field types every schema is built from (DESIGN.md §8), so that one rule holds everywhere:
 * text is trimmed, bounded and free of control characters (a NUL byte makes PostgreSQL fail, and
 * nobody types a bell); ids are plain decimal digits (`0x5`, `5e0` and ` 5 ` are not ids); dates
 * are real calendar days. Messages are Spanish sentences without a final full stop, so they read
 * well next to a field and after "campo: ".
 */

// C0 controls except TAB/LF/CR, DEL, C1 controls, lone surrogates left by bad decoding, and U+FFFE/FFFF.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SALTO = /[\t\r\n]/;

export function tieneCaracteresDeControl(texto: string, { multilinea = false } = {}): boolean {
  return CONTROL.test(texto) || (!multilinea && SALTO.test(texto));
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
function frases({ campo }: { campo: string }) {
  const articulo = campo.split(" ")[0];
  const plural = articulo === "los" || articulo === "las";
  const femenino = articulo === "la" || articulo === "las";
  const adj = (m: string, f: string) => (femenino ? f : m) + (plural ? "s" : "");
  const es = plural ? "son" : "es";
  return {
    falta: `Falta ${campo}`,
    largo: `${cap(campo)} ${es} demasiado ${adj("largo", "larga")}`,
    corto: `${cap(campo)} ${es} demasiado ${adj("corto", "corta")}`,
    control: `${cap(campo)} tiene caracteres no válidos`,
    tipo: `${cap(campo)} debe ser texto`,
    noValido: `${cap(campo)} no ${es} ${adj("válido", "válida")}`,
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
  // `.optional()` rather than a z.undefined() member: only that lets an object omit the key.
  return z
    .union([z.string(), z.null()], { error: f.tipo })
    .optional()
    .transform((s) => s ?? "")
    .refine((s) => !tieneCaracteresDeControl(s, o), f.control)
    .transform((s) => s.trim())
    .pipe(z.string().max(o.max, f.largo));
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

/** A checkbox from FormData ("on", "true", "1") or JSON (boolean). */
export const casilla = z
  .union([z.boolean(), z.string(), z.null(), z.undefined()])
  .transform((v) => v === true || v === "on" || v === "true" || v === "1");

/** An email, trimmed and lower-cased. */
export function email(campo = "el correo electrónico") {
  const f = frases({ campo });
  return z
    .string({ error: f.falta })
    .refine((s) => !tieneCaracteresDeControl(s), f.noValido)
    .transform((s) => s.trim().toLowerCase())
    .pipe(z.string().min(1, f.falta).max(254, f.largo).pipe(z.email(f.noValido)));
}
