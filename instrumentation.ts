/**
 * Runs once when the server starts: validates the environment (a missing variable stops the
 * server with a message naming it) and applies pending migrations before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getEnv } = await import("./lib/env");
  try {
    getEnv();
  } catch (err) {
    // Print the readable list before Next wraps the error in its own start-up failure.
    console.error(err instanceof Error ? err.message : err);
    throw err;
  }
  const { prepararBaseDeDatos } = await import("./lib/health");
  await prepararBaseDeDatos();
}
