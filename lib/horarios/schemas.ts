import { z } from "zod";
import { casilla, email, entero, hora, id, texto, textoOpcional } from "../campos";
import { TIPOS_EQUIVALENCIA } from "../db/schema/horarios";

/** A time slot in the editor at /admin/horarios/franjas; without id it is a new one. */
export const franjaSchema = z
  .object({
    id: z.preprocess((v) => (v === "" || v === null ? undefined : v), id("Franja no encontrada").optional()),
    inicio: hora("la hora de inicio"),
    fin: hora("la hora de fin"),
    recreo: casilla,
  })
  .refine((f) => f.fin > f.inicio, { path: ["fin"], message: "La hora de fin debe ser posterior a la de inicio" });

export type FranjaEntrada = z.output<typeof franjaSchema>;

export const idFranjaSchema = z.object({ id: id("Franja no encontrada") });

export const cursoSchema = z
  .string({ error: "Elige el curso académico" })
  .trim()
  .regex(/^\d{4}\/\d{4}$/, "Elige el curso académico");

/** The preview's choices, as the form sends them: JSON `{tipo: {clave: valor}}`. */
export const equivalenciasSchema = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v ?? {};
    try {
      return JSON.parse(v || "{}");
    } catch {
      return null;
    }
  },
  z.partialRecord(z.enum(TIPOS_EQUIVALENCIA), z.record(texto({ campo: "el nombre del archivo", max: 400 }), textoOpcional({ campo: "la equivalencia", max: 60 })), { error: "Las equivalencias no son válidas" }),
);

const archivoSchema = z
  .instanceof(File, { message: "Elige un archivo CSV" })
  .refine((f) => f.size > 0, "El archivo está vacío");

/** The import form: the file travels again on apply (nothing is kept between preview and apply). */
export const importacionSchema = z.object({
  archivo: archivoSchema,
  curso: cursoSchema,
  equivalencias: equivalenciasSchema,
});

export const aplicacionSchema = importacionSchema.extend({ huella: texto({ campo: "la vista previa", max: 64 }) });

/** The free-room finder: a weekday and a slot. */
export const busquedaLibresSchema = z.object({
  dia: entero({ campo: "el día", min: 1, max: 5 }),
  franja: id("Elige una franja"),
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
