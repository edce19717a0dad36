import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  foreignKey,
  index,
} from "drizzle-orm/pg-core";
import { CARGOS, type Cargo } from "../../acceso/cargos";
import { cursosAcademicos } from "./centro";

// What belongs to a school year (decision 067): the catalogue (cycles, modules, groups) is the
// centre's, who is in which group, who teaches what, who tutors a group and who is enrolled in a
// module are per year. Deleting a year's row never follows from a catalogue edit: the deletes of
// modules and groups are refused while any year refers to them (lib/centro/referencias.ts).
const cursoAcademico = () =>
  text("curso_academico")
    .notNull()
    .references(() => cursosAcademicos.codigo, { onUpdate: "cascade" });

// The cargos an account may hold (lib/acceso/cargos.ts says what each means). The enum keeps its
// first name, from when an account had one type.
export const cargoEnum = pgEnum("tipo_usuario", CARGOS);

export const departamentos = pgTable("departamentos", {
  id: serial("id").primaryKey(),
  nombre: text("nombre").notNull().unique(),
  // The jefatura who heads the department; one department per head (issue 2).
  jefeId: integer("jefe_id")
    .unique()
    .references((): AnyPgColumn => usuarios.id, { onDelete: "set null" }),
});

export const usuarios = pgTable(
  "usuarios",
  {
    id: serial("id").primaryKey(),
    // Stored lower-case; the unique index is on the stored value.
    email: text("email").notNull().unique(),
    nombre: text("nombre").notNull(),
    apellidos: text("apellidos").notNull().default(""),
    // One or more cargos, kept sorted and without repeats (lib/acceso/cargos.ts normalises them).
    // A student is only a student; staff combine docente, jefatura and admin (issue 43).
    cargos: cargoEnum("cargos").array().notNull(),
    imageUrl: text("image_url"),
    activo: boolean("activo").notNull().default(true),
    // Student code used by teachers to enrol students in modules; only students have one.
    codigo: text("codigo").unique(),
    // Department a teacher or jefatura belongs to.
    departamentoId: integer("departamento_id").references(() => departamentos.id, { onDelete: "set null" }),
    creado: timestamp("creado", { withTimezone: true }).notNull().defaultNow(),
    // Created by the demo seed: only these accounts may use the demo sign-in (AUTH_DEMO=1).
    demo: boolean("demo").notNull().default(false),
    // Sessions and bearer tokens carry the version they were issued under; signing out or
    // deactivating the account increments it, which revokes every copy still in circulation.
    sesionVersion: integer("sesion_version").notNull().default(1),
    // Digests this person does not want (lib/avisos/resumenes.ts, decision 066): empty, every digest
    // of her cargos is written. Transactional notices ignore it.
    resumenesDesactivados: text("resumenes_desactivados").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    check("usuarios_email_minusculas", sql`${t.email} = lower(${t.email})`),
    check("usuarios_cargos_no_vacios", sql`cardinality(${t.cargos}) >= 1`),
    check("usuarios_estudiante_exclusivo", sql`not ('estudiante' = any(${t.cargos})) or ${t.cargos} = array['estudiante']::tipo_usuario[]`),
    check("usuarios_codigo_solo_estudiantes", sql`${t.codigo} is null or ${t.cargos} = array['estudiante']::tipo_usuario[]`),
    // «Who holds cargo X» (cargos @> array[X]) for the lists of teachers and the admin counts.
    index("usuarios_cargos_idx").using("gin", t.cargos),
    // Lists of people go by surname: a page of 25 walks this index instead of sorting every account.
    index("usuarios_orden_idx").on(t.apellidos, t.nombre, t.id),
  ],
);

export const ciclos = pgTable("ciclos", {
  codigo: text("codigo").primaryKey(),
  nombre: text("nombre").notNull(),
  // Professional family (familia profesional), e.g. 'Química'; '' until an admin sets it.
  familia: text("familia").notNull().default(""),
});

export const modulos = pgTable(
  "modulos",
  {
    codigo: text("codigo").notNull(),
    ciclo: text("ciclo")
      .notNull()
      .references(() => ciclos.codigo, { onUpdate: "cascade" }),
    curso: smallint("curso").notNull(),
    nombre: text("nombre").notNull(),
    // Hours of the module in the year (currículo); null until an admin sets them.
    horas: integer("horas"),
    departamentoId: integer("departamento_id").references(() => departamentos.id, { onDelete: "set null" }),
  },
  (t) => [
    primaryKey({ columns: [t.codigo, t.ciclo] }),
    check("modulos_curso", sql`${t.curso} in (1, 2)`),
    check("modulos_horas", sql`${t.horas} is null or ${t.horas} between 1 and 2000`),
    index("modulos_departamento_idx").on(t.departamentoId),
  ],
);

