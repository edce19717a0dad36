import { and, eq, sql, type SQL } from "drizzle-orm";
import { exigirCursoEditable } from "../curso-academico/historia";
import { getDb, type Db } from "../db";
import { campanas, contestadas, cuestiones, modulos, resultados, usuarios } from "../db/schema";
import { conflicto, invalido, noEncontrado } from "../errors";
import { conReintentos, esViolacionUnica } from "../db/errores";
import { hoyEnElCentro } from "../fechas";
import { aplicarCalendario, pasoSuUltimoDia, publicarTodo } from "./fechas-de-campana";
import { PUNTUACIONES, recuentosDeEnvio, tocaPublicar } from "./puntuaciones";
import { umbralRespuestas, unsafeListModulosDeEstudiante, type CampanaResumen, type Quien } from "./queries";
import { comprobarRespuestas } from "./reglas";
import type { CampanaInput, EnvioInput } from "./schemas";
import { exigir } from "../acceso/exigir";
import { encolarEncuestas } from "../avisos/encolar";

// --- Student submission ------------------------------------------------------------------------

export type EnvioRegistrado = { modulo: string; docente: string; campana: string; message: string };

/**
 * The group's counts (RecuentosGrupo) with one submission added, in SQL so that it runs with the
 * row locked: each answered question's count at its score goes up by one, read from the counts
 * before the submission (comprobarRespuestas lets each question be answered once); a question with
 * no counts yet starts from zeros. The same result as sumarRecuentos(antes, recuentosDeEnvio(…)),
 * with one jsonb_set per answer: adding the two objects score by score in SQL cost 4–5 times more.
 */
function conEnvio(antes: typeof resultados.recuentos, respuestas: EnvioInput["respuestas"]): SQL {
  const ceros = Object.fromEntries(respuestas.map((r) => [String(r.id), PUNTUACIONES.map(() => 0)]));
  return respuestas.reduce((suma, r) => {
    const ruta = sql`${`{${r.id},${PUNTUACIONES.indexOf(r.resultado)}}`}::text[]`;
    return sql`jsonb_set(${suma}, ${ruta}, to_jsonb(coalesce((${antes} #>> ${ruta})::integer, 0) + 1))`;
  }, sql`(${JSON.stringify(ceros)}::jsonb || ${antes})`);
}

/**
 * Stores one student's survey of one module × teacher in the open campaign, atomically and at
 * most once. The student's name goes only into `encuestas_contestadas`; the scores go into the
 * running totals of the group's one row, rewritten whole, so the stored data (row ids, order, the
 * transaction that last wrote a row) cannot single out this submission (decisions 004 and 049).
 */
export async function enviarEncuesta(user: Quien, input: EnvioInput, db?: Db): Promise<EnvioRegistrado> {
  exigir(user, "encuestas.contestar", "Solo los estudiantes contestan encuestas.");
  const d = db ?? (await getDb());
  const hoy = hoyEnElCentro();
  // The calendar (decision 027) is applied only when the submission finds no campaign open within
  // its dates: a campaign whose last day has passed closes before anyone can add to it, and one
  // may open today. Then the submission starts again. Almost always there is nothing to apply, and
  // the submission saves the statement that would look.
  let envio = await registrarEnvio(d, user, input, hoy);
  if (envio === SIN_CAMPANA_VIGENTE) {
    await aplicarCalendario(d, hoy);
    envio = await registrarEnvio(d, user, input, hoy);
  }
  if (envio === SIN_CAMPANA_VIGENTE) throw conflicto("No hay ninguna encuesta abierta en este momento.");
  return envio;
}

const SIN_CAMPANA_VIGENTE = Symbol("sin campaña vigente");

