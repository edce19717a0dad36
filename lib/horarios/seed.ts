import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../db";
import { aulas, franjas, grupos, horario, imparticiones, modulos, usuarios } from "../db/schema";
import type { ContextoSemilla } from "../semilla/demo-centre";
import { buildDemoCentre } from "../semilla/demo-centre";
import { getCursoActual } from "../curso-academico/queries";

/** A morning shift as Huesca's CPIFPs run it: six 55-minute periods with a break after the third. */
export const FRANJAS_DEMO = [
  { orden: 1, inicio: "08:30", fin: "09:25", recreo: false },
  { orden: 2, inicio: "09:25", fin: "10:20", recreo: false },
  { orden: 3, inicio: "10:20", fin: "11:15", recreo: false },
  { orden: 4, inicio: "11:15", fin: "11:45", recreo: true },
  { orden: 5, inicio: "11:45", fin: "12:40", recreo: false },
  { orden: 6, inicio: "12:40", fin: "13:35", recreo: false },
  { orden: 7, inicio: "13:35", fin: "14:30", recreo: false },
] as const;

export type ModuloAPlanificar = {
  grupo: string;
  modulo: string;
  ciclo: string;
  nombre: string;
  /** One teacher, or two for a split group (desdoble). */
  docentes: string[];
};

export type PeriodoPlanificado = { grupo: string; modulo: string; ciclo: string; docente: string; dia: number; franja: number; aula: string; desdoble: boolean };

const TRANSVERSAL = /^(Formación y orientación laboral|Empresa e iniciativa emprendedora)$/;

/**
 * A clash-free week for the demo: every group gets its modules over the 30 teaching periods
 * (transversal modules 3 each, the rest shared evenly), each period where all of the module's
 * teachers are free, spread over the days, in the group's own room; the second teacher of a
 * desdoble takes the workshop or lab. Deterministic, so every demo has the same week.
 */
export function planificarSemana(
  modulosPorGrupo: ModuloAPlanificar[],
  opciones: { franjas: number[]; aulaDeGrupo: (grupo: string) => string; aulaDesdoble: (ciclo: string) => string },
): PeriodoPlanificado[] {
  const ocupado = new Set<string>();
  const libre = (clave: string) => !ocupado.has(clave);
  const out: PeriodoPlanificado[] = [];
  const huecos = [1, 2, 3, 4, 5].flatMap((dia) => opciones.franjas.map((franja) => ({ dia, franja })));
  const grupos = [...new Set(modulosPorGrupo.map((m) => m.grupo))];

  for (const grupo of grupos) {
    const mods = modulosPorGrupo.filter((m) => m.grupo === grupo);
    const transversales = mods.filter((m) => TRANSVERSAL.test(m.nombre)).length;
    const resto = huecos.length - 3 * transversales;
    const tecnicos = mods.length - transversales;
    let extra = resto - Math.floor(resto / Math.max(tecnicos, 1)) * tecnicos;
    const periodos = mods.map((m) => {
      if (TRANSVERSAL.test(m.nombre)) return 3;
      const base = Math.floor(resto / Math.max(tecnicos, 1));
      return base + (extra-- > 0 ? 1 : 0);
    });
    // Longest modules first: they are the hardest to place.
    const orden = mods.map((m, i) => ({ m, n: periodos[i] })).sort((a, b) => b.n - a.n);
    for (const { m, n } of orden) {
      const porDia = new Map<number, number>();
      for (let k = 0; k < n; k++) {
        const candidatos = huecos
          .filter((h) => libre(`g:${grupo}:${h.dia}:${h.franja}`) && m.docentes.every((d) => libre(`d:${d}:${h.dia}:${h.franja}`)))
          // Fewest periods of this module that day first; then two-period blocks (the slot right after one it already has).
          .sort((a, b) => (porDia.get(a.dia) ?? 0) - (porDia.get(b.dia) ?? 0) || a.dia - b.dia || a.franja - b.franja);
        const h = candidatos[0];
        if (!h) break;
        const aulaPropia = opciones.aulaDeGrupo(grupo);
        const aulaOtra = opciones.aulaDesdoble(m.ciclo);
        const desdoble = m.docentes.length > 1;
        m.docentes.forEach((docente, i) => {
          const aula = i === 0 || !libre(`a:${aulaOtra}:${h.dia}:${h.franja}`) ? aulaPropia : aulaOtra;
          ocupado.add(`d:${docente}:${h.dia}:${h.franja}`);
          ocupado.add(`a:${aula}:${h.dia}:${h.franja}`);
          out.push({ grupo, modulo: m.modulo, ciclo: m.ciclo, docente, dia: h.dia, franja: h.franja, aula, desdoble });
        });
        ocupado.add(`g:${grupo}:${h.dia}:${h.franja}`);
        porDia.set(h.dia, (porDia.get(h.dia) ?? 0) + 1);
      }
    }
  }
  return out;
}

