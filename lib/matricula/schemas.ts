import { z } from "zod";
import { casilla, entero, fecha, id, nombreDePersona, pagina, telefono, texto, textoOpcional, tieneCaracteresDeControl, vacioEsAusente } from "../campos";
import { hoyEnElCentro } from "../fechas";
import { normalizarDocumento, problemaDocumento, TIPOS_DOCUMENTO, tipoDocumentoPorDefecto, type TipoDocumento } from "../documento-identidad";
import { codigoCicloSchema, codigoModuloSchema } from "../modulos/schemas";
import { esMunicipioDe, normalizarCodigoPostal, PATRON_PROVINCIA } from "../refdata/schemas";
import { cicloConTransporte, ESTADOS_MATRICULA, EDAD_MAXIMA, EDAD_MINIMA, edadEn, esEspana, esMenorDeEdad, esRutaProvincial, problemaCodigoPostal, sinRuta } from "./reglas";

/**
 * One schema for the student's form (react-hook-form's resolver), the server action and
 * `POST /api/estudiantes/matricula`: the spec's enrolment record (§3) with the checks the spec
 * leaves out. What needs the database (the cycle and its modules exist, the municipality exists,
 * the route is offered) is checked by `enviarMatricula`; everything else is here, so the browser
 * shows it next to the field before anything is sent.
 *
 * Conditional parts follow spec §4: the domicile during the course only counts when
 * `cursoDiferente` is ticked (or, for API clients, when `curso` is sent); the route only for cycles
 * with transport; the birth province and locality are INE codes for España and free text elsewhere.
 */

// --- Pieces --------------------------------------------------------------------------------------

const add = (ctx: z.RefinementCtx, path: PropertyKey[], message: string) => ctx.addIssue({ code: "custom", path, message });
const cadena = (v: unknown) => (typeof v === "string" ? v.trim() : typeof v === "number" ? String(v) : "");

/**
 * A province or locality: `{id, nombre}` as the spec sends it, or a bare string (an INE code if it
 * is all digits, a name otherwise). Which half is required depends on where it is used.
 */
const referencia = z
  .union([z.string(), z.number(), z.object({ id: z.union([z.string(), z.number()]).nullish(), nombre: z.string().nullish() }), z.null(), z.undefined()], {
    error: "Dato no válido",
  })
  .transform((v) => {
    if (v === null || v === undefined) return { id: "", nombre: "" };
    if (typeof v !== "object") {
      const s = cadena(v);
      return /^\d+$/.test(s) ? { id: s, nombre: "" } : { id: "", nombre: s };
    }
    return { id: cadena(v.id), nombre: cadena(v.nombre) };
  });

const textoLibre = (campo: string, max: number) => textoOpcional({ campo, max });

/** Free text checked inside a refinement, with its message at `path`. */
function comprobarTexto(ctx: z.RefinementCtx, path: PropertyKey[], valor: string, campo: string, max: number, obligatorio: string | null) {
  const r = textoLibre(campo, max).safeParse(valor);
  if (!r.success) add(ctx, path, r.error.issues[0].message);
  else if (obligatorio && r.data === "") add(ctx, path, obligatorio);
}

/** The province (INE code) and, inside it, the municipality of an address or a birthplace. */
function comprobarProvinciaYLocalidad(ctx: z.RefinementCtx, provincia: { id: string }, localidad: { id: string }, mensajes: { provincia: string; localidad: string }) {
  const provinciaValida = PATRON_PROVINCIA.test(provincia.id);
  if (!provinciaValida) add(ctx, ["provincia", "id"], mensajes.provincia);
  if (localidad.id === "") add(ctx, ["localidad", "id"], mensajes.localidad);
  else if (provinciaValida && !esMunicipioDe(localidad.id, provincia.id)) add(ctx, ["localidad", "id"], "Elige una localidad de la provincia elegida");
  return provinciaValida;
}

