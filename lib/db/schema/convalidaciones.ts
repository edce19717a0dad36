import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgEnum, pgTable, primaryKey, serial, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { ciclos, modulos, usuarios } from "./core";

export const ESTADOS_MODULO_CONVALIDACION = ["pendiente", "concedida", "denegada"] as const;
export const estadoModuloConvalidacion = pgEnum("estado_modulo_convalidacion", ESTADOS_MODULO_CONVALIDACION);

export const ACCIONES_CONVALIDACION = ["presentada", "resuelta", "reabierta"] as const;
export const accionConvalidacion = pgEnum("accion_convalidacion", ACCIONES_CONVALIDACION);

/**
 * A student's request to have modules recognised. The personal data is copied from the form, not
 * read from the account: the request is an official document and must keep what was signed.
 */
export const convalidaciones = pgTable(
  "convalidaciones",
  {
    id: serial("id").primaryKey(),
    estudianteId: integer("estudiante_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    ciclo: text("ciclo")
      .notNull()
      .references(() => ciclos.codigo, { onUpdate: "cascade" }),
    creada: timestamp("creada", { withTimezone: true }).notNull().defaultNow(),
    // Null while unresolved ('Sin resolver'); set once by the resolution, cleared only by a recorded reopening.
    resuelta: timestamp("resuelta", { withTimezone: true }),
    resueltaPor: integer("resuelta_por").references(() => usuarios.id, { onDelete: "set null" }),
    nif: text("nif").notNull(),
    nombre: text("nombre").notNull(),
    apellidos: text("apellidos").notNull(),
    domicilio: text("domicilio").notNull(),
    codigoPostal: text("codigo_postal").notNull(),
    localidad: text("localidad").notNull(),
    provincia: text("provincia").notNull(),
    telefonoFijo: text("telefono_fijo").notNull(),
    telefonoMovil: text("telefono_movil").notNull(),
    email: text("email").notNull(),
    aporta: text("aporta").notNull().default(""),
    // The management's note on the documents it checked; internal, not printed on the letter.
    documentosRevisados: text("documentos_revisados"),
  },
  (t) => [
    // Lets convalidacion_modulos point at (id, ciclo), so a request cannot hold another cycle's module.
    unique("convalidaciones_id_ciclo").on(t.id, t.ciclo),
    index("convalidaciones_estudiante_idx").on(t.estudianteId),
    index("convalidaciones_creada_idx").on(t.creada),
    check("convalidaciones_resuelta_por", sql`${t.resuelta} is not null or ${t.resueltaPor} is null`),
  ],
);

export const convalidacionModulos = pgTable(
  "convalidacion_modulos",
  {
    convalidacionId: integer("convalidacion_id").notNull(),
    modulo: text("modulo").notNull(),
    ciclo: text("ciclo").notNull(),
    estado: estadoModuloConvalidacion("estado").notNull().default("pendiente"),
    // Grade 1–10 carried over from the studies provided; only a granted module can have one.
    calificacion: smallint("calificacion"),
    // Why a module was denied, printed in the reply letter (issue 48, defect 9); only a denied module has one.
    motivo: text("motivo"),
  },
  (t) => [
    primaryKey({ columns: [t.convalidacionId, t.modulo] }),
    foreignKey({ columns: [t.convalidacionId, t.ciclo], foreignColumns: [convalidaciones.id, convalidaciones.ciclo] })
      .onDelete("cascade")
      .onUpdate("cascade"),
    foreignKey({ columns: [t.modulo, t.ciclo], foreignColumns: [modulos.codigo, modulos.ciclo] }).onUpdate("cascade"),
    check("convalidacion_modulos_calificacion", sql`${t.calificacion} is null or (${t.calificacion} between 1 and 10 and ${t.estado} = 'concedida')`),
    check("convalidacion_modulos_motivo", sql`${t.motivo} is null or ${t.estado} = 'denegada'`),
  ],
);

/** Who presented, resolved and reopened a request, and why it was reopened. Never updated. */
export const convalidacionHistorial = pgTable(
  "convalidacion_historial",
  {
    id: serial("id").primaryKey(),
    convalidacionId: integer("convalidacion_id")
      .notNull()
      .references(() => convalidaciones.id, { onDelete: "cascade" }),
    accion: accionConvalidacion("accion").notNull(),
    usuarioId: integer("usuario_id").references(() => usuarios.id, { onDelete: "set null" }),
    fecha: timestamp("fecha", { withTimezone: true }).notNull().defaultNow(),
    motivo: text("motivo"),
  },
  (t) => [index("convalidacion_historial_convalidacion_idx").on(t.convalidacionId)],
);

/**
 * The centre's letterhead and the regulations cited in the reply letter: one row (id = 1). Until an
 * admin saves it, lib/convalidaciones uses built-in defaults (Huesca, 22004), so a fresh install
 * without demo data still prints a complete letter.
 */
export const ajustesCentro = pgTable(
  "ajustes_centro",
  {
    id: smallint("id").primaryKey().default(1),
    nombre: text("nombre").notNull(),
    direccion: text("direccion").notNull(),
    codigoPostal: text("codigo_postal").notNull(),
    localidad: text("localidad").notNull(),
    provincia: text("provincia").notNull(),
    telefono: text("telefono").notNull(),
    fax: text("fax").notNull(),
    email: text("email").notNull(),
    normativaEstatal: text("normativa_estatal").notNull(),
    normativaInstrucciones: text("normativa_instrucciones").notNull(),
    normativaAutonomica: text("normativa_autonomica").notNull(),
    actualizado: timestamp("actualizado", { withTimezone: true }).notNull().defaultNow(),
    actualizadoPor: integer("actualizado_por").references(() => usuarios.id, { onDelete: "set null" }),
  },
  (t) => [check("ajustes_centro_una_fila", sql`${t.id} = 1`)],
);

export type Convalidacion = typeof convalidaciones.$inferSelect;
export type ConvalidacionModulo = typeof convalidacionModulos.$inferSelect;
export type EstadoModuloConvalidacion = (typeof ESTADOS_MODULO_CONVALIDACION)[number];
export type AjustesCentroFila = typeof ajustesCentro.$inferSelect;
