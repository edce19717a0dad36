import { z } from "zod";
import { codigoCursoSchema } from "../curso-academico/calendario-schemas";
import { cicloSchema, moduloCicloSchema } from "../ciclos/schemas";
import { codigoCicloSchema, codigoModuloSchema } from "../modulos/schemas";
import { email, id, nifNie, nombreDePersona, normalizarTelefono, pagina, texto, textoOpcional, vacioEsAusente } from "../campos";
import { esCodigoPostalValido, esTelefonoValido } from "./reglas";
import { normalizarCodigoPostal } from "../refdata/schemas";

// --- Fields ---------------------------------------------------------------------------------------

/** Old clients may send numbers for numeric fields; a postal code loses its leading zero that way. */
const textoONumero = (relleno?: number) =>
  z.preprocess((v) => (typeof v === "number" && Number.isFinite(v) ? (relleno ? String(v).padStart(relleno, "0") : String(v)) : v), z.string({ error: "Falta este dato" }));

/** A required text field whose empty message is the form's own ("Escribe tu nombre"), then the shared rules. */
const conMensaje = <T extends z.ZodType<unknown, string>>(mensaje: string, reglas: T) => z.string({ error: mensaje }).trim().min(1, mensaje).pipe(reglas);
const obligatorio = (mensaje: string, campo: string, max = 100, multilinea = false) => conMensaje(mensaje, texto({ campo, max, multilinea }));

export const nifSchema = nifNie();

export const codigoPostalSchema = textoONumero(5)
  // «22 001» as people type it.
  .transform(normalizarCodigoPostal)
  .pipe(
    z
      .string()
      .min(1, { message: "Escribe el código postal", abort: true })
      .regex(/^\d{5}$/, { message: "El código postal debe tener 5 cifras", abort: true }),
  )
  .refine(esCodigoPostalValido, "Ese código postal no existe: debe empezar por 01 a 52");

const telefonoSchema = (tipo: "fijo" | "movil") =>
  textoONumero()
    .pipe(z.string().trim().min(1, { message: tipo === "fijo" ? "Escribe un teléfono fijo" : "Escribe un teléfono móvil", abort: true }))
    .refine((v) => esTelefonoValido(v, tipo), tipo === "fijo" ? "El teléfono fijo debe tener 9 cifras y empezar por 8 o 9" : "El teléfono móvil debe tener 9 cifras y empezar por 6 o 7")
    .transform(normalizarTelefono);

export const aportaSchema = obligatorio("Indica los estudios que aportas", "el texto de los estudios que aportas", 2000, true);

const datosPersonales = {
  nif: nifSchema,
  nombre: conMensaje("Escribe tu nombre", nombreDePersona({ campo: "el nombre", max: 100 })),
  apellidos: conMensaje("Escribe tus apellidos", nombreDePersona({ campo: "los apellidos", max: 100 })),
  domicilio: obligatorio("Escribe tu domicilio", "el domicilio", 200),
  codigoPostal: codigoPostalSchema,
  localidad: obligatorio("Elige la localidad", "la localidad").describe("Municipio con su nombre del INE (GET /api/provincias/{id}/municipios); el código postal debe ser suyo"),
  provincia: obligatorio("Elige la provincia", "la provincia").describe("Provincia con su nombre del INE (GET /api/provincias); «Álava» o «Las Palmas» también valen"),
};

// --- Request (form and REST) ---------------------------------------------------------------------

/** The student's request form. The email is not a field: it is always the account's. */
export const solicitudFormSchema = z.object({
  ...datosPersonales,
  telefonoFijo: telefonoSchema("fijo"),
  telefonoMovil: telefonoSchema("movil"),
  ciclo: z.string({ error: "Elige un ciclo" }).trim().min(1, "Elige un ciclo").pipe(codigoCicloSchema),
  modulos: z
    .array(codigoModuloSchema, { error: "Elige al menos un módulo" })
    .min(1, "Elige al menos un módulo")
    .max(30, "Demasiados módulos")
    .transform((m) => [...new Set(m)]),
  aporta: aportaSchema,
});
export type NuevaSolicitud = z.output<typeof solicitudFormSchema>;
export type DatosPersonales = Omit<NuevaSolicitud, "ciclo" | "modulos" | "aporta">;

const moduloSolicitado = z.union([codigoModuloSchema, z.object({ codigo: codigoModuloSchema, nombre: textoOpcional({ campo: "el nombre del módulo", max: 200 }), curso: z.number().optional() })]);

