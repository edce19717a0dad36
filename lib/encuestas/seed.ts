import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import { campanas, contestadas, cuestiones, imparticiones, matriculasModulo, resultados, usuarios, type RecuentosGrupo } from "../db/schema";
import type { ContextoSemilla } from "../semilla/demo-centre";
import { demoAccounts, generador } from "../semilla/demo-centre";
import { cursoAcademicoDe, hoyEnElCentro, NOMBRES_MES, sumarDias } from "../fechas";
import { recuentosDeEnvio, sumarRecuentos } from "./puntuaciones";

/**
 * Demo data for the surveys: last year's closed campaign with results, a campaign open today with
 * answers, and the next one planned, over the questionnaire every database starts with (migration
 * 0014). Campaigns open and close by themselves on their dates (calendario.ts), so the demo's are
 * dated around the day it is seeded. Deterministic (seeded generator) and idempotent: a campaign's
 * answers are written only when the campaign itself is created, so seeding again adds nothing.
 */

const COMENTARIOS_DEMO = [
  "Explica muy bien y siempre resuelve las dudas.",
  "Las prácticas de laboratorio son lo mejor del módulo.",
  "Iría bien tener más tiempo para las prácticas antes del examen.",
  "Los apuntes están muy completos.",
  "A veces va demasiado rápido con la teoría.",
  "Me gustaría que se corrigieran antes los trabajos.",
  "Buen ambiente en clase y mucha paciencia.",
  "Más ejemplos de casos reales de empresa, por favor.",
  "Las rúbricas ayudan a saber qué se pide en cada práctica.",
  "Los exámenes se parecen a lo trabajado en clase.",
  "El aula virtual está bien organizada.",
  "Podría haber más ejercicios resueltos.",
];

type CampanaDemo = {
  nombre: string;
  cursoAcademico: string;
  abre: string;
  cierra: string;
  estado: "preparada" | "abierta" | "cerrada";
  semilla: number;
};

