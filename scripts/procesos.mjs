// How many server processes `npm start` runs (PORTAL_PROCESOS), kept apart from start.mjs so that
// a unit test can check it without starting anything.

export const MAXIMO_PROCESOS = 64;

/**
 * The number of processes asked for: 1 when unset, one per core with "auto", else a whole number
 * from 1 to MAXIMO_PROCESOS. Throws with a message for anything else. Without PostgreSQL it is
 * always 1, with a warning: PGlite lets one process open its data folder.
 */
export function procesosPedidos(valor, { nucleos, conPostgres }) {
  const texto = (valor ?? "").trim().toLowerCase();
  let procesos;
  if (texto === "") procesos = 1;
  else if (texto === "auto") procesos = Math.max(1, Math.min(MAXIMO_PROCESOS, nucleos));
  else if (/^\d+$/.test(texto) && Number(texto) >= 1 && Number(texto) <= MAXIMO_PROCESOS) procesos = Number(texto);
  else throw new Error(`PORTAL_PROCESOS debe ser «auto» o un número entero entre 1 y ${MAXIMO_PROCESOS} (es «${valor}»).`);
  if (procesos > 1 && !conPostgres) {
    return { procesos: 1, aviso: `PORTAL_PROCESOS=${valor} no se aplica: sin DATABASE_URL el portal usa PGlite, que admite un solo proceso.` };
  }
  return { procesos, aviso: null };
}

/**
 * The V8 flags each portal process starts with, unless NODE_OPTIONS already sets them:
 * - a young generation of 64 MB per semi-space (Node 20's default is 16): rendering a page makes a
 *   few MB of short-lived objects, and with 20 requests at a time they outgrew the default, were
 *   promoted and collected again by the slow full GC (decision 044);
 * - an old generation of at most 512 MB: V8 otherwise sizes it by the machine's memory (about 1 GB
 *   per process after the benchmark on a 25 GB machine), which is not a leak but is memory a second
 *   process or the database could use. 512 cut the RSS by 29 % with no measurable CPU cost; 256 made
 *   the collector run all the time (decision 071, bench/historial/issue-50.md).
 */
export function argumentosDeNode(nodeOptions = "") {
  return [
    ...(/--max-semi-space-size/.test(nodeOptions) ? [] : ["--max-semi-space-size=64"]),
    ...(/--max-old-space-size/.test(nodeOptions) ? [] : ["--max-old-space-size=512"]),
  ];
}