/**
 * The spec's create payload: estudiante{…, tlfFijo, tlfMovil, email}, ciclo{codigo, nombre},
 * solicitud[modules]. Old clients did not send the studies text; `aporta` is accepted when given.
 * Module names and courses in `solicitud` are ignored: the server reads its own catalogue.
 */
export const solicitudApiSchema = z
  .object({
    estudiante: z.object(
      {
        ...datosPersonales,
        tlfFijo: telefonoSchema("fijo"),
        tlfMovil: telefonoSchema("movil"),
        // Ignored (the account's email is used), but still text like any other field.
        email: textoOpcional({ campo: "el correo", max: 254 }),
      },
      { error: "Faltan los datos del estudiante" },
    ),
    ciclo: z.object({ codigo: codigoCicloSchema, nombre: textoOpcional({ campo: "el nombre del ciclo", max: 200 }) }, { error: "Falta el ciclo" }),
    solicitud: z.array(moduloSolicitado, { error: "Falta la lista de módulos (solicitud)" }).min(1, "Elige al menos un módulo").max(30, "Demasiados módulos"),
    aporta: textoOpcional({ campo: "el texto de los estudios que aportas", max: 2000, multilinea: true }),
  })
  .transform(
    ({ estudiante: e, ciclo, solicitud, aporta }): NuevaSolicitud => ({
      nif: e.nif,
      nombre: e.nombre,
      apellidos: e.apellidos,
      domicilio: e.domicilio,
      codigoPostal: e.codigoPostal,
      localidad: e.localidad,
      provincia: e.provincia,
      telefonoFijo: e.tlfFijo,
      telefonoMovil: e.tlfMovil,
      ciclo: ciclo.codigo,
      modulos: [...new Set(solicitud.map((m) => (typeof m === "string" ? m : m.codigo)))],
      aporta,
    }),
  );

// --- Resolution ----------------------------------------------------------------------------------

const calificacionSchema = z.preprocess(
  // Decimal digits only ("7", "7,5" to be refused as not whole): Number() would also read "0x7" and "7e0".
  (v) => (v === "" || v === undefined ? null : typeof v === "string" ? (/^\s*\d+(?:[.,]\d+)?\s*$/.test(v) ? Number(v.trim().replace(",", ".")) : NaN) : v),
  z
    .number({ error: "La calificación debe ser un número entero del 1 al 10" })
    .int("La calificación debe ser un número entero del 1 al 10")
    .min(1, "La calificación debe ser un número entero del 1 al 10")
    .max(10, "La calificación debe ser un número entero del 1 al 10")
    .nullable(),
);

export const decisionModuloSchema = z
  .object({
    codigo: codigoModuloSchema,
    estado: z.enum(["concedida", "denegada"], { error: "Elige concedida o denegada" }),
    calificacion: calificacionSchema.optional().transform((v) => v ?? null),
    // Why it was denied, for the reply letter (issue 48, defect 9). Optional here, for the API's
    // existing clients; the admin's form asks for it (resolucionFormSchema).
    motivo: textoOpcional({ campo: "el motivo", max: 500, multilinea: true }).transform((v) => v || null),
  })
  .superRefine((d, ctx) => {
    if (d.estado === "denegada" && d.calificacion !== null) {
      ctx.addIssue({ code: "custom", path: ["calificacion"], message: "Un módulo denegado no lleva calificación" });
    }
    if (d.estado === "concedida" && d.motivo !== null) {
      ctx.addIssue({ code: "custom", path: ["motivo"], message: "Solo un módulo denegado lleva motivo" });
    }
  });

export const resolucionSchema = z.object({
  modulos: z
    .array(decisionModuloSchema, { error: "Falta la decisión de cada módulo" })
    .min(1, "Falta la decisión de cada módulo")
    .refine((m) => new Set(m.map((x) => x.codigo)).size === m.length, "Un módulo aparece dos veces"),
  documentosRevisados: textoOpcional({ campo: "la nota de documentos revisados", max: 2000, multilinea: true }).transform((v) => v || null),
});
export type Resolucion = z.output<typeof resolucionSchema>;

export const reaperturaSchema = z.object({
  motivo: z
    .string({ error: "Explica por qué se reabre la solicitud" })
    .trim()
    .min(5, "Explica por qué se reabre la solicitud (al menos 5 caracteres)")
    .pipe(texto({ campo: "el motivo", max: 500, multilinea: true })),
});

// --- Centre settings -----------------------------------------------------------------------------

