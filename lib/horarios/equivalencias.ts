import { normalizarCodigoModulo } from "../modulos/admin-schemas";
import type { TipoEquivalencia } from "../db/schema/horarios";
import { plegar } from "../texto";
import { compararNatural } from "../orden";

export type { TipoEquivalencia };

/**
 * What a name in an imported file stands for, when nobody has said it yet: an exact match (the
 * same name without case, accents, spaces or punctuation) is taken as is; a likely match is only
 * offered as a suggestion in the preview, which the admin confirms. Pure functions of the
 * catalogue, so they are tested without a database.
 */

export type CatalogoHorario = {
  franjas: { id: number; orden: number; inicio: string; fin: string; recreo: boolean }[];
  aulas: { id: number; nombre: string }[];
  /** `curso`: the group's year (1 or 2), which decides which modules of its cycle it can have. */
  grupos: { codigo: string; ciclo: string; curso?: number }[];
  modulos: { codigo: string; ciclo: string; nombre: string; curso?: number }[];
  docentes: { id: number; email: string; nombre: string; apellidos: string }[];
};

/** "No importar" (or, for rooms, "sin aula"). */
export const IGNORAR = "-";

/** Letters and digits only, folded: "1º QUI-301" → "1qui301", "Aula 01" → "aula01". */
export const compacto = (s: string) => plegar(s).replace(/[^a-z0-9]/g, "");

/**
 * The key a name is remembered by: folded, and for subjects with the cycle and the group's year
 * ('ingles|FPB|2'): the same subject of both years of a cycle is two modules (Inglés is FPB102 in
 * 1.º and FPB203 in 2.º). Keys saved before the year was part of them ('fol|QUI301') still apply
 * where their module is of the group's year.
 */
export function claveEquivalencia(tipo: TipoEquivalencia, nombre: string, ciclo = "", curso?: number): string {
  const base = plegar(nombre.trim()).replace(/\s+/g, " ");
  return tipo === "modulo" ? `${base}|${ciclo}${curso === undefined ? "" : `|${curso}`}` : base;
}

export type Automatica = { valor: string } | { sugerencia: string | null; problema?: string };

/**
 * The weekdays as FET's translations and the centres' own files write them: Spanish, Catalan,
 * Galician, Basque, English, French, Portuguese, Italian and German, whole and abbreviated. 6 and 7
 * are the weekend, which the portal's timetable does not have.
 */
const NOMBRES_DIA: Record<string, number> = Object.fromEntries(
  [
    ["lunes", "l", "lu", "lun", "dilluns", "dl", "luns", "astelehena", "al", "monday", "mon", "mo", "lundi", "segunda", "segundafeira", "seg", "lunedi", "montag", "1"],
    ["martes", "m", "ma", "mar", "dimarts", "dt", "asteartea", "ar", "tuesday", "tue", "tu", "mardi", "terca", "tercafeira", "ter", "martedi", "dienstag", "di", "2"],
    ["miercoles", "x", "mi", "mie", "mier", "dimecres", "dc", "mercores", "asteazkena", "az", "wednesday", "wed", "we", "mercredi", "quarta", "quartafeira", "qua", "mercoledi", "mittwoch", "3"],
    ["jueves", "j", "ju", "jue", "dijous", "dj", "xoves", "osteguna", "og", "thursday", "thu", "th", "jeudi", "quinta", "quintafeira", "qui", "giovedi", "donnerstag", "4"],
    ["viernes", "v", "vi", "vie", "divendres", "dv", "venres", "ostirala", "or", "friday", "fri", "fr", "vendredi", "sexta", "sextafeira", "sex", "venerdi", "freitag", "5"],
    ["sabado", "s", "sa", "sab", "dissabte", "ds", "larunbata", "saturday", "sat", "samedi", "sabato", "samstag", "6"],
    ["domingo", "d", "do", "dom", "diumenge", "dg", "igandea", "sunday", "sun", "su", "dimanche", "domenica", "sonntag", "7"],
  ].flatMap((nombres, i) => nombres.map((n) => [n, i + 1])),
);

/** A weekday in any of those languages; a weekend day suggests «No importar». */
export function diaAutomatico(nombre: string): Automatica {
  const d = NOMBRES_DIA[compacto(nombre)];
  if (d && d <= 5) return { valor: String(d) };
  if (d) return { sugerencia: IGNORAR, problema: "Es fin de semana: el horario del portal va de lunes a viernes" };
  return { sugerencia: null };
}

// A time of day anywhere in a label: '08:15', '8.30', '13h45' (not part of a longer number).
const HORAS = /(?<!\d)([01]?\d|2[0-3])[:.h]([0-5]\d)(?!\d)/g;