const direccionSchema = z
  .object(
    {
      direccion: texto({ campo: "la dirección", max: 150 }),
      codigoPostal: z.union([z.string(), z.number()], { error: "Falta el código postal" }).transform((v) => (typeof v === "number" ? String(v).padStart(5, "0") : normalizarCodigoPostal(v))),
      provincia: referencia,
      localidad: referencia,
    },
    { error: "Faltan los datos del domicilio" },
  )
  .superRefine((d, ctx) => {
    const provincia = { id: cadena(d.provincia?.id) };
    comprobarProvinciaYLocalidad(ctx, provincia, { id: cadena(d.localidad?.id) }, { provincia: "Elige la provincia", localidad: "Elige la localidad" });
    const problema = problemaCodigoPostal(cadena(d.codigoPostal));
    if (problema) add(ctx, ["codigoPostal"], problema);
  })
  .transform((d) => ({ direccion: d.direccion, codigoPostal: d.codigoPostal, provinciaId: d.provincia.id, municipioId: d.localidad.id }));

export type DireccionMatricula = z.output<typeof direccionSchema>;

const paisSchema = (falta: string) =>
  z
    .union([z.string(), z.object({ codigo: z.string() }), z.null(), z.undefined()], { error: falta })
    .transform((v) => (v && typeof v === "object" ? v.codigo : (v ?? "")).trim())
    .pipe(
      z
        .string()
        .min(1, falta)
        .max(60, "El país es demasiado largo: como máximo 60 caracteres")
        .refine((v) => !tieneCaracteresDeControl(v), "El país tiene caracteres no válidos"),
    );

const nacimientoSchema = z
  .object(
    {
      pais: paisSchema("Elige el país de nacimiento").describe("Código ISO 3166-1 ('ES') o nombre en español ('España')"),
      nacionalidad: paisSchema("Elige la nacionalidad").describe("Código ISO 3166-1 o nombre en español"),
      provincia: referencia.describe("En España, {id: código INE}; en otro país, {nombre: texto}"),
      localidad: referencia.describe("En España, {id: código INE del municipio}; en otro país, {nombre: texto}"),
    },
    { error: "Faltan los datos de nacimiento" },
  )
  .superRefine((n, ctx) => {
    const provincia = { id: cadena(n.provincia?.id), nombre: cadena(n.provincia?.nombre) };
    const localidad = { id: cadena(n.localidad?.id), nombre: cadena(n.localidad?.nombre) };
    if (esEspana(cadena(n.pais))) {
      comprobarProvinciaYLocalidad(ctx, provincia, localidad, { provincia: "Elige la provincia de nacimiento", localidad: "Elige la localidad de nacimiento" });
    } else {
      // Many countries have no provinces (Andorra, Monaco…): abroad the region is optional.
      comprobarTexto(ctx, ["provincia", "nombre"], provincia.nombre, "la provincia", 100, null);
      comprobarTexto(ctx, ["localidad", "nombre"], localidad.nombre, "la localidad", 100, "Escribe la localidad de nacimiento");
    }
  })
  .transform((n) => {
    const espana = esEspana(n.pais);
    return {
      pais: n.pais,
      nacionalidad: n.nacionalidad,
      provinciaId: espana ? n.provincia.id : null,
      municipioId: espana ? n.localidad.id : null,
      provinciaTexto: espana ? "" : n.provincia.nombre,
      localidadTexto: espana ? "" : n.localidad.nombre,
    };
  });

/**
 * What `prepararEntrada` puts in place of the parents' consent of a minor: the question is only
 * for adults (its own text says so). An object no JSON body can carry, so no client fakes it.
 */
const NO_APLICA = Object.freeze({ noAplica: true });

/** A yes/no consent: JSON booleans, or the form's 'si'/'no'. Not answering is not 'no'. */
const leerRespuesta = (v: unknown): boolean | undefined => (v === true || v === "si" || v === "true" ? true : v === false || v === "no" || v === "false" ? false : undefined);

const respuesta = (falta: string) =>
  z.union([z.boolean(), z.string(), z.null(), z.undefined()]).transform((v, ctx) => {
    const r = leerRespuesta(v);
    if (r === undefined) {
      add(ctx, [], falta);
      return z.NEVER;
    }
    return r;
  });

