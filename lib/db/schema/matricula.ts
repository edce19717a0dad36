import { sql } from "drizzle-orm";
import { boolean, check, date, foreignKey, index, integer, jsonb, pgEnum, pgTable, primaryKey, serial, text, timestamp, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { ciclos, modulos, usuarios } from "./core";
import { municipios, paises, provincias } from "./refdata";
import { ACCIONES_MATRICULA, ESTADOS_MATRICULA, type EstadoMatricula } from "../../matricula/reglas";

export { ACCIONES_MATRICULA, ESTADOS_MATRICULA, type EstadoMatricula };

const CURSO = sql.raw(`'^[0-9]{4}/[0-9]{4}$'`);

/** School bus routes a student may ask for (spec §3 "Transport route option"); 'Provincial' is special. */
export const rutasTransporte = pgTable(
  "rutas_transporte",
  {
    id: serial("id").primaryKey(),
    nombre: text("nombre").notNull(),
    // An inactive route is no longer offered but stays on the matrículas that asked for it.
    activa: boolean("activa").notNull().default(true),
  },
  (t) => [uniqueIndex("rutas_transporte_nombre").on(sql`lower(${t.nombre})`)],
);

export const estadoMatricula = pgEnum("estado_matricula", ESTADOS_MATRICULA);

export const accionMatricula = pgEnum("accion_matricula", ACCIONES_MATRICULA);

/**
 * A student's submitted matrícula for one school year (one per student and year). The personal data
 * is copied from the form, not read from the account: it is the document the student signs and
 * takes to the centre. A draft lives in `matricula_borradores` until it is sent.
 */
export const matriculas = pgTable(
  "matriculas",
  {
    id: serial("id").primaryKey(),
    estudianteId: integer("estudiante_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    // '2026/2027': the year it enrols for (getCursoActual, lib/curso-academico, when it was sent).
    cursoAcademico: text("curso_academico").notNull(),
    estado: estadoMatricula("estado").notNull().default("enviada"),
    // Goes up on every send; the secretary's review names the version it read (see revisarMatricula).
    version: integer("version").notNull().default(1),
    enviada: timestamp("enviada", { withTimezone: true }).notNull().defaultNow(),
    actualizada: timestamp("actualizada", { withTimezone: true }).notNull().defaultNow(),
    revisada: timestamp("revisada", { withTimezone: true }),
    revisadaPor: integer("revisada_por").references(() => usuarios.id, { onDelete: "set null" }),
    // The secretary's note the student reads while the matrícula is 'incidencia'.
    incidencia: text("incidencia"),

    nombre: text("nombre").notNull(),
    apellidos: text("apellidos").notNull(),
    // dni, nie, pasaporte or otro (lib/documento-identidad.ts); `dni` holds the number of that document.
    tipoDocumento: text("tipo_documento").notNull().default("dni"),
    dni: text("dni").notNull(),
    fechaNacimiento: date("fecha_nacimiento", { mode: "string" }).notNull(),
    email: text("email").notNull(),
    telefono: text("telefono").notNull(),

    nacimientoPais: text("nacimiento_pais")
      .notNull()
      .references(() => paises.codigo),
    nacionalidad: text("nacionalidad")
      .notNull()
      .references(() => paises.codigo),
    // Born in Spain: INE province and municipality. Born abroad: free text.
    nacimientoProvinciaId: text("nacimiento_provincia_id").references(() => provincias.id),
    nacimientoMunicipioId: text("nacimiento_municipio_id").references(() => municipios.id),
    nacimientoProvinciaTexto: text("nacimiento_provincia_texto").notNull().default(""),
    nacimientoLocalidadTexto: text("nacimiento_localidad_texto").notNull().default(""),

    domicilioDireccion: text("domicilio_direccion").notNull(),
    domicilioCodigoPostal: text("domicilio_codigo_postal").notNull(),
    domicilioProvinciaId: text("domicilio_provincia_id")
      .notNull()
      .references(() => provincias.id),
    domicilioMunicipioId: text("domicilio_municipio_id")
      .notNull()
      .references(() => municipios.id),

    // Domicile during the course, only when it differs from the usual one.
    cursoDireccion: text("curso_direccion"),
    cursoCodigoPostal: text("curso_codigo_postal"),
    cursoProvinciaId: text("curso_provincia_id").references(() => provincias.id),
    cursoMunicipioId: text("curso_municipio_id").references(() => municipios.id),

    ciclo: text("ciclo")
      .notNull()
      .references(() => ciclos.codigo, { onUpdate: "cascade" }),
    rutaId: integer("ruta_id").references(() => rutasTransporte.id),
    // Point of departure, only for the 'Provincial' route.
    rutaSalida: text("ruta_salida").notNull().default(""),
    // null: not asked, the student was a minor (the consent is only for adults).
    consientePadres: boolean("consiente_padres"),
    consienteGrabar: boolean("consiente_grabar").notNull(),
  },
  (t) => [
    unique("matriculas_estudiante_curso").on(t.estudianteId, t.cursoAcademico),
    // Lets matricula_modulos point at (id, ciclo), so a matrícula cannot hold another cycle's module.
    unique("matriculas_id_ciclo").on(t.id, t.ciclo),
    index("matriculas_curso_estado_idx").on(t.cursoAcademico, t.estado),
    check("matriculas_curso_academico", sql`${t.cursoAcademico} ~ ${CURSO}`),
    check("matriculas_nacimiento", sql`(${t.nacimientoPais} = 'ES') = (${t.nacimientoMunicipioId} is not null and ${t.nacimientoProvinciaId} is not null)`),
    check(
      "matriculas_domicilio_curso",
      sql`(${t.cursoDireccion} is null) = (${t.cursoCodigoPostal} is null) and (${t.cursoDireccion} is null) = (${t.cursoProvinciaId} is null) and (${t.cursoDireccion} is null) = (${t.cursoMunicipioId} is null)`,
    ),
    check("matriculas_ruta_salida", sql`${t.rutaId} is not null or ${t.rutaSalida} = ''`),
    check("matriculas_incidencia", sql`${t.estado} <> 'incidencia' or ${t.incidencia} is not null`),
    check("matriculas_tipo_documento", sql`${t.tipoDocumento} in ('dni', 'nie', 'pasaporte', 'otro')`),
    check("matriculas_revisada", sql`${t.estado} <> 'revisada' or ${t.revisada} is not null`),
  ],
);

export const matriculaModulos = pgTable(
  "matricula_modulos",
  {
    matriculaId: integer("matricula_id").notNull(),
    modulo: text("modulo").notNull(),
    ciclo: text("ciclo").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.matriculaId, t.modulo] }),
    foreignKey({ columns: [t.matriculaId, t.ciclo], foreignColumns: [matriculas.id, matriculas.ciclo] })
      .onDelete("cascade")
      .onUpdate("cascade"),
    foreignKey({ columns: [t.modulo, t.ciclo], foreignColumns: [modulos.codigo, modulos.ciclo] }).onUpdate("cascade"),
  ],
);

