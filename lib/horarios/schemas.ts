import { z } from "zod";
import { casilla, email, entero, hora, id, texto, textoOpcional } from "../campos";
import { TIPOS_EQUIVALENCIA } from "../db/schema/horarios";
import { cuerpoImportacion, formularioImportacion, informeBaseSchema } from "../importar/schemas";

export const cursoSchema = z
  .string({ error: "Elige el curso académico" })
  .trim()
  .regex(/^\d{4}\/\d{4}$/, "Elige el curso académico");

/** A time slot of a school year in the editor at /admin/horarios/franjas; without id it is a new one. */
export const franjaSchema = z
  .object({
    id: z.preprocess((v) => (v === "" || v === null ? undefined : v), id("Franja no encontrada").optional()),
    curso: cursoSchema,
    inicio: hora("la hora de inicio"),
    fin: hora("la hora de fin"),
    recreo: casilla,
  })
  .refine((f) => f.fin > f.inicio, { path: ["fin"], message: "La hora de fin debe ser posterior a la de inicio" });

export type FranjaEntrada = z.output<typeof franjaSchema>;

export const idFranjaSchema = z.object({ id: id("Franja no encontrada") });

/** The preview's choices: `{tipo: {clave: valor}}`, the file's names and what each stands for. */
export const equivalenciasSchema = z
  .partialRecord(z.enum(TIPOS_EQUIVALENCIA), z.record(texto({ campo: "el nombre del archivo", max: 400 }), textoOpcional({ campo: "la equivalencia", max: 60 })), { error: "Las equivalencias no son válidas" })
  .optional()
  .default({});

/** The import form (lib/importar/schemas.ts): the file travels again on apply (nothing is kept between preview and apply). */
const crearAsignacionesSchema = z.boolean({ error: "crearAsignaciones debe ser true o false" }).optional().default(false);

export const importacionSchema = formularioImportacion(z.object({ equivalencias: equivalenciasSchema, crearAsignaciones: crearAsignacionesSchema }, { error: "Las elecciones no son válidas" }), { curso: cursoSchema });

/** POST /api/admin/horarios/importar. */
export const importacionApiSchema = cuerpoImportacion({
  curso: cursoSchema.describe("Curso académico, aaaa/aaaa: uno del centro, el actual o el siguiente"),
  crearAsignaciones: crearAsignacionesSchema.describe("Al aplicar, crea también las asignaciones de docencia nuevas que implica el horario (las «nueva» de la vista previa), en la misma transacción"),
  equivalencias: equivalenciasSchema.describe("Qué es cada nombre del archivo en el portal, por tipo (dia, hora, grupo, modulo, docente, aula): {tipo: {clave: valor}}, con las claves de la vista previa; '-' es «No importar» (en aulas, «sin aula»)"),
});

/** The free-room finder: a weekday and a slot. */
export const busquedaLibresSchema = z.object({
  dia: entero({ campo: "el día", min: 1, max: 5 }),
  franja: id("Elige una franja"),
});

/** The finder's room kind and seats; anything unknown falls back to «rooms to teach in», any size. */
export const filtroLibresSchema = z.object({
  tipo: z.enum(["clase", "todos", "aula", "informatica", "laboratorio", "taller", "otro"]).catch("clase"),
  capacidad: z.coerce.number().int().min(1).max(1000).optional().catch(undefined),
});

// --- API -------------------------------------------------------------------------------------------

export const aulaIdParams = z.object({ id: id("El id del aula no es válido") });
/** A path segment as sent ('ana%40c.es') or already decoded. */
const decodificado = (v: unknown) => {
  if (typeof v !== "string" || !v.includes("%")) return v;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

export const docenteParams = z.object({ email: z.preprocess(decodificado, email("el correo del docente")) });
export const grupoParams = z.object({ grupo: z.preprocess(decodificado, texto({ campo: "el grupo", max: 20 })) });

/** 43 characters of base64url (32 random bytes), with or without '.ics'. */
export const tokenCalendarioParams = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}(\.ics)?$/, "Enlace de calendario no válido")
    .transform((t) => t.replace(/\.ics$/, "")),
});