/** Every time of day in a label, 'HH:mm', in order, with where it starts and ends. */
function horasDe(nombre: string): { hora: string; desde: number; hasta: number }[] {
  return [...nombre.matchAll(HORAS)].map((m) => ({ hora: `${m[1].padStart(2, "0")}:${m[2]}`, desde: m.index ?? 0, hasta: (m.index ?? 0) + m[0].length }));
}

// What may stand between the two ends of a range: '-', '–', 'a', 'to', '/', 'al', 'hasta'.
const ENTRE = /^\s*(?:-|–|—|a|al|to|\/|hasta)?\s*$/i;

/**
 * The first time range inside an hour's name: 'HH:mm-HH:mm', '8.30 - 9.25', '1º 07:30-08:10',
 * '08:30 a 09:25'; null when no two times in a row make one ('1ª 08:15 - FP08:15' and '4ª 11:30 -
 * FP11:45' name the start of the hour for two kinds of groups, not a range).
 */
export function rangoHorario(nombre: string): { inicio: string; fin: string } | null {
  const horas = horasDe(nombre);
  for (let i = 0; i + 1 < horas.length; i++) {
    const [a, b] = [horas[i], horas[i + 1]];
    if (b.hora > a.hora && ENTRE.test(nombre.slice(a.hasta, b.desde))) return { inicio: a.hora, fin: b.hora };
  }
  return null;
}

const solapan = (a: { inicio: string; fin: string }, b: { inicio: string; fin: string }) => a.inicio < b.fin && b.inicio < a.fin;

/**
 * An hour: the slot with the same start and end (or the same start, when the name holds one time
 * or two starts, as '1ª 08:15 - FP08:15' does); a range that matches no slot and overlaps none is a
 * new slot, created when the import is applied (its value is the range itself). A leading number
 * ('3', '3ª hora', '3ª 10:30 - FP10:15') suggests the n-th teaching slot. A break is never taken
 * nor suggested: it holds no classes.
 */
export function horaAutomatica(nombre: string, franjas: CatalogoHorario["franjas"]): Automatica {
  const lectivas = franjas.filter((f) => !f.recreo).sort((a, b) => a.orden - b.orden);
  const ordinal = /^\s*(\d{1,2})(?!\d|[:.h][0-5]\d)/.exec(nombre);
  const enesima = ordinal ? lectivas[Number(ordinal[1]) - 1] : undefined;
  const rango = rangoHorario(nombre);
  if (rango) {
    const igual = lectivas.find((f) => f.inicio === rango.inicio && f.fin === rango.fin);
    if (igual) return { valor: String(igual.id) };
    const recreo = franjas.find((f) => f.recreo && f.inicio === rango.inicio && f.fin === rango.fin);
    if (recreo) return { sugerencia: null, problema: `${rango.inicio}–${rango.fin} es un recreo: no admite clases` };
    const choca = franjas.find((f) => solapan(f, rango));
    if (choca) {
      const otra = choca.recreo ? lectivas.find((f) => solapan(f, rango)) : choca;
      return { sugerencia: otra ? String(otra.id) : (enesima ? String(enesima.id) : null), problema: `${rango.inicio}–${rango.fin} no coincide con ninguna franja y se solapa con la de ${choca.inicio}–${choca.fin}${choca.recreo ? " (recreo)" : ""}` };
    }
    return { valor: `${rango.inicio}-${rango.fin}` };
  }
  const [una] = horasDe(nombre);
  if (una) {
    const f = lectivas.find((x) => x.inicio === una.hora);
    if (f) return { valor: String(f.id) };
  }
  return { sugerencia: enesima ? String(enesima.id) : null };
}

/** The one candidate that `coincide`, if exactly one does. */
function unica<T>(lista: readonly T[], coincide: (x: T) => boolean): T | undefined {
  const hay = lista.filter(coincide);
  return hay.length === 1 ? hay[0] : undefined;
}

/**
 * A students set: the group with the same code, or a subgroup written after it as FET projects do
 * ('2QUI301 G1', '2QUI301-Lab'); a set that merely contains one group's code suggests it.
 */
export function grupoAutomatico(nombre: string, grupos: CatalogoHorario["grupos"]): Automatica {
  const c = compacto(nombre);
  const igual = grupos.find((g) => compacto(g.codigo) === c);
  if (igual) return { valor: igual.codigo };
  const plegado = plegar(nombre.trim());
  const subgrupo = unica(grupos, (g) => new RegExp(`^${compacto(g.codigo)}[\\s\\-_./]`).test(plegado));
  if (subgrupo) return { valor: subgrupo.codigo };
  const dentro = unica(grupos, (g) => c.includes(compacto(g.codigo)));
  return { sugerencia: dentro?.codigo ?? null };
}