const AULA_DESDOBLE: Record<string, string> = {
  QUI201: "Laboratorio de Química",
  QUI301: "Laboratorio de Análisis Instrumental",
  ELE202: "Taller de Electricidad",
  IFC201: "Aula 12",
};

/**
 * Demo time slots (when the current year has none) and the demo groups' week in the current school year
 * (when that year has no timetable for them yet). Idempotent; never touches other years.
 */
export async function sembrarHorarios(tx: Db, ctx: ContextoSemilla): Promise<void> {
  const curso = (await getCursoActual(tx)).codigo;
  if ((await tx.$count(franjas, eq(franjas.cursoAcademico, curso))) === 0) await tx.insert(franjas).values(FRANJAS_DEMO.map((f) => ({ ...f, cursoAcademico: curso })));

  const demo = buildDemoCentre(ctx.domain);
  const codigos = demo.grupos.map((g) => g.codigo);
  if ((await tx.$count(horario, and(eq(horario.cursoAcademico, curso), inArray(horario.grupo, codigos)))) > 0) return;

  const filasFranja = await tx.select({ id: franjas.id, orden: franjas.orden, recreo: franjas.recreo }).from(franjas).where(eq(franjas.cursoAcademico, curso)).orderBy(asc(franjas.orden));
  const lectivas = filasFranja.filter((f) => !f.recreo);
  const filasImp = await tx
    .select({ email: usuarios.email, modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, grupo: imparticiones.grupo })
    .from(imparticiones)
    .innerJoin(usuarios, eq(usuarios.id, imparticiones.docenteId))
    .where(and(eq(usuarios.activo, true), eq(imparticiones.cursoAcademico, curso)))
    .orderBy(asc(usuarios.email));
  const filasMod = await tx.select({ codigo: modulos.codigo, ciclo: modulos.ciclo, curso: modulos.curso, nombre: modulos.nombre }).from(modulos).orderBy(asc(modulos.ciclo), asc(modulos.codigo));
  const filasGrupo = await tx.select().from(grupos).where(inArray(grupos.codigo, codigos)).orderBy(asc(grupos.codigo));

  const aPlanificar: ModuloAPlanificar[] = filasGrupo.flatMap((g) =>
    filasMod
      .filter((m) => m.ciclo === g.ciclo && m.curso === g.curso)
      .map((m) => ({
        grupo: g.codigo,
        modulo: m.codigo,
        ciclo: m.ciclo,
        nombre: m.nombre,
        docentes: filasImp.filter((i) => i.modulo === m.codigo && i.ciclo === m.ciclo && i.grupo === g.codigo).map((i) => i.email),
      }))
      .filter((m) => m.docentes.length > 0),
  );
  const casa = new Map(filasGrupo.map((g, i) => [g.codigo, `Aula ${i + 1}`]));
  const plan = planificarSemana(aPlanificar, {
    franjas: lectivas.map((f) => f.orden),
    aulaDeGrupo: (g) => casa.get(g)!,
    aulaDesdoble: (c) => AULA_DESDOBLE[c] ?? "Aula 12",
  });
  if (plan.length === 0) return;

  await tx.insert(horario).values(await filasDelPlan(tx, curso, plan));
}

/**
 * The `horario` rows of a planned week in one school year: the plan names slots by their order,
 * rooms by name and teachers by e-mail, the table wants their ids. A room the centre does not have
 * leaves the period without a room. Shared by the demo seed and the bench's large centre.
 */
export async function filasDelPlan(tx: Db, curso: string, plan: readonly PeriodoPlanificado[]): Promise<(typeof horario.$inferInsert)[]> {
  const idFranja = new Map((await tx.select({ id: franjas.id, orden: franjas.orden }).from(franjas).where(eq(franjas.cursoAcademico, curso))).map((f) => [f.orden, f.id]));
  const idAula = new Map((await tx.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas)).map((a) => [a.nombre, a.id]));
  const correos = [...new Set(plan.map((p) => p.docente))];
  const idDocente = new Map(correos.length ? (await tx.select({ id: usuarios.id, email: usuarios.email }).from(usuarios).where(inArray(usuarios.email, correos))).map((u) => [u.email, u.id]) : []);
  return plan.map((p) => ({
    cursoAcademico: curso,
    dia: p.dia,
    franjaId: idFranja.get(p.franja)!,
    aulaId: idAula.get(p.aula) ?? null,
    grupo: p.grupo,
    modulo: p.modulo,
    ciclo: p.ciclo,
    docenteId: idDocente.get(p.docente)!,
    desdoble: p.desdoble,
  }));
}
