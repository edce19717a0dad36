import "server-only";
import { and, eq, inArray, lt, lte, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db/client";
import { avisos, convalidaciones, matriculaBorradores, matriculas, registro, resultados, campanas } from "../db/schema";
import { getEnv, type Env } from "../env";
import { registrar } from "../registro/registrar";
import { getCursoActual } from "./queries";

/**
 * Retention of the personal data of past school years (issue 46, decision 068). Each kind is kept
 * for a number of school years after the one it belongs to; `npm run datos:purgar` removes what is
 * past its term. The plan (what would go) and the purge (what goes) are one function, so a dry run
 * lists exactly what the real run removes. The current school year is never in a plan: every term
 * is at least one year, counted back from the current one.
 *
 * Nothing is stored as a file: the PDFs of matrículas and convalidaciones are drawn from their rows
 * when asked for, so removing the rows removes the documents.
 */

export type ConfigRetencion = {
  /** School years kept besides the current one, per kind; avisos in days. */
  matriculas: number;
  convalidaciones: number;
  comentariosEncuestas: number;
  registro: number;
  avisosDias: number;
};

/** The terms of the environment (RETENCION_*, .env.example), with their defaults. */
export function configRetencion(env: Pick<Env, "RETENCION_MATRICULAS_CURSOS" | "RETENCION_CONVALIDACIONES_CURSOS" | "RETENCION_COMENTARIOS_CURSOS" | "RETENCION_REGISTRO_CURSOS" | "RETENCION_AVISOS_DIAS"> = getEnv()): ConfigRetencion {
  return {
    matriculas: env.RETENCION_MATRICULAS_CURSOS,
    convalidaciones: env.RETENCION_CONVALIDACIONES_CURSOS,
    comentariosEncuestas: env.RETENCION_COMENTARIOS_CURSOS,
    registro: env.RETENCION_REGISTRO_CURSOS,
    avisosDias: env.RETENCION_AVISOS_DIAS,
  };
}

export const TIPOS_PURGA = ["matriculas", "borradores", "convalidaciones", "comentarios_encuestas", "registro", "avisos"] as const;
export type TipoPurga = (typeof TIPOS_PURGA)[number];

const ETIQUETAS: Record<TipoPurga, string> = {
  matriculas: "matrículas (con sus módulos e historial)",
  borradores: "borradores de matrícula",
  convalidaciones: "solicitudes de convalidación (con sus módulos, historial y carta)",
  comentarios_encuestas: "comentarios de encuestas (grupos de módulo y docente)",
  registro: "líneas del registro de cambios",
  avisos: "avisos enviados o fallidos de la bandeja de salida, de más de",
};

export type PartePurga = {
  tipo: TipoPurga;
  etiqueta: string;
  /** The newest school year whose data of this kind goes ('2021/2022'); the newer ones stay. */
  hasta: string;
  /** The rows that go, by key (ids; for comments 'campaña/módulo/ciclo/docente'), in order. */
  claves: string[];
};

export type PlanPurga = { actual: string; partes: PartePurga[] };

/** The newest school year past a term of `n` years, counted back from the current one. */
export function ultimoCursoPurgable(actual: string, n: number): string {
  if (!Number.isInteger(n) || n < 1) throw new Error("El plazo de conservación es de al menos un curso.");
  const y = Number(actual.slice(0, 4)) - n;
  return `${y}/${y + 1}`;
}

/** The first day after school year `codigo` for rows that only have a date: 1 July (decision 068). */
function despuesDelCurso(codigo: string): string {
  return `${Number(codigo.slice(0, 4)) + 1}-07-01`;
}

/** `columna` (a timestamp) falls before the start of day `fecha` in the centre's calendar. */
function antesDelDia(columna: SQL | typeof registro.momento, fecha: string): SQL {
  return sql`${columna} < (${fecha}::date)::timestamp at time zone 'Europe/Madrid'`;
}

const ids = (filas: { id: number }[]) => filas.map((f) => String(f.id));

/** What a purge with these terms removes now: nothing of the current year or of a year within its term. */
export async function planificarPurga(config: ConfigRetencion, db?: Db): Promise<PlanPurga> {
  const d = db ?? (await getDb());
  const actual = (await getCursoActual(d)).codigo;
  const hasta = {
    matriculas: ultimoCursoPurgable(actual, config.matriculas),
    convalidaciones: ultimoCursoPurgable(actual, config.convalidaciones),
    comentarios: ultimoCursoPurgable(actual, config.comentariosEncuestas),
    registro: ultimoCursoPurgable(actual, config.registro),
    // A notice is not year-scoped, but the current year's stay whatever their age.
    avisos: ultimoCursoPurgable(actual, 1),
  };
  const [mat, borr, conv, coment, reg, av] = await Promise.all([
    d.select({ id: matriculas.id }).from(matriculas).where(lte(matriculas.cursoAcademico, hasta.matriculas)).orderBy(matriculas.id),
    d
      .select({ clave: sql<string>`${matriculaBorradores.estudianteId} || '/' || ${matriculaBorradores.cursoAcademico}` })
      .from(matriculaBorradores)
      .where(lte(matriculaBorradores.cursoAcademico, hasta.matriculas))
      .orderBy(matriculaBorradores.cursoAcademico, matriculaBorradores.estudianteId),
    d.select({ id: convalidaciones.id }).from(convalidaciones).where(antesDelDia(sql`${convalidaciones.creada}`, despuesDelCurso(hasta.convalidaciones))).orderBy(convalidaciones.id),
    d
      .select({ clave: sql<string>`${resultados.campanaId} || '/' || ${resultados.modulo} || '/' || ${resultados.ciclo} || '/' || ${resultados.docenteId}` })
      .from(resultados)
      .innerJoin(campanas, eq(campanas.id, resultados.campanaId))
      .where(
        and(
          lte(campanas.cursoAcademico, hasta.comentarios),
          or(sql`cardinality(${resultados.comentarios}) > 0`, sql`cardinality(${resultados.comentariosPublicados}) > 0`),
        ),
      )
      .orderBy(resultados.campanaId, resultados.modulo, resultados.ciclo, resultados.docenteId),
    d.select({ id: registro.id }).from(registro).where(antesDelDia(registro.momento, despuesDelCurso(hasta.registro))).orderBy(registro.id),
    d
      .select({ id: avisos.id })
      .from(avisos)
      .where(
        and(
          inArray(avisos.estado, ["enviado", "fallido"]),
          lt(avisos.creado, sql`now() - make_interval(days => ${config.avisosDias})`),
          antesDelDia(sql`${avisos.creado}`, despuesDelCurso(hasta.avisos)),
        ),
      )
      .orderBy(avisos.id),
  ]);
  const parte = (tipo: TipoPurga, h: string, claves: string[]): PartePurga => ({ tipo, etiqueta: tipo === "avisos" ? `${ETIQUETAS[tipo]} ${config.avisosDias} días` : ETIQUETAS[tipo], hasta: h, claves });
  return {
    actual,
    partes: [
      parte("matriculas", hasta.matriculas, ids(mat)),
      parte("borradores", hasta.matriculas, borr.map((b) => b.clave)),
      parte("convalidaciones", hasta.convalidaciones, ids(conv)),
      parte("comentarios_encuestas", hasta.comentarios, coment.map((c) => c.clave)),
      parte("registro", hasta.registro, ids(reg)),
      parte("avisos", hasta.avisos, ids(av)),
    ],
  };
}

/** One log line per kind, as the command prints it. */
export function lineasDelPlan(plan: PlanPurga, simular: boolean): string[] {
  const verbo = simular ? "se borrarían" : "borrados";
  return plan.partes.map((p) => `[datos:purgar] ${p.tipo}: ${p.claves.length} ${verbo} · ${p.etiqueta} de los cursos hasta ${p.hasta} (curso actual ${plan.actual}, intacto)`);
}

/**
 * Removes what planificarPurga lists, in one transaction, and writes one line in the change log
 * with the counts. The plan is read again inside the transaction (under a lock against a second
 * purge at the same time), and only its rows are touched: by key, not by a second condition.
 * Survey comments are emptied, not their rows: the counts stay for the results (decision 004).
 */
export async function purgarDatos(config: ConfigRetencion, db?: Db): Promise<PlanPurga> {
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('datos:purgar'))`);
    const plan = await planificarPurga(config, tx);
    const de = (tipo: TipoPurga) => plan.partes.find((p) => p.tipo === tipo)!.claves;
    const numeros = (tipo: TipoPurga) => de(tipo).map(Number);
    if (numeros("matriculas").length) await tx.delete(matriculas).where(inArray(matriculas.id, numeros("matriculas")));
    for (const clave of de("borradores")) {
      // 'estudiante/2021/2022': the year has a slash of its own.
      const i = clave.indexOf("/");
      await tx.delete(matriculaBorradores).where(and(eq(matriculaBorradores.estudianteId, Number(clave.slice(0, i))), eq(matriculaBorradores.cursoAcademico, clave.slice(i + 1))));
    }
    if (numeros("convalidaciones").length) await tx.delete(convalidaciones).where(inArray(convalidaciones.id, numeros("convalidaciones")));
    for (const clave of de("comentarios_encuestas")) {
      const [campana, modulo, ciclo, docente] = clave.split("/");
      await tx
        .update(resultados)
        .set({ comentarios: [], comentariosPublicados: [] })
        .where(and(eq(resultados.campanaId, Number(campana)), eq(resultados.modulo, modulo), eq(resultados.ciclo, ciclo), eq(resultados.docenteId, Number(docente))));
    }
    if (numeros("registro").length) await tx.delete(registro).where(inArray(registro.id, numeros("registro")));
    if (numeros("avisos").length) await tx.delete(avisos).where(inArray(avisos.id, numeros("avisos")));
    const recuentos = Object.fromEntries(plan.partes.map((p) => [p.tipo, p.claves.length]));
    await registrar(tx, null, {
      accion: "purgar",
      entidad: "datos",
      clave: plan.actual,
      resumen: `Purga de datos de cursos pasados: ${plan.partes.map((p) => `${p.tipo} ${p.claves.length}`).join(", ")}`,
      despues: { recuentos, plazos: { ...config }, hasta: Object.fromEntries(plan.partes.map((p) => [p.tipo, p.hasta])) },
    });
    return plan;
  });
}