export const ajustesCentroSchema = z.object({
  nombre: obligatorio("Escribe el nombre del centro", "el nombre del centro", 150),
  direccion: obligatorio("Escribe la dirección del centro", "la dirección", 200),
  codigoPostal: codigoPostalSchema,
  localidad: obligatorio("Escribe la localidad", "la localidad"),
  provincia: obligatorio("Escribe la provincia", "la provincia"),
  telefono: obligatorio("Escribe el teléfono del centro", "el teléfono", 30),
  fax: textoOpcional({ campo: "el fax", max: 30 }),
  email: z.string({ error: "Escribe el correo del centro" }).trim().min(1, "Escribe el correo del centro").pipe(email("el correo")),
  normativaEstatal: obligatorio("Escribe la cita del real decreto", "la cita del real decreto", 1000, true),
  normativaInstrucciones: obligatorio("Escribe la cita de las instrucciones de Aragón", "la cita de las instrucciones", 1000, true),
  normativaAutonomica: obligatorio("Escribe la cita del decreto de Aragón", "la cita del decreto", 1000, true),
});
export type AjustesCentro = z.output<typeof ajustesCentroSchema>;

// --- Lists and parameters ------------------------------------------------------------------------

export const idSolicitudSchema = z.object({ id: id("Solicitud no encontrada") });

export const ESTADOS_FILTRO = ["todas", "sin_resolver", "resueltas"] as const;

export const filtrosSolicitudesSchema = z.object({
  estado: z.enum(ESTADOS_FILTRO, "El estado debe ser todas, sin_resolver o resueltas").default("todas"),
  ciclo: z.preprocess(vacioEsAusente, codigoCicloSchema.optional()),
  q: textoOpcional({ campo: "la búsqueda", max: 60 }).transform((v) => v || undefined),
  curso: z
    .preprocess(vacioEsAusente, codigoCursoSchema.optional())
    .describe("Curso académico (2025/2026): las solicitudes presentadas entre el 1 de julio y el 30 de junio de ese curso; sin él, todas"),
  pagina,
});
export type FiltrosSolicitudes = { estado: (typeof ESTADOS_FILTRO)[number]; ciclo?: string; q?: string; curso?: string; pagina: number };

// --- Responses (documentation of the REST contracts) ---------------------------------------------

const fecha = z.iso.datetime();


export const solicitudResumenSchema = z.object({
  id: z.number().int(),
  ciclo: cicloSchema,
  creada: fecha,
  resuelta: fecha.nullable(),
  nif: z.string(),
  nombre: z.string(),
  apellidos: z.string(),
  modulos: z.array(moduloCicloSchema),
});

export const solicitudRespuestaSchema = solicitudResumenSchema.omit({ modulos: true }).extend({
  domicilio: z.string(),
  direccion: z.string().describe("El mismo valor que domicilio, para clientes antiguos"),
  codigoPostal: z.string(),
  localidad: z.string(),
  provincia: z.string(),
  telefonoFijo: z.string(),
  telefonoMovil: z.string(),
  email: z.string(),
  aporta: z.string(),
  documentosRevisados: z.string().nullable().describe("Nota de la dirección; solo para administración"),
  convalidacionModulos: z.array(
    moduloCicloSchema.extend({
      estado: z.enum(["pendiente", "concedida", "denegada"]),
      calificacion: z.number().int().nullable(),
      motivo: z.string().nullable().describe("Por qué se denegó el módulo; null si no se denegó o no consta"),
    }),
  ),
});

// --- What the pages' forms send (lib/convalidaciones/actions.ts) ---------------------------------

/** What the request form holds while it is being filled in. */
export type ValoresSolicitud = Record<"nif" | "nombre" | "apellidos" | "domicilio" | "codigoPostal" | "localidad" | "provincia" | "telefonoFijo" | "telefonoMovil" | "ciclo" | "aporta", string> & {
  modulos: string[];
};

/** The resolution form: the request, and one decision per module (in the request's order). */
export const resolucionFormSchema = resolucionSchema.extend(idSolicitudSchema.shape).superRefine((r, ctx) => {
  // The letter tells the student why a module was denied: the admin's form does not resolve without it.
  r.modulos.forEach((m, i) => {
    if (m.estado === "denegada" && m.motivo === null) ctx.addIssue({ code: "custom", path: ["modulos", i, "motivo"], message: "Escribe por qué se deniega" });
  });
});
export const reaperturaFormSchema = reaperturaSchema.extend(idSolicitudSchema.shape);
