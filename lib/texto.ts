import { sql, type SQL } from "drizzle-orm";

/**
 * Text matching as people type it: without accents or case ("Lopez" finds "López"), and with the
 * user's % and _ taken literally in LIKE patterns. One letter set, used by JavaScript and by SQL, so
 * a search and a CSV header match the same way everywhere.
 */

const CON_ACENTO = "áàâäãéèêëíìîïóòôöõúùûüñçÁÀÂÄÃÉÈÊËÍÌÎÏÓÒÔÖÕÚÙÛÜÑÇ";
const SIN_ACENTO = "aaaaaeeeeiiiiooooouuuuncaaaaaeeeeiiiiooooouuuunc";

/** Lower-case, without accents (the same letters as `plegarSql`). */
export function plegar(texto: string): string {
  let out = "";
  for (const c of texto.toLowerCase()) {
    const i = CON_ACENTO.indexOf(c);
    out += i === -1 ? c : SIN_ACENTO[i];
  }
  return out;
}

/** `plegar` in SQL, for a column or an expression. */
export function plegarSql(expr: SQL | SQL.Aliased | unknown): SQL {
  return sql`translate(lower(${expr}), ${CON_ACENTO}, ${SIN_ACENTO})`;
}

/** The user's text as a LIKE literal: \ % _ escaped (PostgreSQL's default escape is \). */
export function escaparLike(texto: string): string {
  return texto.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `expr` contains `busqueda`, ignoring case and accents; the pattern is a bound parameter. */
export function contieneSql(expr: SQL | unknown, busqueda: string): SQL {
  return sql`${plegarSql(expr)} like ${`%${escaparLike(plegar(busqueda.trim()))}%`}`;
}

/** 'Nombre Apellidos' of a person, or null when there is none (a left join that found nobody). */
export function nombreCompleto(nombre: string | null | undefined, apellidos: string | null | undefined): string | null {
  if (nombre === null || nombre === undefined) return null;
  return `${nombre} ${apellidos ?? ""}`.trim();
}