/** enviarEncuesta's transaction, or SIN_CAMPANA_VIGENTE (with nothing written) when no open campaign is within its dates. */
async function registrarEnvio(d: Db, user: Quien, input: EnvioInput, hoy: string): Promise<EnvioRegistrado | typeof SIN_CAMPANA_VIGENTE> {
  return conReintentos(() =>
    d.transaction(async (tx) => {
      // FOR SHARE: an admin closing the campaign waits for submissions in flight, and the ones after
      // see it closed. The active questions come in the same read.
      const [campana] = await tx
        .select({
          id: campanas.id,
          nombre: campanas.nombre,
          vencida: sql<boolean>`${pasoSuUltimoDia(hoy)}`,
          activas: sql<number[]>`array(select ${cuestiones.id} from ${cuestiones} where ${cuestiones.activa} order by ${cuestiones.orden}, ${cuestiones.id})`,
        })
        .from(campanas)
        .where(eq(campanas.estado, "abierta"))
        .for("share");
      if (!campana || campana.vencida) return SIN_CAMPANA_VIGENTE;

      const { codigo, ciclo, docente } = input.modulo;
      const candidatos = await unsafeListModulosDeEstudiante(
        user.id,
        and(eq(modulos.codigo, codigo), ciclo ? eq(modulos.ciclo, ciclo) : undefined, eq(usuarios.email, docente.email)),
        tx,
      );
      if (candidatos.length === 0) throw noEncontrado("Ese módulo no está entre tus encuestas pendientes.");
      if (candidatos.length > 1) {
        throw invalido("Hay más de un módulo con ese código: indica también el ciclo.", { "modulo.ciclo": ["Indica el ciclo del módulo"] });
      }
      const g = candidatos[0];
      const quien = `${g.nombre} (${g.docNombre} ${g.docApellidos})`;
      const clave = { campanaId: campana.id, modulo: g.codigo, ciclo: g.ciclo, docenteId: g.docenteId };

      const comprobacion = comprobarRespuestas(
        campana.activas.map((id) => ({ id })),
        input.respuestas,
      );
      if (!comprobacion.ok) throw invalido(comprobacion.message, comprobacion.fieldErrors);

      // The primary key is the guarantee: of fifty identical requests exactly one inserts, the
      // others wait for it to commit and then insert nothing.
      const insertada = await tx
        .insert(contestadas)
        .values({ ...clave, estudianteId: user.id })
        .onConflictDoNothing()
        .returning({ x: contestadas.campanaId });
      if (insertada.length === 0) throw conflicto(`Ya has contestado la encuesta de ${quien}.`);

      // Publication (decision 004): every `minimo` new answers, teachers' copy catches up.
      const minimo = umbralRespuestas();
      const comentario = input.comentario.trim();
      // Sorted, so the position of a comment does not tell when it was written.
      const conComentario = comentario
        ? sql`(select array_agg(c order by c) from unnest(${resultados.comentarios} || array[${comentario}]::text[]) as c)`
        : sql`${resultados.comentarios}`;
      const publicaAhora = sql`${resultados.respuestas} + 1 - ${resultados.publicadas} >= ${minimo}`;
      const publicarYa = tocaPublicar(1, 0, minimo);
      // Every active question has its answer (comprobarRespuestas), so every one of them gets its
      // counts; a question activated mid-campaign gets them on its first answer.
      const envio = recuentosDeEnvio(input.respuestas);
      const conRecuentos = conEnvio(resultados.recuentos, input.respuestas);
      // The group's row is locked here, so submissions to the same module queue up behind each other.
      await tx
        .insert(resultados)
        .values({
          ...clave,
          respuestas: 1,
          comentarios: comentario ? [comentario] : [],
          recuentos: envio,
          publicadas: publicarYa ? 1 : 0,
          comentariosPublicados: publicarYa && comentario ? [comentario] : [],
          recuentosPublicados: publicarYa ? envio : {},
        })
        .onConflictDoUpdate({
          target: [resultados.campanaId, resultados.modulo, resultados.ciclo, resultados.docenteId],
          set: {
            respuestas: sql`${resultados.respuestas} + 1`,
            comentarios: conComentario,
            recuentos: conRecuentos,
            publicadas: sql`case when ${publicaAhora} then ${resultados.respuestas} + 1 else ${resultados.publicadas} end`,
            comentariosPublicados: sql`case when ${publicaAhora} then ${conComentario} else ${resultados.comentariosPublicados} end`,
            recuentosPublicados: sql`case when ${publicaAhora} then ${conRecuentos} else ${resultados.recuentosPublicados} end`,
          },
        });

      return {
        modulo: g.nombre,
        docente: `${g.docNombre} ${g.docApellidos}`,
        campana: campana.nombre,
        message: `Gracias: tu respuesta sobre ${quien} se ha guardado de forma anónima.`,
      };
    }),
  );
}

