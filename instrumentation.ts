/**
 * Runs once when the server starts: validates the environment (a missing variable stops the
 * server with a message naming it), applies pending migrations before the first request, and
 * starts the sender of the mail outbox and the digests job (lib/avisos/bucle.ts).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { detenerArranque } = await import("./lib/arranque");
  const { getEnv } = await import("./lib/env");
  try {
    getEnv();
  } catch (err) {
    // Print the readable list before Next wraps the error in its own start-up failure.
    console.error(err instanceof Error ? err.message : err);
    detenerArranque(err);
  }
  // TRACE, the headers of answers the proxy does not see, 503/400 instead of some 500s.
  const { protegerServidorHttp } = await import("./lib/servidor");
  protegerServidorHttp();
  const { prepararBaseDeDatos } = await import("./lib/health");
  const { esBaseDeDatosNoDisponible } = await import("./lib/db/disponibilidad");
  const { registrar, describirError } = await import("./lib/log");
  try {
    await prepararBaseDeDatos();
  } catch (err) {
    // PostgreSQL not up yet (both started together, or restarting): serve 503s and connect, and
    // migrate, on the first request that finds it back. Any other failure (a broken migration, a
    // database that does not exist) stops, saying why: exit code 1 alone tells an operator nothing.
    if (!esBaseDeDatosNoDisponible(err)) {
      registrar("error", "arranque_detenido", { error: describirError(err) });
      detenerArranque(err);
    }
    registrar("warn", "base_de_datos_no_disponible_al_arrancar", { error: describirError(err) });
  }
  // The outbox's sender (decision 061): in the background of each portal process, never in a request.
  // And the weekly and monthly digests (decision 066), written into the same outbox.
  const { iniciarRemitente, iniciarResumenes } = await import("./lib/avisos/bucle");
  iniciarRemitente();
  iniciarResumenes();
}

/**
 * Next calls this for every error thrown while rendering a page, running a server action or a route
 * handler: one JSON line with the request id (proxy.ts) and the reference the error page shows (the
 * digest), never the message's data (lib/log.ts).
 */
export async function onRequestError(
  error: unknown,
  request: { path: string; method: string; headers: Record<string, string | string[] | undefined> },
  context: { routerKind: string; routePath: string; routeType: string },
) {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { describirError, registrar, rutaParaLog } = await import("./lib/log");
  const { esBaseDeDatosNoDisponible } = await import("./lib/db/disponibilidad");
  const id = request.headers["x-request-id"];
  registrar("error", esBaseDeDatosNoDisponible(error) ? "base_de_datos_no_disponible" : "error_en_peticion", {
    requestId: Array.isArray(id) ? id[0] : id,
    referencia: (error as { digest?: unknown })?.digest,
    metodo: request.method,
    ruta: rutaParaLog(request.path),
    tipoDeRuta: context.routeType,
    error: describirError(error),
  });
}
