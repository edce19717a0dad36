import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  foreignKey,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { modulos, usuarios } from "./core";

/**
 * Teacher-evaluation surveys. Anonymity is a property of the schema (docs/arquitectura.md §3.5, decision 004):
 * `encuestas_contestadas` says *who* has answered a module, and nothing about the answers;
 * `encuestas_resultados` holds the answers as running totals per module × teacher × campaign, with
 * no student, no row id and no time at all, so there is no row that belongs to one submission.
 */

export const cuestiones = pgTable(
  "encuestas_cuestiones",
  {
    id: serial("id").primaryKey(),
    texto: text("texto").notNull(),
    orden: smallint("orden").notNull(),
    activa: boolean("activa").notNull().default(true),
  },
  (t) => [check("encuestas_cuestiones_texto", sql`length(trim(${t.texto})) > 0`)],
);

export const ESTADOS_CAMPANA = ["preparada", "abierta", "cerrada"] as const;
export const estadoCampana = pgEnum("estado_campana", ESTADOS_CAMPANA);

export const campanas = pgTable(
  "encuestas_campanas",
  {
    id: serial("id").primaryKey(),
    nombre: text("nombre").notNull().unique(),
    // Academic year, '2026/2027'.
    cursoAcademico: text("curso_academico").notNull(),
    // Shown to students; the campaign opens and closes by itself on them (lib/encuestas/fechas-de-campana.ts).
    abre: date("abre", { mode: "string" }).notNull(),
    cierra: date("cierra", { mode: "string" }).notNull(),
    estado: estadoCampana("estado").notNull().default("preparada"),
    // When its students were reminded that it is about to close (once; lib/encuestas/fechas-de-campana.ts).
    recordatorio: timestamp("recordatorio", { withTimezone: true }),
  },
  (t) => [
    check("encuestas_campanas_fechas", sql`${t.cierra} >= ${t.abre}`),
    check("encuestas_campanas_curso", sql`${t.cursoAcademico} ~ '^[0-9]{4}/[0-9]{4}$'`),
    // At most one campaign open at a time, enforced by the database rather than by a read-then-write.
    uniqueIndex("encuestas_campanas_una_abierta").on(t.estado).where(sql`${t.estado} = 'abierta'`),
  ],
);

/** Who has answered which module × teacher in which campaign. Deliberately no answers and no time. */
export const contestadas = pgTable(
  "encuestas_contestadas",
  {
    campanaId: integer("campana_id")
      .notNull()
      .references(() => campanas.id, { onDelete: "cascade" }),
    estudianteId: integer("estudiante_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    modulo: text("modulo").notNull(),
    ciclo: text("ciclo").notNull(),
    docenteId: integer("docente_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
  },
  (t) => [
    // The key that makes a second submission (double click, two tabs, a retry) impossible.
    primaryKey({ name: "encuestas_contestadas_pk", columns: [t.campanaId, t.estudianteId, t.modulo, t.ciclo, t.docenteId] }),
    foreignKey({ columns: [t.modulo, t.ciclo], foreignColumns: [modulos.codigo, modulos.ciclo] })
      .onDelete("cascade")
      .onUpdate("cascade"),
  ],
);

/**
 * How many times each score was given to each question of a group: the question's id (as text, a
 * JSON key) → one count per score of PUNTUACIONES, in its order (Ns/Nc first, then 0 … 10).
 * Questions are retired (activa = false), never deleted, so their counts keep meaning in the
 * campaigns that asked them.
 */
export type RecuentosGrupo = Record<string, number[]>;

/**
 * One row per module × teacher × campaign: how many submissions it has, their comments (kept
 * sorted so that their order says nothing about who wrote which) and the counts of every score of
 * every question. `publicadas`, `comentarios_publicados` and `recuentos_publicados` are what
 * teachers see: a copy taken every SURVEY_MIN_RESPONSES new submissions and at the close, so two
 * views of the results never differ by one person's answers. Each submission rewrites the whole
 * row, so nothing in it shows which scores the latest one gave (decisions 004 and 049).
 */
export const resultados = pgTable(
  "encuestas_resultados",
  {
    campanaId: integer("campana_id")
      .notNull()
      .references(() => campanas.id, { onDelete: "cascade" }),
    modulo: text("modulo").notNull(),
    ciclo: text("ciclo").notNull(),
    docenteId: integer("docente_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    respuestas: integer("respuestas").notNull().default(0),
    comentarios: text("comentarios").array().notNull().default(sql`'{}'::text[]`),
    recuentos: jsonb("recuentos").$type<RecuentosGrupo>().notNull().default({}),
    publicadas: integer("publicadas").notNull().default(0),
    comentariosPublicados: text("comentarios_publicados").array().notNull().default(sql`'{}'::text[]`),
    recuentosPublicados: jsonb("recuentos_publicados").$type<RecuentosGrupo>().notNull().default({}),
  },
  (t) => [
    primaryKey({ name: "encuestas_resultados_pk", columns: [t.campanaId, t.modulo, t.ciclo, t.docenteId] }),
    foreignKey({ columns: [t.modulo, t.ciclo], foreignColumns: [modulos.codigo, modulos.ciclo] })
      .onDelete("cascade")
      .onUpdate("cascade"),
    check("encuestas_resultados_respuestas", sql`${t.publicadas} between 0 and ${t.respuestas}`),
    check("encuestas_resultados_recuentos", sql`jsonb_typeof(${t.recuentos}) = 'object' and jsonb_typeof(${t.recuentosPublicados}) = 'object'`),
  ],
);

export type Cuestion = typeof cuestiones.$inferSelect;
export type Campana = typeof campanas.$inferSelect;
export type EstadoCampana = (typeof ESTADOS_CAMPANA)[number];
