import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Sessions and bearer tokens ended before they expire (sign-out, POST /api/auth/logout). A JWT
 * cannot be recalled, so its id is kept here until the moment it would have expired anyway; every
 * request checks it (lib/auth/sesiones-de-acceso.ts). Revoking all of a user's sessions at once (deactivation)
 * goes through usuarios.sesion_version instead.
 */
export const sesionesRevocadas = pgTable(
  "sesiones_revocadas",
  {
    sid: text("sid").primaryKey(),
    expira: timestamp("expira", { withTimezone: true }).notNull(),
  },
  (t) => [index("sesiones_revocadas_expira_idx").on(t.expira)],
);

/**
 * Sign-in attempts counted per client address or account in a fixed window (lib/auth/limites.ts).
 * In the database rather than in memory so that every portal process — PORTAL_PROCESOS, or several
 * machines — counts against one limit (docs/decisions/047). Rows whose window ended are deleted
 * now and then; the index on `inicio` finds them.
 */
export const intentosDeAcceso = pgTable(
  "intentos_de_acceso",
  {
    clave: text("clave").primaryKey(),
    inicio: timestamp("inicio", { withTimezone: true }).notNull(),
    n: integer("n").notNull(),
  },
  (t) => [index("intentos_de_acceso_inicio_idx").on(t.inicio)],
);