/** The parents' consent: yes or no from an adult; null, never asked, for a minor. */
const respuestaPadres = z.unknown().transform((v, ctx): boolean | null => {
  if (v === NO_APLICA) return null;
  const r = leerRespuesta(v);
  if (r === undefined) {
    add(ctx, [], "Responde si autorizas que se informe a tus padres o tutores");
    return z.NEVER;
  }
  return r;
});

const moduloElegido = z.union([codigoModuloSchema, z.object({ codigo: codigoModuloSchema }).transform((m) => m.codigo)]);

// --- The record ----------------------------------------------------------------------------------

/**
 * The document number with its type, checked by the type's rule. `prepararEntrada` hands it both
 * (`{tipo, numero}`), so the number's message stays on the `dni` field and shows however wrong the
 * rest of the form is. A type that is not one of the four is reported on `tipoDocumento`.
 */
const documentoSchema = z
  .object({ tipo: z.unknown(), numero: z.unknown() })
  .transform((d, ctx) => {
    const tipo: TipoDocumento = TIPOS_DOCUMENTO.includes(d.tipo as TipoDocumento) ? (d.tipo as TipoDocumento) : tipoDocumentoPorDefecto(cadena(d.numero));
    const numero = typeof d.numero === "string" ? d.numero.slice(0, 200) : "";
    const problema = problemaDocumento(tipo, numero);
    if (problema) {
      add(ctx, [], problema);
      return z.NEVER;
    }
    return { tipo, numero: normalizarDocumento(tipo, numero) };
  });

/** Spec §4 as data: what the form's conditional sections mean for the record. */
function prepararEntrada(v: unknown): unknown {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const o = { ...(v as Record<string, unknown>) };
  o.dni = { tipo: o.tipoDocumento, numero: o.dni };
  const pd = o.proteccionDatos;
  if (pd && typeof pd === "object" && !Array.isArray(pd) && esMenorDeEdad(cadena(o.fechaNacimiento), hoyEnElCentro())) o.proteccionDatos = { ...pd, padres: NO_APLICA };
  const diferente = "cursoDiferente" in o ? [true, "on", "true", "1"].includes(o.cursoDiferente as never) : o.curso !== undefined && o.curso !== null;
  o.curso = diferente ? (o.curso ?? {}) : null;
  const ruta = o.ruta as { nombre?: unknown } | null | undefined;
  if (!ruta || typeof ruta !== "object" || sinRuta(typeof ruta.nombre === "string" ? ruta.nombre : "")) o.ruta = null;
  return o;
}