// --- Campaigns (admin) -------------------------------------------------------------------------

function soloAdmin(user: Quien) {
  exigir(user, "encuestas.gestionar", "Solo la administración gestiona las campañas de encuestas.");
}

export async function crearCampana(user: Quien, input: CampanaInput, db?: Db): Promise<CampanaResumen> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  await exigirCursoEditable(input.cursoAcademico, d);
  try {
    const [c] = await d.insert(campanas).values({ ...input, estado: "preparada" }).returning();
    return c;
  } catch (e) {
    if (esViolacionUnica(e)) throw invalido(`Ya existe una campaña llamada «${input.nombre}».`, { nombre: ["Ya existe una campaña con ese nombre"] });
    throw e;
  }
}

/** Runs `fn` on campaign `id`, locked for the rest of the transaction; for admins only. */
async function conCampana<T>(user: Quien, id: number, db: Db | undefined, fn: (tx: Db, c: typeof campanas.$inferSelect) => Promise<T>): Promise<T> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  return d.transaction(async (tx) => {
    const [c] = await tx.select().from(campanas).where(eq(campanas.id, id)).for("update");
    if (!c) throw noEncontrado("Campaña no encontrada.");
    return fn(tx, c);
  });
}

async function cambiarEstado(tx: Db, id: number, estado: CampanaResumen["estado"]): Promise<CampanaResumen> {
  const [c] = await tx.update(campanas).set({ estado }).where(eq(campanas.id, id)).returning();
  return c;
}

/**
 * Opens a campaign before its first day (on that day it opens by itself, calendario.ts). Exactly one
 * may be open; the database's unique index has the last word.
 */
export async function abrirCampana(user: Quien, id: number, db?: Db): Promise<CampanaResumen> {
  try {
    return await conCampana(user, id, db, async (tx, c) => {
      if (c.estado === "abierta") throw conflicto(`La campaña «${c.nombre}» ya está abierta.`);
      // Reopening would add answers to results already shown in full, and the difference would be theirs.
      if (c.estado === "cerrada") throw conflicto(`La campaña «${c.nombre}» está cerrada y sus resultados son definitivos. Crea una campaña nueva.`);
      await exigirCursoEditable(c.cursoAcademico, tx);
      const [otra] = await tx.select({ nombre: campanas.nombre }).from(campanas).where(eq(campanas.estado, "abierta")).limit(1);
      if (otra) throw conflicto(`Ya está abierta la campaña «${otra.nombre}». Ciérrala antes de abrir otra.`);
      const abierta = await cambiarEstado(tx, id, "abierta");
      await encolarEncuestas(tx, "encuesta_abierta", abierta);
      return abierta;
    });
  } catch (e) {
    if (esViolacionUnica(e)) throw conflicto("Ya hay otra campaña abierta. Ciérrala antes de abrir otra.");
    throw e;
  }
}

/** Closes the open campaign for good before its last day: no more answers, and every answer is published (decision 004). */
export async function cerrarCampana(user: Quien, id: number, db?: Db): Promise<CampanaResumen> {
  return conCampana(user, id, db, async (tx, c) => {
    if (c.estado !== "abierta") throw conflicto(`La campaña «${c.nombre}» no está abierta.`);
    await publicarTodo(tx, id);
    return cambiarEstado(tx, id, "cerrada");
  });
}

/** Deletes a campaign that was never opened; one with answers is history and stays. */
export async function borrarCampana(user: Quien, id: number, db?: Db): Promise<void> {
  await conCampana(user, id, db, async (tx, c) => {
    if (c.estado !== "preparada") throw conflicto(`La campaña «${c.nombre}» ya se ha abierto: se conserva con sus respuestas.`);
    await exigirCursoEditable(c.cursoAcademico, tx);
    await tx.delete(campanas).where(eq(campanas.id, id));
  });
}
