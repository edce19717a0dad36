import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Sessions and bearer tokens ended before they expire (sign-out, POST /api/auth/logout). A JWT
 * cannot be recalled, so its id is kept here until the moment it would have expired anyway; every
 * request checks it (lib/auth/sesiones.ts). Revoking all of a user's sessions at once (deactivation)
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