/**
 * A subject within the group's cycle: the module with that code (also '65', the code 0065 whose
 * zeros a spreadsheet dropped), a name that starts with the code ('0065 Análisis químicos',
 * '0065-AQ'), or the module's exact name. A name that starts the module's name, or the other way
 * round, suggests it.
 */
export function moduloAutomatico(nombre: string, ciclo: string, modulos: CatalogoHorario["modulos"], curso?: number): Automatica {
  const delCiclo = modulos.filter((m) => m.ciclo === ciclo && (curso === undefined || m.curso === undefined || m.curso === curso));
  const c = compacto(nombre);
  const codigo = compacto(normalizarCodigoModulo(nombre));
  const porCodigo = delCiclo.find((m) => compacto(m.codigo) === codigo || new RegExp(`^${m.codigo.replace(/\W/g, "")}(?!\\d)\\W`, "i").test(nombre.trim()));
  if (porCodigo) return { valor: porCodigo.codigo };
  const porNombre = delCiclo.find((m) => compacto(m.nombre) === c);
  if (porNombre) return { valor: porNombre.codigo };
  const parecido = c.length >= 3 ? unica(delCiclo, (m) => compacto(m.nombre).startsWith(c) || c.startsWith(compacto(m.nombre))) : undefined;
  return { sugerencia: parecido?.codigo ?? null };
}

const palabras = (s: string) => plegar(s).split(/[^a-z0-9]+/).filter(Boolean);

/**
 * A teacher: by email when the name is one, else by full name in either order ('Ana López
 * Gracia', 'López Gracia, Ana'). A name whose every word is in one teacher's name suggests them.
 */
export function docenteAutomatico(nombre: string, docentes: CatalogoHorario["docentes"]): Automatica {
  if (nombre.includes("@")) {
    const d = docentes.find((x) => x.email === nombre.trim().toLowerCase());
    return d ? { valor: String(d.id) } : { sugerencia: null };
  }
  const c = compacto(nombre);
  const igual = docentes.find((d) => compacto(`${d.nombre}${d.apellidos}`) === c || compacto(`${d.apellidos}${d.nombre}`) === c);
  if (igual) return { valor: String(igual.id) };
  const suyas = palabras(nombre);
  const parecido = suyas.length ? unica(docentes, (d) => suyas.every((p) => palabras(`${d.nombre} ${d.apellidos}`).includes(p))) : undefined;
  return { sugerencia: parecido ? String(parecido.id) : null };
}

/** A room with the same name; a name contained in one room's name ('Lab. 3' no, 'Taller' yes) suggests it. */
export function aulaAutomatica(nombre: string, aulas: CatalogoHorario["aulas"]): Automatica {
  const c = compacto(nombre);
  const igual = aulas.find((a) => compacto(a.nombre) === c);
  if (igual) return { valor: String(igual.id) };
  const parecida = c.length >= 3 ? unica(aulas, (a) => compacto(a.nombre).includes(c) || c.includes(compacto(a.nombre))) : undefined;
  return { sugerencia: parecida ? String(parecida.id) : null };
}

/** Whether `valor` names something that exists, for a choice that came from a form or an earlier import. */
export function valorValido(tipo: TipoEquivalencia, valor: string, cat: CatalogoHorario, ciclo = "", curso?: number): boolean {
  if (valor === IGNORAR) return true;
  switch (tipo) {
    case "dia":
      return /^[1-5]$/.test(valor);
    case "hora":
      return cat.franjas.some((f) => String(f.id) === valor);
    case "grupo":
      return cat.grupos.some((g) => g.codigo === valor);
    case "modulo":
      return cat.modulos.some((m) => m.codigo === valor && m.ciclo === ciclo && (curso === undefined || m.curso === undefined || m.curso === curso));
    case "docente":
      return cat.docentes.some((d) => String(d.id) === valor);
    case "aula":
      return cat.aulas.some((a) => String(a.id) === valor);
  }
}

/** The catalogue in the order the preview's selects show it. */
export function ordenarCatalogo(cat: CatalogoHorario): CatalogoHorario {
  return {
    franjas: [...cat.franjas].sort((a, b) => a.orden - b.orden),
    aulas: [...cat.aulas].sort((a, b) => compararNatural(a.nombre, b.nombre)),
    grupos: [...cat.grupos].sort((a, b) => compararNatural(a.codigo, b.codigo)),
    modulos: [...cat.modulos].sort((a, b) => compararNatural(`${a.ciclo}${a.nombre}`, `${b.ciclo}${b.nombre}`)),
    docentes: [...cat.docentes].sort((a, b) => compararNatural(`${a.apellidos} ${a.nombre}`, `${b.apellidos} ${b.nombre}`)),
  };
}