export const franjaApiSchema = z.object({
  id: z.number().int(),
  orden: z.number().int(),
  inicio: z.string().describe("HH:mm"),
  fin: z.string().describe("HH:mm"),
  recreo: z.boolean(),
});

export const entradaHorarioSchema = z.object({
  dia: z.enum(["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"]),
  modulo: z.object({ codigo: z.string(), nombre: z.string(), ciclo: z.string() }),
  docente: z.object({ nombre: z.string(), email: z.string() }),
  grupo: z.string(),
  aula: z.string().nullable(),
  desdoble: z.boolean(),
});

export const horarioApiSchema = z.record(z.string().describe("Etiqueta de la franja, 'HH:mm-HH:mm'"), z.array(entradaHorarioSchema)).describe("Entradas agrupadas por franja, en el orden del día");

const cuenta = z.object({ nombre: z.string(), periodos: z.number().int() });

/** The timetable import's report: the one report of every import and the timetable's preview. */
export const informeHorarioSchema = informeBaseSchema.extend({
  horario: z.object({
    formato: z.enum(["fet", "fet-xml", "portal"]).describe("fet: la exportación CSV de FET; fet-xml: el *_data_and_timetable.fet de FET; portal: la plantilla del portal"),
    curso: z.string(),
    periodos: z.number().int().describe("Periodos que quedarían en el horario del curso"),
    desdobles: z.number().int(),
    equivalencias: z
      .array(
        z.object({
          tipo: z.enum(TIPOS_EQUIVALENCIA),
          clave: z.string().describe("La clave con la que se elige en equivalencias"),
          nombre: z.string().describe("El nombre tal como lo escribe el archivo"),
          ciclo: z.string(),
          curso: z.number().int().nullable().describe("Para módulos: el curso (1 o 2) del grupo; la equivalencia es por nombre, ciclo y curso"),
          filas: z.number().int(),
          valor: z.string().nullable(),
          origen: z.enum(["elegida", "guardada", "exacta", "pendiente"]),
          sugerencia: z.string().nullable(),
          problema: z.string().nullable(),
        }),
      )
      .describe("Nombres del archivo por elegir o elegidos, con sugerencias"),
    franjas: z
      .array(z.object({ id: z.number().int(), orden: z.number().int(), inicio: z.string(), fin: z.string(), recreo: z.boolean() }))
      .describe("Las franjas del curso con las que se comparan las horas del archivo (cada curso tiene las suyas)"),
    franjasNuevas: z.array(z.object({ inicio: z.string(), fin: z.string() })),
    franjasCreadas: z.number().int(),
    porGrupo: z.array(cuenta),
    porDocente: z.array(cuenta),
    porAula: z.array(cuenta),
    cambios: z.object({
      altas: z.number().int(),
      bajas: z.number().int(),
      modificados: z.number().int(),
      iguales: z.number().int(),
      detalle: z.array(z.object({ tipo: z.enum(["alta", "baja", "cambio"]), texto: z.string() })).describe("Todos los cambios, en orden de día y franja"),
    }),
    asignaciones: z
      .array(
        z.object({
          docenteId: z.number().int(),
          docente: z.string(),
          modulo: z.string(),
          ciclo: z.string(),
          nombreModulo: z.string(),
          grupo: z.string(),
          estado: z.enum(["nueva", "coincide", "conflicto", "sinHorario"]).describe("nueva: nadie la tiene asignada; coincide: ya asignada; conflicto: asignada a otro docente; sinHorario: asignada y sin ningún periodo en el horario"),
          otros: z.array(z.string()).describe("En conflicto: quién tiene asignado ese módulo en ese grupo"),
        }),
      )
      .describe("Asignaciones de docencia (docente × módulo × grupo) que implica el horario, comparadas con las de hoy"),
    asignacionesCreadas: z.number().int().describe("Asignaciones nuevas creadas al aplicar (con crearAsignaciones: true)"),
    aplicable: z.boolean(),
    bloqueo: z.string().nullable(),
  }),
});
