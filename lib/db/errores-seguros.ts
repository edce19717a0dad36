import { PgPreparedQuery } from "drizzle-orm/pg-core";
import { limpiar } from "../log";
import { anotarDisponibilidad } from "./disponibilidad";

/**
 * drizzle throws a failed query as `Failed query: <sql>\nparams: <values>`, keeping the values in
 * `params` and the driver's error (whose `detail` quotes the offending row: "Key (email)=(…)") in
 * `cause`. Next prints an uncaught error whole, properties and causes included, so a page that
 * fails while PostgreSQL is down printed the session id it was looking up, and a failed insert the
 * student's e-mail (issue 47.1). Every query goes through `PgPreparedQuery.queryWithCache` on both
 * drivers, so it is patched once, here, to throw an error that holds only what code needs to
 * decide (SQLSTATE, constraint, table, errno) and a scrubbed driver message: there is nothing left
 * for any logger — ours, Next's or next-auth's — to leak.
 */

/** Fields of pg / PGlite / Node socket errors that name a condition, never a value. */
const CAMPOS_SEGUROS = ["code", "errno", "syscall", "severity", "constraint", "table", "column", "schema", "routine"] as const;

export class ErrorDeConsulta extends Error {
  constructor(mensaje: string, causa?: Error) {
    super(mensaje, causa ? { cause: causa } : undefined);
    this.name = "ErrorDeConsulta";
  }
}

/** A copy of a driver error with its message scrubbed and without detail, where, query or parameters. */
export function errorSinDatos(e: unknown, profundidad = 0): Error {
  // Duck-typed: errors from the driver's realm (jest's sandbox, a worker) fail `instanceof Error`.
  const original = (e && typeof e === "object" && typeof (e as Error).message === "string" ? e : new Error(String(e))) as Error;
  const copia = new Error(sinValorCitado(limpiar(original.message)));
  copia.name = original.name;
  // The frames say where it failed; the first line, the original message, may quote a value.
  copia.stack = [`${copia.name}: ${copia.message}`, ...(original.stack ?? "").split("\n").filter((l) => /^\s+at /.test(l))].join("\n");
  const destino = copia as unknown as Record<string, unknown>;
  for (const campo of CAMPOS_SEGUROS) {
    const v = (original as unknown as Record<string, unknown>)[campo];
    if (typeof v === "string" || typeof v === "number") destino[campo] = v;
  }
  if (profundidad < 4) {
    if (original.cause !== undefined) copia.cause = errorSinDatos(original.cause, profundidad + 1);
    // A refused connection to a host with IPv4 and IPv6 addresses comes as an AggregateError.
    const errores = (original as { errors?: unknown }).errors;
    if (Array.isArray(errores)) destino.errors = errores.slice(0, 4).map((x) => errorSinDatos(x, profundidad + 1));
  }
  return copia;
}

/**
 * PostgreSQL ends some messages with the value it refused (`invalid input syntax for type integer:
 * "…"`, `invalid input value for enum …: "…"`); the constraint names it quotes elsewhere stay.
 */
function sinValorCitado(mensaje: string): string {
  return mensaje.replace(/: ".*"$/, ": «valor omitido»");
}

// On the prototype itself: two bundles of this module must not wrap the same class twice.
const PARCHEADO = Symbol.for("portal.consultasSinDatosEnErrores");

/**
 * Makes every failed query, on either driver, throw an ErrorDeConsulta, and notes whether the
 * database answered (lib/db/disponibilidad.ts). Idempotent.
 */
export function consultasSinDatosEnErrores(): void {
  type Con = { queryWithCache: (texto: string, params: unknown[], consulta: () => Promise<unknown>) => Promise<unknown>; [PARCHEADO]?: true };
  const proto = PgPreparedQuery.prototype as unknown as Con;
  if (proto[PARCHEADO]) return;
  proto[PARCHEADO] = true;
  const original = proto.queryWithCache;
  proto.queryWithCache = async function (this: unknown, texto, params, consulta) {
    try {
      const r = await original.call(this, texto, params, consulta);
      anotarDisponibilidad(null);
      return r;
    } catch (e) {
      anotarDisponibilidad(e);
      // drizzle's own error is only the wrapper: what failed is its cause (the driver's error).
      const envoltorio = e as { cause?: unknown; params?: unknown } | undefined;
      const causa = envoltorio?.cause !== undefined && envoltorio.params !== undefined ? envoltorio.cause : e;
      const sinDatos = errorSinDatos(causa);
      throw new ErrorDeConsulta(`Consulta fallida: ${sinDatos.message}`, sinDatos);
    }
  };
}
