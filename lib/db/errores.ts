/**
 * PostgreSQL errors by SQLSTATE, whether the driver error comes bare (pg, PGlite) or wrapped by
 * drizzle in `cause`. Used to turn a constraint the database enforced into a domain error.
 */

export const SQLSTATE = {
  violacionUnica: "23505",
  violacionFk: "23503",
  // RESTRICT, as PGlite reports a delete blocked by a foreign key.
  restriccion: "23001",
  violacionCheck: "23514",
  fueraDeRango: "22003",
  serializacion: "40001",
  interbloqueo: "40P01",
} as const;

/** SQLSTATE of an error, wherever drizzle wrapped it. */
export function codigoSql(e: unknown): string | undefined {
  for (let x: unknown = e, i = 0; x && typeof x === "object" && i < 5; x = (x as { cause?: unknown }).cause, i++) {
    const code = (x as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** The constraint an integrity error names (PostgreSQL's `constraint` field), if any. */
export function restriccionSql(e: unknown): string | undefined {
  for (let x: unknown = e, i = 0; x && typeof x === "object" && i < 5; x = (x as { cause?: unknown }).cause, i++) {
    const c = (x as { constraint?: unknown }).constraint;
    if (typeof c === "string") return c;
  }
  return undefined;
}

export const esViolacionUnica = (e: unknown, restriccion?: string) =>
  codigoSql(e) === SQLSTATE.violacionUnica && (restriccion === undefined || restriccionSql(e) === restriccion);

/** A write or delete stopped by a foreign key (NO ACTION or RESTRICT). */
export const esViolacionFk = (e: unknown) => {
  const c = codigoSql(e);
  return c === SQLSTATE.violacionFk || c === SQLSTATE.restriccion;
};

/** Deadlock or serialization failure: the transaction may simply be run again. */
export const esReintentable = (e: unknown) => {
  const c = codigoSql(e);
  return c === SQLSTATE.serializacion || c === SQLSTATE.interbloqueo;
};

/** Runs a transaction again when PostgreSQL gives up on it because of concurrency. */
export async function conReintentos<T>(fn: () => Promise<T>, intentos = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (e) {
      if (i >= intentos || !esReintentable(e)) throw e;
    }
  }
}
