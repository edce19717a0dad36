import { compararNatural } from "../orden";

/**
 * The teaching assignments a timetable implies (issue 44, point 9): each teacher × module × group
 * that has periods is someone who teaches that module to that group, which is what «Mis módulos»,
 * the follow-up and session generation read (imparticiones). Compared with today's assignments:
 *
 * - «coincide»: it is assigned already;
 * - «nueva»: nobody teaches that module to that group yet — applying can create it;
 * - «conflicto»: another teacher has it assigned, and this one does not;
 * - «sinHorario»: an assignment with no period in the timetable.
 *
 * Pure: the import's preview and the consistency section of /admin/horarios both use it.
 */

export type Imparticion = { docenteId: number; modulo: string; ciclo: string; grupo: string };
export type ImparticionConNombres = Imparticion & { docente: string; nombreModulo: string };

export type EstadoAsignacion = "nueva" | "coincide" | "conflicto" | "sinHorario";

export type AsignacionImplicita = ImparticionConNombres & { estado: EstadoAsignacion; /** In a conflict: who has it assigned. */ otros: string[] };

const clave = (i: Imparticion) => `${i.docenteId}|${i.modulo}|${i.ciclo}|${i.grupo}`;
const claveGrupo = (i: Imparticion) => `${i.modulo}|${i.ciclo}|${i.grupo}`;

const ORDEN: Record<EstadoAsignacion, number> = { conflicto: 0, nueva: 1, sinHorario: 2, coincide: 3 };

export function compararAsignaciones(implicitas: readonly ImparticionConNombres[], existentes: readonly ImparticionConNombres[]): AsignacionImplicita[] {
  const delHorario = new Map<string, ImparticionConNombres>();
  for (const i of implicitas) delHorario.set(clave(i), i);
  const asignadas = new Map(existentes.map((e) => [clave(e), e]));
  const porGrupo = new Map<string, ImparticionConNombres[]>();
  for (const e of existentes) porGrupo.set(claveGrupo(e), [...(porGrupo.get(claveGrupo(e)) ?? []), e]);

  const out: AsignacionImplicita[] = [];
  for (const [k, i] of delHorario) {
    if (asignadas.has(k)) {
      out.push({ ...i, estado: "coincide", otros: [] });
      continue;
    }
    const otros = porGrupo.get(claveGrupo(i)) ?? [];
    out.push({ ...i, estado: otros.length ? "conflicto" : "nueva", otros: otros.map((o) => o.docente) });
  }
  for (const [k, e] of asignadas) if (!delHorario.has(k)) out.push({ ...e, estado: "sinHorario", otros: [] });
  return out.sort((a, b) => ORDEN[a.estado] - ORDEN[b.estado] || compararNatural(a.grupo, b.grupo) || compararNatural(a.nombreModulo, b.nombreModulo) || compararNatural(a.docente, b.docente));
}

/** How many of each kind, for the counts above the list. */
export function contarAsignaciones(lista: readonly AsignacionImplicita[]): Record<EstadoAsignacion, number> {
  const n: Record<EstadoAsignacion, number> = { nueva: 0, coincide: 0, conflicto: 0, sinHorario: 0 };
  for (const a of lista) n[a.estado]++;
  return n;
}