/**
 * The form as the student left it, saved as they type (one per student and year). It is what the
 * form held, not a valid record: it is re-checked when sent, and deleted once sent.
 */
export const matriculaBorradores = pgTable(
  "matricula_borradores",
  {
    estudianteId: integer("estudiante_id")
      .notNull()
      .references(() => usuarios.id, { onDelete: "cascade" }),
    cursoAcademico: text("curso_academico").notNull(),
    datos: jsonb("datos").notNull(),
    actualizado: timestamp("actualizado", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.estudianteId, t.cursoAcademico] }), check("matricula_borradores_curso", sql`${t.cursoAcademico} ~ ${CURSO}`)],
);

/** Every send, review and incidencia, with who and the note. Never updated. */
export const matriculaHistorial = pgTable(
  "matricula_historial",
  {
    id: serial("id").primaryKey(),
    matriculaId: integer("matricula_id")
      .notNull()
      .references(() => matriculas.id, { onDelete: "cascade" }),
    accion: accionMatricula("accion").notNull(),
    usuarioId: integer("usuario_id").references(() => usuarios.id, { onDelete: "set null" }),
    fecha: timestamp("fecha", { withTimezone: true }).notNull().defaultNow(),
    nota: text("nota"),
  },
  (t) => [index("matricula_historial_matricula_idx").on(t.matriculaId)],
);

export type AccionMatricula = (typeof ACCIONES_MATRICULA)[number];
export type RutaTransporte = typeof rutasTransporte.$inferSelect;

/**
 * What each send of a matrícula said (issue 48): the secretary sees what changed between two
 * versions. `datos` holds the record as shown to people (labels' values: names, not codes), keyed by
 * field (lib/matricula/versiones.ts), so an old version reads as it was even if a list changes.
 */
export const matriculaVersiones = pgTable(
  "matricula_versiones",
  {
    id: serial("id").primaryKey(),
    matriculaId: integer("matricula_id")
      .notNull()
      .references(() => matriculas.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    enviada: timestamp("enviada", { withTimezone: true }).notNull().defaultNow(),
    datos: jsonb("datos").$type<Record<string, string>>().notNull(),
  },
  (t) => [uniqueIndex("matricula_versiones_unica").on(t.matriculaId, t.version)],
);