export const matriculaSchema = z.preprocess(
  prepararEntrada,
  z
    .object({
      nombre: nombreDePersona({ campo: "el nombre", max: 80 }),
      apellidos: nombreDePersona({ campo: "los apellidos", max: 120 }),
      tipoDocumento: z
        .preprocess(vacioEsAusente, z.enum(TIPOS_DOCUMENTO, "Elige el tipo de documento").optional())
        .describe("dni (DNI o NIF, también K/L/M), nie, pasaporte u otro; sin él, nie si el número empieza por X, Y o Z y dni si no"),
      dni: documentoSchema.describe("Número del documento del tipo elegido"),
      fechaNacimiento: fecha({ campo: "la fecha de nacimiento" }).superRefine((f, ctx) => {
        const edad = edadEn(f, hoyEnElCentro());
        if (edad < EDAD_MINIMA || edad > EDAD_MAXIMA) add(ctx, [], `La edad debe estar entre ${EDAD_MINIMA} y ${EDAD_MAXIMA} años: revisa la fecha de nacimiento`);
      }),
      email: textoOpcional({ campo: "el correo electrónico", max: 254 }).describe("Opcional: el correo es siempre el de la cuenta que envía la matrícula; si se envía otro, 422"),
      telefono: telefono("el teléfono", { internacional: true }),
      nacimiento: nacimientoSchema,
      domicilio: direccionSchema,
      cursoDiferente: casilla.optional().describe("El formulario la envía; sin ella, el domicilio durante el curso cuenta si se envía «curso»"),
      curso: direccionSchema.nullable().describe("Domicilio durante el curso, solo si es diferente del habitual"),
      ciclo: z.object(
        {
          codigo: z.string({ error: "Elige un ciclo" }).trim().min(1, "Elige un ciclo").pipe(codigoCicloSchema),
          nombre: textoOpcional({ campo: "el nombre del ciclo", max: 200 }).describe("Se ignora: cuenta el código"),
          modulos: z
            .array(moduloElegido, { error: "Elige al menos un módulo" })
            .min(1, "Elige al menos un módulo")
            .max(30, "Demasiados módulos")
            .transform((m) => [...new Set(m)]),
        },
        { error: "Elige un ciclo" },
      ),
      ruta: z
        .object({ nombre: texto({ campo: "la ruta", max: 80 }), provincia: textoLibre("el punto de salida", 120) })
        .nullable()
        .describe("Ruta de transporte pedida; null o «No necesitaré transporte» si ninguna. «provincia» es el punto de salida de la ruta Provincial"),
      proteccionDatos: z.object(
        {
          padres: respuestaPadres.describe("true/false o 'si'/'no'; solo para mayores de edad: a un menor no se le pide y se guarda null"),
          grabar: respuesta("Responde si autorizas que el centro te grabe en sus actividades"),
        },
        { error: "Responde a las dos preguntas de protección de datos" },
      ),
    })
    .superRefine((m, ctx) => {
      const ruta = m.ruta as { nombre?: unknown; provincia?: unknown } | null;
      if (!ruta) return;
      const ciclo = cadena((m.ciclo as { codigo?: unknown } | undefined)?.codigo);
      if (ciclo && !cicloConTransporte(ciclo)) add(ctx, ["ruta", "nombre"], "El ciclo elegido no tiene transporte escolar: elige «No necesitaré transporte»");
      else if (esRutaProvincial(cadena(ruta.nombre)) && cadena(ruta.provincia) === "") add(ctx, ["ruta", "provincia"], "Indica el punto de salida de la ruta provincial");
    })
    .transform(({ ciclo, ruta, ...m }) => {
      delete m.cursoDiferente;
      return {
        ...(m as Omit<typeof m, "cursoDiferente">),
        tipoDocumento: m.dni.tipo,
        dni: m.dni.numero,
        ciclo: { codigo: ciclo.codigo, modulos: ciclo.modulos },
        ruta: ruta ? { nombre: ruta.nombre, provincia: esRutaProvincial(ruta.nombre) ? ruta.provincia : "" } : null,
      };
    }),
);

export type DatosMatricula = z.output<typeof matriculaSchema>;

// --- What the form holds (and the draft keeps) ---------------------------------------------------

/**
 * Text of a draft: without control characters (jsonb refuses NUL); anything else is "". Bounded at
 * four times the field's limit, not at it: a draft keeps a text the person typed too long, so that
 * sending refuses it with its message instead of the draft dropping it (issue 48: never cut).
 */
const c = (max: number) =>
  z
    .string()
    .max(max * 4)
    .refine((s) => !tieneCaracteresDeControl(s))
    .catch("");
const refB = z.object({ id: c(5), nombre: c(100) }).catch({ id: "", nombre: "" });
const DIRECCION_VACIA = { direccion: "", codigoPostal: "", provincia: { id: "", nombre: "" }, localidad: { id: "", nombre: "" } };
const direccionB = z.object({ direccion: c(150), codigoPostal: c(10), provincia: refB, localidad: refB }).catch(DIRECCION_VACIA);
const siNo = z.enum(["", "si", "no"]).catch("");

/**
 * The form's values, exactly as react-hook-form holds them: what a draft stores and the form
 * starts from. Lenient by design (a draft is half-filled); `matriculaSchema` judges it on send.
 */
