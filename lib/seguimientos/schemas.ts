import { z } from "zod";
import { casilla, fecha, id, texto, textoOpcional } from "../campos";
import { codigoCicloSchema, codigoModuloSchema } from "../modulos/schemas";

/**
 * zod schemas of the follow-up. Each form parses with the same schema on the client
 * (useFormularioAccion) and in its server action (lib/accion.ts), and the REST bodies with the
 * same field rules, so the three never disagree.
 */

export const HORAS_MAXIMAS = 500;

/**
 * Hours as a teacher writes them: '12', '12.5' or '12,5' (a Spanish keyboard), or a JSON number;
 * more than 0, at most HORAS_MAXIMAS (no module has more in a year), two decimals at most.
 */
export function horas(campo = "las horas estimadas") {
  const Campo = campo.charAt(0).toUpperCase() + campo.slice(1);
  return z.union([z.string(), z.number()], { error: `Faltan ${campo}` }).transform((v, ctx) => {
    const s = typeof v === "number" ? String(v) : v.trim().replace(",", ".");
    if (s === "") {
      ctx.addIssue({ code: "custom", message: `Faltan ${campo}` });
      return z.NEVER;
    }
    if (!/^-?\d{1,6}(\.\d+)?$/.test(s)) {
      ctx.addIssue({ code: "custom", message: `${Campo} deben ser un número` });
      return z.NEVER;
    }
    const n = Number(s);
    if (n <= 0 || n > HORAS_MAXIMAS) {
      ctx.addIssue({ code: "custom", message: `${Campo} deben ser más de 0 y como mucho ${HORAS_MAXIMAS}` });
      return z.NEVER;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(s)) {
      ctx.addIssue({ code: "custom", message: `${Campo} admiten como mucho dos decimales` });
      return z.NEVER;
    }
    return Math.round(n * 100) / 100;
  });
}

const FIN_ANTES = "La fecha de fin no puede ser anterior a la de inicio";

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `desde` ≤ `hasta`, reported on `hasta`; checked as soon as both dates are valid, even when
 * another field is wrong, so that a form shows every problem at once.
 */
export function fechasOrdenadas<K extends string>(desde: K, hasta: K) {
  return {
    message: FIN_ANTES,
    path: [hasta],
    when: ({ value }: { value: unknown }) => {
      const v = value as Record<string, unknown> | undefined;
      return typeof v?.[desde] === "string" && ISO.test(v[desde] as string) && typeof v?.[hasta] === "string" && ISO.test(v[hasta] as string);
    },
  };
}

/** Start and end of the plan: the end may not come before the start. */
function conFechasOrdenadas<T extends z.ZodType<{ fechaInicio: string; fechaFin: string }>>(schema: T) {
  return schema.refine((a) => a.fechaFin >= a.fechaInicio, fechasOrdenadas("fechaInicio", "fechaFin"));
}

const camposAccion = {
  nombre: texto({ campo: "el nombre", max: 200 }),
  horasEstimadas: horas(),
  fechaInicio: fecha({ campo: "la fecha de inicio" }),
  fechaFin: fecha({ campo: "la fecha de fin" }),
};

const textosAccion = {
  comentarios: textoOpcional({ campo: "los comentarios", max: 2000, multilinea: true }),
  desviaciones: textoOpcional({ campo: "las desviaciones", max: 2000, multilinea: true }),
  medidasCorrectoras: textoOpcional({ campo: "las medidas correctoras", max: 2000, multilinea: true }),
};

export const moduloRefSchema = z.object({ codigo: codigoModuloSchema, ciclo: codigoCicloSchema }, { error: "Falta el módulo (codigo y ciclo)" });

/** New action (spec §5: nombre, horasEstimadas, fechaInicio and fechaFin required). */
export const accionNuevaSchema = conFechasOrdenadas(z.object({ modulo: moduloRefSchema, ...camposAccion }, { error: "Envía un objeto JSON con los datos de la acción" }));
export type AccionNueva = z.output<typeof accionNuevaSchema>;

/**
 * The `actualizado` of the action as the editor read it (AccionVista). Optional for API clients
 * written before it existed; given, a save over a newer version is refused (409).
 */
const versionAccion = z.iso.datetime({ error: "actualizado debe ser la fecha y hora ISO 8601 que dio la lectura de la acción" }).optional();

/**
 * Edited action (spec §5: the numeric and date fields required). The form sends every field; an
 * API client may leave out the name, the texts or `completado`, which then stay as they are.
 * `defase` and the hours dedicated are the server's: whatever a client sends for them is ignored.
 */
export const accionEdicionSchema = conFechasOrdenadas(
  z.object(
    {
      id: id("Acción formativa no encontrada"),
      nombre: camposAccion.nombre.optional(),
      horasEstimadas: camposAccion.horasEstimadas,
      fechaInicio: camposAccion.fechaInicio,
      fechaFin: camposAccion.fechaFin,
      completado: z.boolean({ error: "completado debe ser true o false" }).optional(),
      comentarios: textosAccion.comentarios.optional(),
      desviaciones: textosAccion.desviaciones.optional(),
      medidasCorrectoras: textosAccion.medidasCorrectoras.optional(),
      actualizado: versionAccion,
    },
    { error: "Envía un objeto JSON con los datos de la acción" },
  ),
);
export type AccionEdicion = z.output<typeof accionEdicionSchema>;

