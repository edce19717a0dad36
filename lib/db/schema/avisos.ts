import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { usuarios } from "./core";

/**
 * Where a notice's mail is (lib/avisos/remitente.ts): waiting to be sent (or to be retried at
 * `proximo_intento`), claimed by a sender that is sending it now, sent, or failed for good.
 */
export const ESTADOS_CORREO = ["pendiente", "enviando", "enviado", "fallido"] as const;
export const estadoCorreo = pgEnum("estado_correo", ESTADOS_CORREO);

/**
 * The outbox (issue 45, decision 061): one row per notice and person, written in the same
 * transaction as the change that causes it (lib/avisos/encolar.ts), so a change is never saved
 * without its notice and a rolled-back change leaves none. The same row is the person's in-app
 * notice (the bell: `leido`) and the mail the sender delivers (`estado` …). The body is rendered
 * from `tipo` and `datos` when it is sent or shown, with the portal's public address of that moment.
 */
export const avisos = pgTable(
  "avisos",
  {
    id: serial("id").primaryKey(),
    creado: timestamp("creado", { withTimezone: true }).notNull().defaultNow(),
    // convalidacion_recibida, convalidacion_resuelta, matricula_recibida, matricula_incidencia,
    // matricula_revisada, encuesta_abierta, encuesta_recordatorio, prueba, and the digests resumen_jefatura,
    // resumen_docente, informe_mensual (lib/avisos/plantillas.ts).
    tipo: text("tipo").notNull(),
    // Null only for a test mail an admin sends to any address (it shows in no one's bell).
    destinatarioId: integer("destinatario_id").references(() => usuarios.id, { onDelete: "cascade" }),
    // The address when the notice was written: a later change of address does not redirect it.
    correo: text("correo").notNull(),
    asunto: text("asunto").notNull(),
    // Path inside the portal of the page that acts on the notice ('/estudiantes/convalidaciones/3').
    enlace: text("enlace").notNull(),
    datos: jsonb("datos").notNull().default({}),
    leido: timestamp("leido", { withTimezone: true }),
    estado: estadoCorreo("estado").notNull().default("pendiente"),
    intentos: integer("intentos").notNull().default(0),
    proximoIntento: timestamp("proximo_intento", { withTimezone: true }).notNull().defaultNow(),
    // When a sender claimed it (estado 'enviando'); a claim that never ended is found by its age.
    reclamado: timestamp("reclamado", { withTimezone: true }),
    enviado: timestamp("enviado", { withTimezone: true }),
    // Why the last attempt failed, as the SMTP server or the network said it (never the body).
    error: text("error"),
  },
  (t) => [
    check("avisos_intentos", sql`${t.intentos} >= 0`),
    // The sender's claim: the due rows of one state, oldest first.
    index("avisos_estado_idx").on(t.estado, t.proximoIntento),
    // The bell: a person's notices, unread first.
    index("avisos_destinatario_idx").on(t.destinatarioId, t.leido),
    index("avisos_creado_idx").on(t.creado),
  ],
);

/**
 * The periodic digests already considered (lib/avisos/resumenes.ts, decision 066): one row per
 * person, digest and period ('2026-W48' for a week, '2026-11' for a month), written in the same
 * transaction as the digest's notice, or alone when the digest was empty or turned off. The key is
 * what makes a digest go out once per period with several portal processes: a second writer's
 * insert waits for the first and then does nothing.
 */
export const resumenesEscritos = pgTable(
  "resumenes_escritos",
  {
    usuarioId: integer("usuario_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    tipo: text("tipo").notNull(),
    periodo: text("periodo").notNull(),
    creado: timestamp("creado", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.usuarioId, t.tipo, t.periodo] })],
);

export type Aviso = typeof avisos.$inferSelect;
export type EstadoCorreo = (typeof ESTADOS_CORREO)[number];
