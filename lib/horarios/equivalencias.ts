import { normalizarCodigoModulo } from "../centro/admin-schemas";
import type { TipoEquivalencia } from "../db/schema/horarios";
import { plegar } from "../texto";
import { compararNatural } from "../orden";
import { normalizarHora } from "./formatos";

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
  grupos: { codigo: string; ciclo: string }[];
  modulos: { codigo: string; ciclo: string; nombre: string }[];
  docentes: { id: number; email: string; nombre: string; apellidos: string }[];
};

/** "No importar" (or, for rooms, "sin aula"). */
export const IGNORAR = "-";

/** Letters and digits only, folded: "1º QUI-301" → "1qui301", "Aula 01" → "aula01". */
export const compacto = (s: string) => plegar(s).replace(/[^a-z0-9]/g, "");

/** The key a name is remembered by: folded, and for subjects with the cycle ('fol|QUI301'). */
export function claveEquivalencia(tipo: TipoEquivalencia, nombre: string, ciclo = ""): string {
  const base = plegar(nombre.trim()).replace(/\s+/g, " ");
  return tipo === "modulo" ? `${base}|${ciclo}` : base;
}

export type Automatica = { valor: string } | { sugerencia: string | null; problema?: string };

const NOMBRES_DIA: Record<string, number> = Object.fromEntries(
  [
    ["lunes", "l", "lu", "lun", "monday", "mon", "mo", "1"],
    ["martes", "m", "ma", "mar", "tuesday", "tue", "tu", "2"],
    ["miercoles", "x", "mi", "mie", "mier", "wednesday", "wed", "we", "3"],
    ["jueves", "j", "ju", "jue", "thursday", "thu", "th", "4"],
    ["viernes", "v", "vi", "vie", "friday", "fri", "fr", "5"],
  ].flatMap((nombres, i) => nombres.map((n) => [n, i + 1])),
);

export function diaAutomatico(nombre: string): Automatica {
  const d = NOMBRES_DIA[compacto(nombre)];
  return d ? { valor: String(d) } : { sugerencia: null };
}

const RANGO = /^(\S+?)\s*(?:-|–|—|a|to|\/)\s*(\S+)$/;

/** 'HH:mm-HH:mm' (also '8.30 - 9.25', '08:30 a 09:25'), or null. */
export function rangoHorario(nombre: string): { inicio: string; fin: string } | null {
  const m = RANGO.exec(nombre.trim());
  if (!m) return null;
  const inicio = normalizarHora(m[1]);
  const fin = normalizarHora(m[2]);
  return inicio && fin && fin > inicio ? { inicio, fin } : null;
}

const solapan = (a: { inicio: string; fin: string }, b: { inicio: string; fin: string }) => a.inicio < b.fin && b.inicio < a.fin;

/**
 * An hour: the slot with the same start and end (or the same start, when the name is one time);
 * a range that matches no slot and overlaps none is a new slot, created when the import is
 * applied (its value is the range itself). A number ('3', '3ª hora') suggests the n-th teaching slot.
 */
export function horaAutomatica(nombre: string, franjas: CatalogoHorario["franjas"]): Automatica {
  const rango = rangoHorario(nombre);
  if (rango) {
    const igual = franjas.find((f) => f.inicio === rango.inicio && f.fin === rango.fin);
    if (igual) return { valor: String(igual.id) };
    const choca = franjas.find((f) => solapan(f, rango));
    if (choca) return { sugerencia: String(choca.id), problema: `${rango.inicio}–${rango.fin} no coincide con ninguna franja y se solapa con la de ${choca.inicio}–${choca.fin}` };
    return { valor: `${rango.inicio}-${rango.fin}` };
  }
  const una = normalizarHora(nombre);
  if (una) {
    const f = franjas.find((x) => x.inicio === una);
    return f ? { valor: String(f.id) } : { sugerencia: null };
  }
  const n = /^\D*?(\d{1,2})\D*$/.exec(nombre.trim());
  const lectivas = franjas.filter((f) => !f.recreo).sort((a, b) => a.orden - b.orden);
  const enesima = n ? lectivas[Number(n[1]) - 1] : undefined;
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
export function moduloAutomatico(nombre: string, ciclo: string, modulos: CatalogoHorario["modulos"]): Automatica {
  const delCiclo = modulos.filter((m) => m.ciclo === ciclo);
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
export function valorValido(tipo: TipoEquivalencia, valor: string, cat: CatalogoHorario, ciclo = ""): boolean {
  if (valor === IGNORAR) return true;
  switch (tipo) {
    case "dia":
      return /^[1-5]$/.test(valor);
    case "hora":
      return cat.franjas.some((f) => String(f.id) === valor);
    case "grupo":
      return cat.grupos.some((g) => g.codigo === valor);
    case "modulo":
      return cat.modulos.some((m) => m.codigo === valor && m.ciclo === ciclo);
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