const borradorBase = z.object({
    nombre: c(80),
    apellidos: c(120),
    tipoDocumento: z.enum(TIPOS_DOCUMENTO).catch("dni"),
    dni: c(30),
    fechaNacimiento: c(10),
    telefono: c(20),
    nacimiento: z
      .object({ pais: c(60), nacionalidad: c(60), provincia: refB, localidad: refB })
      .catch({ pais: "", nacionalidad: "", provincia: { id: "", nombre: "" }, localidad: { id: "", nombre: "" } }),
    domicilio: direccionB,
    cursoDiferente: z.boolean().catch(false),
    curso: direccionB,
    ciclo: z.object({ codigo: c(20), modulos: z.array(c(20)).max(40).catch([]) }).catch({ codigo: "", modulos: [] }),
    ruta: z.object({ nombre: c(80), provincia: c(120) }).catch({ nombre: "", provincia: "" }),
    proteccionDatos: z.object({ padres: siNo, grabar: siNo }).catch({ padres: "", grabar: "" }),
});
export const borradorSchema = borradorBase.catch(() => borradorBase.parse({}));

export type ValoresMatricula = z.output<typeof borradorSchema>;

export function valoresVacios(): ValoresMatricula {
  return borradorSchema.parse({});
}

// --- The secretary -------------------------------------------------------------------------------

export const idMatriculaSchema = z.object({ id: id("Matrícula no encontrada") });

export const ESTADOS_FILTRO = ["todas", ...ESTADOS_MATRICULA] as const;

export const filtrosMatriculasSchema = z.object({
  curso: z.preprocess(vacioEsAusente, z.string().regex(/^\d{4}\/\d{4}$/, "El curso debe ser como 2026/2027").optional()).describe("Curso académico; por defecto, el actual"),
  estado: z.preprocess(vacioEsAusente, z.enum(ESTADOS_FILTRO, "El estado debe ser todas, enviada, revisada o incidencia").default("todas")),
  ciclo: z.preprocess(vacioEsAusente, codigoCicloSchema.optional()),
  transporte: z.preprocess(
    vacioEsAusente,
    z
      .string()
      .regex(/^(todos|con|sin|\d{1,9})$/, "El transporte debe ser todos, con, sin o el número de una ruta")
      .default("todos")
      .describe("todos, con (alguna ruta), sin (ninguna) o el id de una ruta"),
  ),
  q: textoOpcional({ campo: "la búsqueda", max: 60 }).transform((v) => v || undefined),
  pagina,
});
export type FiltrosMatriculas = { curso?: string; estado: (typeof ESTADOS_FILTRO)[number]; ciclo?: string; transporte: string; q?: string; pagina: number };

export const FORMATOS_CSV = ["estudiante", "modulo"] as const;
export const exportarMatriculasSchema = filtrosMatriculasSchema.omit({ pagina: true }).extend({
  formato: z.preprocess(vacioEsAusente, z.enum(FORMATOS_CSV, "El formato debe ser estudiante o modulo").default("estudiante")),
});

const camposRevision = {
  estado: z.enum(["revisada", "incidencia"], "Elige revisada o incidencia"),
  nota: textoOpcional({ campo: "la nota", max: 1000, multilinea: true }),
  version: entero({ campo: "la versión", min: 1, max: 1_000_000 }).describe("La versión de la matrícula que se ha revisado (409 si el estudiante la ha reenviado después)"),
};
function notaDeIncidencia(r: { estado: string; nota?: string }, ctx: z.RefinementCtx) {
  if (r.estado === "incidencia" && (r.nota ?? "").length < 5) add(ctx, ["nota"], "Explica al estudiante qué debe corregir (al menos 5 caracteres)");
}
export const revisionSchema = z.object(camposRevision).superRefine(notaDeIncidencia);
/** The review form: the same fields plus the matrícula's id. */
export const revisionFormSchema = z.object({ ...camposRevision, id: id("Matrícula no encontrada") }).superRefine(notaDeIncidencia);
export type Revision = z.output<typeof revisionSchema>;

export const rutaSchema = z.object({
  nombre: texto({ campo: "el nombre de la ruta", max: 60 }),
  activa: casilla,
});
/** The routes page's form: no id creates a route, an id edits it. */
export const rutaFormSchema = rutaSchema.extend({ id: z.union([z.literal(""), id("Ruta no encontrada")]).optional() });
export const idRutaSchema = z.object({ id: id("Ruta no encontrada") });
