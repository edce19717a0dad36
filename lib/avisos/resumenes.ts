import { and, eq, notExists, sql } from "drizzle-orm";
import type { Db } from "../db";
import { resumenesEscritos, usuarios } from "../db/schema";
import { cargosDe, puede, type Operacion } from "../acceso/politica";
import type { Cargo, ConCargos } from "../acceso/cargos";
import { getCursoActual } from "../curso-academico/queries";
import { hoyEnElCentro, lunesDe, semanaIso } from "../fechas";
import { getNombreDepartamento, listModulosDepartamento } from "../modulos/queries";
import { mesDe, primerDia, sumarMeses, ultimoDia } from "../seguimientos/meses";
import { listAccionesRetrasadas, listResumenModulos } from "../seguimientos/queries";
import { encolar } from "./encolar";
import type { Evento } from "./plantillas";

/**
 * The periodic digests (issue 45, decision 066): what each person wants to know once a week or a
 * month without having asked. Written by a background job (bucle.ts), never by a request, as rows
 * of the same outbox as every other notice (the bell and the mail), once per person and period.
 */
export const TIPOS_RESUMEN = ["resumen_jefatura", "resumen_docente", "informe_mensual"] as const;
export type TipoResumen = (typeof TIPOS_RESUMEN)[number];

/** What the preferences at /perfil say of each digest, and who gets it (by an operation of the policy). */
export const RESUMENES: Record<TipoResumen, { etiqueta: string; ayuda: string; operacion: Operacion }> = {
  resumen_jefatura: {
    etiqueta: "Resumen semanal del departamento",
    ayuda: "Cada semana, los módulos de tu departamento con acciones formativas retrasadas. Si no hay ninguno, no llega nada.",
    operacion: "seguimiento.departamento",
  },
  informe_mensual: {
    etiqueta: "Informe mensual listo",
    ayuda: "A principios de cada mes del curso, el enlace al informe de seguimiento del mes anterior.",
    operacion: "seguimiento.departamento",
  },
  resumen_docente: {
    etiqueta: "Resumen semanal de mis acciones retrasadas",
    ayuda: "Cada semana, las acciones formativas de tus módulos cuyo fin previsto ya pasó sin completarlas. Si no hay ninguna, no llega nada.",
    operacion: "seguimiento.editar",
  },
};

/** The digests a person's cargos give her, in the order the preferences list them. */
export function resumenesDe(u: ConCargos): TipoResumen[] {
  return (Object.keys(RESUMENES) as TipoResumen[]).filter((t) => puede(u, RESUMENES[t].operacion));
}

/** The monthly notice goes out in the first days of the month, not weeks late (say, on a first start). */
const DIAS_INFORME = 7;

type Candidato = { id: number; email: string; cargos: Cargo[]; departamentoId: number | null };

/** The digest of one person for one period, or null when there is nothing to say. */
async function componer(d: Db, tipo: TipoResumen, u: Candidato, periodo: string, hoy: string): Promise<Evento | null> {
  switch (tipo) {
    case "resumen_jefatura": {
      // The department overview's own reading (indicators and deviation of decision 013), most deviated first.
      const { modulos } = await listResumenModulos(u, "jefatura", d);
      const retrasados = modulos
        .filter((m) => m.desviacion.retrasadas > 0)
        .map(({ modulo: m, desviacion: x }) => ({ codigo: m.codigo, ciclo: m.ciclo, nombre: m.nombre, retrasadas: x.retrasadas, horasDesfase: x.horasDesfase, sesionesSinAsignar: x.sinAsignar }));
      return retrasados.length > 0 ? { tipo, datos: { semana: periodo, lunes: lunesDe(hoy), modulos: retrasados } } : null;
    }
    case "resumen_docente": {
      const porModulo = await listAccionesRetrasadas(u, d);
      const acciones = porModulo.flatMap(({ modulo: m, acciones: lista }) =>
        lista.map((a) => ({ nombre: a.nombre, codigo: m.codigo, ciclo: m.ciclo, modulo: m.nombre, fechaFin: a.fechaFin })),
      );
      return acciones.length > 0 ? { tipo, datos: { semana: periodo, lunes: lunesDe(hoy), acciones } } : null;
    }
    case "informe_mensual": {
      // Only a month of the current school year, and only a department with modules to report on.
      const curso = await getCursoActual(d);
      if (ultimoDia(periodo) < curso.inicio || primerDia(periodo) > curso.fin) return null;
      if ((await listModulosDepartamento(u, d)).length === 0) return null;
      return { tipo, datos: { mes: periodo, departamento: (await getNombreDepartamento(u, d)) ?? "" } };
    }
  }
}

/** The period a digest written today belongs to, or null when it is not the time to write it. */
function periodoDe(tipo: TipoResumen, hoy: string): string | null {
  if (tipo !== "informe_mensual") return semanaIso(hoy);
  return Number(hoy.slice(8, 10)) <= DIAS_INFORME ? sumarMeses(mesDe(hoy), -1) : null;
}

/**
 * One pass of the digests job: for each digest, each active person whose cargos give it, who has
 * not turned it off at /perfil and has not had it this period, gets it if it is not empty. Each
 * person's «done» mark (resumenes_escritos) is inserted in the same transaction as her notice, with
 * ON CONFLICT DO NOTHING on its key: with several portal processes running this at once, one insert
 * wins and the others write nothing, so a digest goes out once per person and period. A person
 * with an empty digest is marked too, so she is not looked at again until the next period; a
 * person who turned it off is not marked, so turning it back on gets her this week's.
 * `hoy` picks the periods; what is late is read as of the real today. Returns how many notices were
 * written.
 */
export async function escribirResumenes(d: Db, hoy = hoyEnElCentro()): Promise<number> {
  let escritos = 0;
  for (const tipo of TIPOS_RESUMEN) {
    const periodo = periodoDe(tipo, hoy);
    if (!periodo) continue;
    const cargos = sql`array[${sql.join(
      cargosDe(RESUMENES[tipo].operacion).map((c) => sql`${c}`),
      sql`, `,
    )}]::tipo_usuario[]`;
    const hecho = d
      .select({ uno: sql`1` })
      .from(resumenesEscritos)
      .where(and(eq(resumenesEscritos.usuarioId, usuarios.id), eq(resumenesEscritos.tipo, tipo), eq(resumenesEscritos.periodo, periodo)));
    const candidatos: Candidato[] = await d
      .select({ id: usuarios.id, email: usuarios.email, cargos: usuarios.cargos, departamentoId: usuarios.departamentoId })
      .from(usuarios)
      .where(and(eq(usuarios.activo, true), sql`${usuarios.cargos} && ${cargos}`, sql`not (${tipo} = any(${usuarios.resumenesDesactivados}))`, notExists(hecho)))
      .orderBy(usuarios.id);
    for (const u of candidatos) {
      // Read outside the transaction: a second process blocked on the key waits only for the insert.
      const evento = await componer(d, tipo, u, periodo, hoy);
      escritos += await d.transaction(async (tx) => {
        const nuevo = await tx.insert(resumenesEscritos).values({ usuarioId: u.id, tipo, periodo }).onConflictDoNothing().returning({ id: resumenesEscritos.usuarioId });
        if (nuevo.length === 0 || !evento) return 0;
        await encolar(tx, [u], evento);
        return 1;
      });
    }
  }
  return escritos;
}
