// Whether the portal gzips its own responses (PORTAL_COMPRIMIR), read by next.config.mjs and checked
// by start.mjs before anything starts; apart from both so that a unit test can check it (decision 056).

/**
 * true (Next compresses, the default: a portal reached directly still sends small pages) unless the
 * value is 0, for a reverse proxy that compresses instead. Throws with a message for anything else.
 */
export function comprimirRespuestas(valor) {
  const texto = (valor ?? "").trim();
  if (texto === "" || texto === "1") return true;
  if (texto === "0") return false;
  throw new Error(`PORTAL_COMPRIMIR debe ser 1 (el portal comprime sus respuestas) o 0 (las comprime el proxy inverso) (es «${valor}»).`);
}