/** The edit form: every field present, texts included. */
export const accionFormularioEdicionSchema = conFechasOrdenadas(z.object({ id: id("Acción formativa no encontrada"), ...camposAccion, ...textosAccion, actualizado: versionAccion }));

export const completadoSchema = z.object({ id: id("Acción formativa no encontrada"), completado: casilla });
export const idAccionSchema = z.object({ id: id("Acción formativa no encontrada") });
export const idSesionSchema = z.object({ id: id("Sesión no encontrada") });

/** New session (spec §5: fecha and franja required); the REST body of POST /api/seguimientos. */
export const sesionNuevaSchema = z.object(
  {
    modulo: codigoModuloSchema,
    ciclo: codigoCicloSchema,
    fecha: fecha({ campo: "la fecha" }),
    franja: id("Elige una franja horaria"),
  },
  { error: "Envía un objeto JSON con modulo, ciclo, fecha y franja" },
);
export type SesionNueva = z.output<typeof sesionNuevaSchema>;

/**
 * The action of a session (PUT /api/seguimientos): `accion` as the spec's session has it ({id,
 * nombre}, an empty id meaning unassigned), or just the id, or null.
 */
const accionDeSesion = z
  .union([z.null(), z.literal(""), z.number(), z.string(), z.object({ id: z.union([z.null(), z.literal(""), z.number(), z.string()]) }).loose()], {
    error: "accion debe ser el id de una acción, {id} o null",
  })
  .transform((v) => (v !== null && typeof v === "object" ? v.id : v))
  .pipe(z.union([z.null().transform(() => null), z.literal("").transform(() => null), id("Acción formativa no encontrada")]));

export const asignacionSchema = z.object({ id: id("Sesión no encontrada"), accion: accionDeSesion }, { error: "Envía un objeto JSON con id y accion" });
export type Asignacion = z.output<typeof asignacionSchema>;

/** 'Generar sesiones del curso': between two dates (the school year's by default). */
export const generacionSchema = z
  .object(
    {
      modulo: codigoModuloSchema,
      ciclo: codigoCicloSchema,
      desde: fecha({ campo: "la fecha de inicio" }),
      hasta: fecha({ campo: "la fecha de fin" }),
    },
    { error: "Envía un objeto JSON con desde y hasta" },
  )
  .refine((g) => g.hasta >= g.desde, fechasOrdenadas("desde", "hasta"));
export type Generacion = z.output<typeof generacionSchema>;

export const rangoGeneracionSchema = z
  .object({ desde: fecha({ campo: "la fecha de inicio" }), hasta: fecha({ campo: "la fecha de fin" }) }, { error: "Envía un objeto JSON con desde y hasta" })
  .refine((g) => g.hasta >= g.desde, fechasOrdenadas("desde", "hasta"));

export const mesSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "El mes debe tener la forma aaaa-mm")
  .optional();

// --- Responses -------------------------------------------------------------------------------

export const sesionSchema = z.object({
  id: z.number().int(),
  fecha: z.string().describe("aaaa-mm-dd"),
  franja: z.number().int().describe("id de la franja horaria"),
  inicio: z.string().describe("HH:mm"),
  fin: z.string().describe("HH:mm"),
  accion: z.object({ id: z.number().int().nullable().describe("null si la sesión no está asignada"), nombre: z.string() }),
});

export const accionSchema = z.object({
  id: z.number().int(),
  nombre: z.string(),
  horasEstimadas: z.number(),
  horasDedicadas: z.number().describe("Suma de las duraciones de las sesiones asignadas"),
  fechaInicio: z.string(),
  fechaFin: z.string(),
  fechaInicioReal: z.string().nullable().describe("Primera sesión asignada"),
  fechaFinReal: z.string().nullable().describe("Última sesión asignada, cuando la acción está completada"),
  completado: z.boolean(),
  defase: z.number().describe("Horas por encima de las estimadas (0 si no las supera); lo calcula el servidor"),
  comentarios: z.string(),
  desviaciones: z.string(),
  medidasCorrectoras: z.string(),
  modulo: z.object({ codigo: z.string(), ciclo: z.string() }),
  actualizado: z.string().describe("Última vez que se guardó (ISO 8601); envíalo al modificarla y no pisarás cambios hechos desde que la leíste"),
});

export const indicadoresSchema = z.object({
  sesiones: z.object({
    impartidas: z.number().int().describe("Sesiones hasta hoy asignadas a una acción"),
    actuales: z.number().int().describe("Sesiones con fecha hasta hoy"),
    totales: z.number().int().describe("Sesiones del curso"),
    indicador: z.number().int().describe("impartidas / actuales, en %"),
  }),
  acciones: z.object({
    impartida: z.number().int().describe("Acciones completadas"),
    noImpartida: z.number().int(),
    totales: z.number().int(),
    indicador: z.number().int().describe("impartida / totales, en %"),
  }),
});

export const franjaModuloSchema = z.object({
  dia: z.number().int().describe("1 = lunes … 5 = viernes"),
  franja: z.number().int(),
  inicio: z.string(),
  fin: z.string(),
});

export const resultadoGeneracionSchema = z.object({
  creadas: z.number().int(),
  existentes: z.number().int().describe("Sesiones que ya estaban y no se han duplicado"),
  diasNoLectivos: z.number().int().describe("Días con clase en el horario que eran no lectivos"),
  desde: z.string(),
  hasta: z.string(),
});
