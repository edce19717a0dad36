/** Shared by the database scripts (db-migrate, db-seed). */

/** Where the script is working, without printing a password. */
export function destino(url: string | undefined, pgliteDir: string): string {
  if (!url) return `PGlite en ${pgliteDir}`;
  const u = new URL(url);
  if (u.password) u.password = "****";
  return `PostgreSQL en ${u.toString()}`;
}

/** The driver's own message: drizzle's wrapper repeats the whole query and its parameters. */
export function mensaje(err: unknown): string {
  const causa = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return causa instanceof Error ? causa.message : String(causa);
}
