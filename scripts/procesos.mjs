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