export const grupos = pgTable(
  "grupos",
  {
    // e.g. '1QUI301': course followed by cycle code.
    codigo: text("codigo").primaryKey(),
    ciclo: text("ciclo")
      .notNull()
      .references(() => ciclos.codigo, { onUpdate: "cascade" }),
    curso: smallint("curso").notNull(),
  },
  (t) => [check("grupos_curso", sql`${t.curso} in (1, 2)`)],
);

/** Who tutors a group in a school year: one tutor per group and year, one group per tutor and year. */
export const tutorias = pgTable(
  "tutorias",
  {
    grupo: text("grupo")
      .notNull()
      .references(() => grupos.codigo, { onUpdate: "cascade" }),
    cursoAcademico: cursoAcademico(),
    tutorId: integer("tutor_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.grupo, t.cursoAcademico] }), uniqueIndex("tutorias_tutor_unico").on(t.tutorId, t.cursoAcademico)],
);

export const grupoEstudiantes = pgTable(
  "grupo_estudiantes",
  {
    estudianteId: integer("estudiante_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    grupo: text("grupo")
      .notNull()
      .references(() => grupos.codigo, { onUpdate: "cascade" }),
    cursoAcademico: cursoAcademico(),
  },
  // A student is in one group per school year.
  (t) => [primaryKey({ columns: [t.estudianteId, t.cursoAcademico] }), index("grupo_estudiantes_grupo_idx").on(t.grupo, t.cursoAcademico)],
);

/**
 * Teaching assignments: teacher `docente` teaches module `modulo`+`ciclo` to group `grupo` (a group
 * of the module's cycle and course). Two teachers may share a module and group (desdobles); the
 * same teacher, module and group once.
 */
export const imparticiones = pgTable(
  "imparticiones",
  {
    docenteId: integer("docente_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    modulo: text("modulo").notNull(),
    ciclo: text("ciclo").notNull(),
    grupo: text("grupo")
      .notNull()
      .references(() => grupos.codigo, { onUpdate: "cascade" }),
    cursoAcademico: cursoAcademico(),
    // Copied from last year by the «Nuevo curso» wizard, waiting for an admin to confirm it: a draft
    // gives no access and appears nowhere but in the list to confirm (decision 067).
    borrador: boolean("borrador").notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.docenteId, t.modulo, t.ciclo, t.grupo, t.cursoAcademico] }),
    index("imparticiones_grupo_idx").on(t.grupo),
    foreignKey({ columns: [t.modulo, t.ciclo], foreignColumns: [modulos.codigo, modulos.ciclo] }).onUpdate("cascade"),
    index("imparticiones_modulo_idx").on(t.modulo, t.ciclo),
  ],
);

export const matriculasModulo = pgTable(
  "matriculas_modulo",
  {
    estudianteId: integer("estudiante_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    modulo: text("modulo").notNull(),
    ciclo: text("ciclo").notNull(),
    cursoAcademico: cursoAcademico(),
    creado: timestamp("creado", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.estudianteId, t.modulo, t.ciclo, t.cursoAcademico] }),
    foreignKey({ columns: [t.modulo, t.ciclo], foreignColumns: [modulos.codigo, modulos.ciclo] }).onUpdate("cascade"),
    index("matriculas_modulo_modulo_idx").on(t.modulo, t.ciclo),
  ],
);

export const TIPOS_AULA = ["aula", "informatica", "laboratorio", "taller", "otro"] as const;
export const tipoAula = pgEnum("tipo_aula", TIPOS_AULA);

export const aulas = pgTable(
  "aulas",
  {
    id: serial("id").primaryKey(),
    nombre: text("nombre").notNull().unique(),
    tipo: tipoAula("tipo").notNull().default("aula"),
    // Seats; null when nobody has counted them.
    capacidad: integer("capacidad"),
  },
  (t) => [check("aulas_capacidad", sql`${t.capacidad} is null or ${t.capacidad} between 1 and 1000`)],
);

export type Usuario = typeof usuarios.$inferSelect;
export type { Cargo };
export type Modulo = typeof modulos.$inferSelect;
export type Ciclo = typeof ciclos.$inferSelect;
export type TipoAula = (typeof TIPOS_AULA)[number];
