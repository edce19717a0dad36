/** Checks on a submission that need no database: shared by the server and the student's form. */

export type CuestionActiva = { id: number };

export type Comprobacion = { ok: true } | { ok: false; message: string; fieldErrors: Record<string, string[]> };

function enumerar(numeros: number[]): string {
  if (numeros.length === 1) return String(numeros[0]);
  return `${numeros.slice(0, -1).join(", ")} y ${numeros[numeros.length - 1]}`;
}

/**
 * Every active question answered exactly once, and nothing else (spec §5: Ns/Nc counts as an
 * answer). Questions are named by their number in the form (1-based position), as the student sees them.
 */
export function comprobarRespuestas(activas: readonly CuestionActiva[], respuestas: readonly { id: number }[]): Comprobacion {
  const fallo = (message: string): Comprobacion => ({ ok: false, message, fieldErrors: { respuestas: [message] } });
  if (activas.length === 0) return fallo("La encuesta no tiene preguntas activas.");
  const numero = new Map(activas.map((c, i) => [c.id, i + 1]));

  const desconocidas = [...new Set(respuestas.filter((r) => !numero.has(r.id)).map((r) => r.id))];
  if (desconocidas.length > 0) {
    return fallo(
      desconocidas.length === 1
        ? `La pregunta con id ${desconocidas[0]} no forma parte de la encuesta. Recarga la página.`
        : `Las preguntas con id ${enumerar(desconocidas)} no forman parte de la encuesta. Recarga la página.`,
    );
  }

  const vistas = new Set<number>();
  const repetidas = new Set<number>();
  for (const r of respuestas) (vistas.has(r.id) ? repetidas : vistas).add(r.id);
  if (repetidas.size > 0) {
    const n = [...repetidas].map((id) => numero.get(id)!).sort((a, b) => a - b);
    return fallo(n.length === 1 ? `La pregunta ${n[0]} tiene más de una respuesta.` : `Las preguntas ${enumerar(n)} tienen más de una respuesta.`);
  }

  const faltan = activas.filter((c) => !vistas.has(c.id)).map((c) => numero.get(c.id)!);
  if (faltan.length > 0) {
    return fallo(faltan.length === 1 ? `Falta la respuesta a la pregunta ${faltan[0]}.` : `Faltan las respuestas a las preguntas ${enumerar(faltan)}.`);
  }
  return { ok: true };
}

/** A module with fewer students than the minimum may never reach it: the student is told before answering. */
export function esGrupoPequeno(matriculados: number, minimo: number): boolean {
  return matriculados < minimo;
}
