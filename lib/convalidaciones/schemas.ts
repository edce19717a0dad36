import { z } from "zod";
import { email, entero, id, texto, textoOpcional } from "../campos";
import { codigoCicloSchema, codigoModuloSchema } from "../modulos/schemas";
import { esCodigoPostalValido, esTelefonoValido, normalizarNif, normalizarTelefono, problemaNif } from "./reglas";

// --- Fields ---------------------------------------------------------------------------------------

/** Old clients may send numbers for numeric fields; a postal code loses its leading zero that way. */
const textoONumero = (relleno?: number) =>
  z.preprocess((v) => (typeof v === "number" && Number.isFinite(v) ? (relleno ? String(v).padStart(relleno, "0") : String(v)) : v), z.string({ error: "Falta este dato" }));

/** A required text field whose empty message is the form's own ("Escribe tu nombre"), then the shared rules. */
const obligatorio = (mensaje: string, campo: string, max = 100, multilinea = false) =>
  z
    .string({ error: mensaje })
    .trim()
    .min(1, mensaje)
    .pipe(texto({ campo, max, multilinea }));

export const nifSchema = z
  .string({ error: "Escribe tu NIF o NIE" })
  .max(40, "El NIF son 8 números y una letra; el NIE, X, Y o Z, 7 números y una letra")
  .transform(normalizarNif)
  .superRefine((v, ctx) => {
    const p = problemaNif(v);
    if (p === "vacio") ctx.addIssue({ code: "custom", message: "Escribe tu NIF o NIE" });
    else if (p === "formato") ctx.addIssue({ code: "custom", message: "El NIF son 8 números y una letra; el NIE, X, Y o Z, 7 números y una letra" });
    else if (p === "letra") ctx.addIssue({ code: "custom", message: "La letra del NIF/NIE no corresponde al número" });
  });

export const codigoPostalSchema = textoONumero(5)
  .pipe(
    z
      .string()
      .trim()
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
  nombre: obligatorio("Escribe tu nombre", "el nombre"),
  apellidos: obligatorio("Escribe tus apellidos", "los apellidos"),
  domicilio: obligatorio("Escribe tu domicilio", "el domicilio", 200),
  codigoPostal: codigoPostalSchema,
  localidad: obligatorio("Escribe la localidad", "la localidad"),
  provincia: obligatorio("Escribe la provincia", "la provincia"),
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
export type SolicitudFormInput = z.input<typeof solicitudFormSchema>;
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
  })
  .superRefine((d, ctx) => {
    if (d.estado === "denegada" && d.calificacion !== null) {
      ctx.addIssue({ code: "custom", path: ["calificacion"], message: "Un módulo denegado no lleva calificación" });
    }
  });

export const resolucionSchema = z.object({
  modulos: z
    .array(decisionModuloSchema, { error: "Falta la decisión de cada módulo" })
    .min(1, "Falta la decisión de cada módulo")
    .refine((m) => new Set(m.map((x) => x.codigo)).size === m.length, "Un módulo aparece dos veces"),
  documentosRevisados: textoOpcional({ campo: "la nota de documentos revisados", max: 2000, multilinea: true }).transform((v) => v || null),
});
export type ResolucionInput = z.input<typeof resolucionSchema>;
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
  ciclo: z.preprocess((v) => (v === "" ? undefined : v), codigoCicloSchema.optional()),
  q: textoOpcional({ campo: "la búsqueda", max: 60 }).transform((v) => v || undefined),
  pagina: entero({ campo: "la página", min: 1, max: 10_000 }).optional().transform((p) => p ?? 1),
});
export type FiltrosSolicitudes = { estado: (typeof ESTADOS_FILTRO)[number]; ciclo?: string; q?: string; pagina: number };

/**
 * Field errors by dotted path ('modulos.0.estado'), as the forms and the REST errors use them, or
 * by whatever key `clave` makes of an issue's path.
 */
export function erroresPorCampo(error: z.ZodError, clave: (ruta: PropertyKey[]) => string = (ruta) => ruta.map(String).join(".")): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const i of error.issues) (out[(i.path.length && clave(i.path)) || "_"] ??= []).push(i.message);
  return out;
}

// --- Responses (documentation of the REST contracts) ---------------------------------------------

const fecha = z.iso.datetime();

export const cicloSchema = z.object({ codigo: z.string(), nombre: z.string() });
export const moduloCicloSchema = z.object({ codigo: z.string(), nombre: z.string(), curso: z.number().int() });

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
    }),
  ),
});

// --- Form encodings shared by the browser and the server actions ---------------------------------

/** The request form's text fields; `modulos` is the only repeated one. */
export const CAMPOS_TEXTO_SOLICITUD = ["nif", "nombre", "apellidos", "domicilio", "codigoPostal", "localidad", "provincia", "telefonoFijo", "telefonoMovil", "ciclo", "aporta"] as const;
/** What the request form holds while it is being filled in. */
export type ValoresSolicitud = Record<(typeof CAMPOS_TEXTO_SOLICITUD)[number], string> & { modulos: string[] };

/** The request form's FormData as the schema's input (modules are repeated `modulos` fields). */
export function solicitudDesdeFormulario(fd: FormData): Record<string, unknown> {
  return { ...Object.fromEntries(CAMPOS_TEXTO_SOLICITUD.map((c) => [c, fd.get(c) ?? ""])), modulos: fd.getAll("modulos").map(String) };
}

/**
 * The resolution form: one `modulo` field per requested module, then `estado.<codigo>`,
 * `calificacion.<codigo>` and `documentosRevisados`.
 */
export function resolucionDesdeFormulario(fd: FormData): ResolucionInput {
  return {
    modulos: fd.getAll("modulo").map((c) => {
      const codigo = String(c);
      return { codigo, estado: (fd.get(`estado.${codigo}`) ?? undefined) as "concedida" | "denegada", calificacion: String(fd.get(`calificacion.${codigo}`) ?? "") };
    }),
    documentosRevisados: String(fd.get("documentosRevisados") ?? ""),
  };
}

/** Resolution errors keyed by module ('0065.estado') instead of by position ('modulos.0.estado'). */
export function erroresResolucion(error: z.ZodError, input: ResolucionInput): Record<string, string[]> {
  return erroresPorCampo(error, (ruta) => {
    const [raiz, pos, campo] = ruta;
    return raiz === "modulos" && typeof pos === "number" && campo !== undefined ? `${input.modulos[pos]?.codigo}.${String(campo)}` : ruta.map(String).join(".");
  });
}