/** '2026-11-23' → 'noviembre de 2026'. */
const mesDe = (iso: string) => `${NOMBRES_MES[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;

/**
 * The demo's three campaigns seen from `hoy`: the previous school year's (closed, in May–June), one
 * open from a week ago to two weeks ahead, and one planned four months on. Named after their dates,
 * so seeding again on another day adds the campaigns of that day and keeps the old ones.
 */
export function campanasDemo(hoy = hoyEnElCentro()): CampanaDemo[] {
  const curso = cursoAcademicoDe(hoy);
  const inicio = Number(curso.slice(0, 4));
  const anterior = `${inicio - 1}/${inicio}`;
  const abre = sumarDias(hoy, -7);
  const proxima = sumarDias(hoy, 120);
  return [
    { nombre: `Evaluación docente ${anterior}`, cursoAcademico: anterior, abre: `${inicio}-05-25`, cierra: `${inicio}-06-12`, estado: "cerrada", semilla: inicio * 100 + 5 },
    { nombre: `Evaluación docente · ${mesDe(abre)}`, cursoAcademico: cursoAcademicoDe(abre), abre, cierra: sumarDias(hoy, 14), estado: "abierta", semilla: Number(abre.slice(0, 7).replace("-", "")) },
    { nombre: `Evaluación docente · ${mesDe(proxima)}`, cursoAcademico: cursoAcademicoDe(proxima), abre: proxima, cierra: sumarDias(proxima, 11), estado: "preparada", semilla: 0 },
  ];
}

/**
 * In the open campaign the fixed student (lucia.perez) has two surveys left, the modules 0065 and
 * 0066 of QUI301 taught by the fixed teacher, each already answered by every other student of her
 * group (nine): five of them published, so the results show, and her answer is the tenth, which
 * publishes all ten (decision 004). The other fixed student (diego.martin) has answered nothing,
 * for the API tests. Every other module × teacher has at least the minimum, so that a visitor sees
 * results wherever they look.
 */
export const PENDIENTES_DEMO_ESTUDIANTE = [
  { modulo: "0065", ciclo: "QUI301" },
  { modulo: "0066", ciclo: "QUI301" },
] as const;
export const RESPUESTAS_PREVIAS_DEMO = 9;

/**
 * SURVEY_MIN_RESPONSES the demo data is published for (its default). With another value the app
 * simply publishes again once that many new answers have arrived.
 */
const MINIMO_DEMO = 5;

type Grupo = { modulo: string; ciclo: string; docenteId: number; docenteEmail: string; estudiantes: { id: number; email: string }[] };

/** Module × teacher pairs with their enrolled students, in a fixed order. */
async function gruposDeLaDemo(tx: Db): Promise<Grupo[]> {
  // Distinct: a teacher who teaches a module to two groups is surveyed on it once.
  const filas = await tx
    .selectDistinct({
      modulo: imparticiones.modulo,
      ciclo: imparticiones.ciclo,
      docenteId: imparticiones.docenteId,
      docenteEmail: usuarios.email,
    })
    .from(imparticiones)
    .innerJoin(usuarios, and(eq(usuarios.id, imparticiones.docenteId), eq(usuarios.activo, true)))
    .orderBy(asc(imparticiones.ciclo), asc(imparticiones.modulo), asc(usuarios.email));
  const matriculas = await tx
    .select({ modulo: matriculasModulo.modulo, ciclo: matriculasModulo.ciclo, id: usuarios.id, email: usuarios.email })
    .from(matriculasModulo)
    .innerJoin(usuarios, eq(usuarios.id, matriculasModulo.estudianteId))
    .orderBy(asc(usuarios.email));
  return filas
    .map((f) => ({ ...f, estudiantes: matriculas.filter((m) => m.modulo === f.modulo && m.ciclo === f.ciclo).map(({ id, email }) => ({ id, email })) }))
    .filter((g) => g.estudiantes.length > 0);
}

/** The students `elegir` picks, topped up in list order to MINIMO_DEMO (or all, in a smaller group). */
function alMenos<T>(estudiantes: T[], elegir: (e: T) => boolean): T[] {
  const elegidos = new Set(estudiantes.filter(elegir));
  for (const e of estudiantes) if (elegidos.size < MINIMO_DEMO) elegidos.add(e);
  return estudiantes.filter((e) => elegidos.has(e));
}

/** A teacher's "true" average, from 6.2 to 8.7, fixed by their email. */
function mediaDocente(email: string): number {
  let h = 0;
  for (const ch of email) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return 6.2 + (h % 26) / 10;
}

/**
 * Inserts many rows as one array per column (`unnest`): drizzle builds a multi-row VALUES a row at
 * a time, which for the thousands of count rows of a campaign took seconds per seed.
 */
async function insertarEnBloque(tx: Db, tabla: PgTable, columnas: { columna: PgColumn; tipo: string; valores: unknown[] }[]) {
  const nombres = sql.join(columnas.map((c) => sql.identifier(c.columna.name)), sql`, `);
  const arrays = sql.join(columnas.map((c) => sql`${sql.param(c.valores)}::${sql.raw(c.tipo)}[]`), sql`, `);
  await tx.execute(sql`insert into ${tabla} (${nombres}) select * from unnest(${arrays})`);
}

async function sembrarRespuestas(tx: Db, campanaId: number, c: CampanaDemo, grupos: Grupo[], cuestionIds: number[], domain: string) {
  const azar = generador(c.semilla);
  const cuentas = demoAccounts(domain);
  const esPendienteDeLucia = (g: Grupo) => PENDIENTES_DEMO_ESTUDIANTE.some((p) => p.modulo === g.modulo && p.ciclo === g.ciclo);

  const filasContestadas: (typeof contestadas.$inferSelect)[] = [];
  const filasResultados: (typeof resultados.$inferInsert)[] = [];

  for (const g of grupos) {
    let quienes: { id: number; email: string }[];
    if (c.estado === "cerrada") {
      quienes = alMenos(g.estudiantes, () => azar() < 0.75);
    } else if (esPendienteDeLucia(g)) {
      quienes = g.estudiantes.filter((e) => e.email !== cuentas.estudiante).slice(0, RESPUESTAS_PREVIAS_DEMO);
    } else {
      const posibles = g.estudiantes.filter((e) => e.email !== cuentas.estudianteInformatica);
      quienes = alMenos(posibles, (e) => e.email === cuentas.estudiante || azar() < 0.5);
    }
    if (quienes.length === 0) continue;

    // Answers are replayed in order, so that what was published (every MINIMO_DEMO answers in an
    // open campaign, everything in a closed one) is what the app itself would have published.
    const publicadas = c.estado === "cerrada" ? quienes.length : Math.floor(quienes.length / MINIMO_DEMO) * MINIMO_DEMO;
    const media = mediaDocente(g.docenteEmail);
    let recuentos: RecuentosGrupo = {};
    let recuentosPublicados: RecuentosGrupo = {};
    const comentarios: string[] = [];
    const comentariosPublicados: string[] = [];
    quienes.forEach((e, i) => {
      filasContestadas.push({ campanaId, estudianteId: e.id, modulo: g.modulo, ciclo: g.ciclo, docenteId: g.docenteId });
      const envio = recuentosDeEnvio(
        cuestionIds.map((id) => ({ id, resultado: azar() < 0.06 ? null : Math.max(0, Math.min(10, Math.round(media + (azar() + azar() - 1) * 2.5))) })),
      );
      recuentos = sumarRecuentos(recuentos, envio);
      if (i < publicadas) recuentosPublicados = sumarRecuentos(recuentosPublicados, envio);
      if (azar() < 0.3) {
        const comentario = COMENTARIOS_DEMO[Math.floor(azar() * COMENTARIOS_DEMO.length)];
        comentarios.push(comentario);
        if (i < publicadas) comentariosPublicados.push(comentario);
      }
    });
    const clave = { campanaId, modulo: g.modulo, ciclo: g.ciclo, docenteId: g.docenteId };
    filasResultados.push({ ...clave, respuestas: quienes.length, comentarios: comentarios.sort(), recuentos, publicadas, comentariosPublicados: comentariosPublicados.sort(), recuentosPublicados });
  }

  if (filasResultados.length === 0) return;
  await insertarEnBloque(tx, contestadas, [
    { columna: contestadas.campanaId, tipo: "int", valores: filasContestadas.map((f) => f.campanaId) },
    { columna: contestadas.estudianteId, tipo: "int", valores: filasContestadas.map((f) => f.estudianteId) },
    { columna: contestadas.modulo, tipo: "text", valores: filasContestadas.map((f) => f.modulo) },
    { columna: contestadas.ciclo, tipo: "text", valores: filasContestadas.map((f) => f.ciclo) },
    { columna: contestadas.docenteId, tipo: "int", valores: filasContestadas.map((f) => f.docenteId) },
  ]);
  await tx.insert(resultados).values(filasResultados);
}

export async function sembrarEncuestas(tx: Db, { domain }: ContextoSemilla): Promise<void> {
  // The questions come with the database (migration 0014), as a real centre's do.
  const cuestionIds = (await tx.select({ id: cuestiones.id }).from(cuestiones).where(eq(cuestiones.activa, true)).orderBy(asc(cuestiones.orden), asc(cuestiones.id))).map((c) => c.id);

  const existentes = new Set(
    (await tx.select({ nombre: campanas.nombre }).from(campanas).where(inArray(campanas.nombre, campanasDemo().map((c) => c.nombre)))).map((c) => c.nombre),
  );
  let grupos: Grupo[] | undefined;
  for (const c of campanasDemo()) {
    if (existentes.has(c.nombre)) continue;
    // Only one campaign may be open: if an admin already opened another, the demo one waits.
    const hayAbierta = c.estado === "abierta" && (await tx.$count(campanas, eq(campanas.estado, "abierta"))) > 0;
    const [fila] = await tx
      .insert(campanas)
      .values({ nombre: c.nombre, cursoAcademico: c.cursoAcademico, abre: c.abre, cierra: c.cierra, estado: hayAbierta ? "preparada" : c.estado })
      .returning({ id: campanas.id });
    if (c.estado === "preparada" || hayAbierta) continue;
    grupos ??= await gruposDeLaDemo(tx);
    await sembrarRespuestas(tx, fila.id, c, grupos, cuestionIds, domain);
  }
}
