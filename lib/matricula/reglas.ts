import { normalizarCodigoPostal, PATRON_PROVINCIA } from "../refdata/schemas";
import { plegar } from "../texto";

/**
 * The matrícula's business rules (spec §4, §9), pure so that the form, the server action, the REST
 * API and the printed copy apply the same ones.
 */

export const TITULO_MATRICULA = "Matrícula";

/** The states of a sent matrícula (a draft is not one: it lives apart until sent). */
export const ESTADOS_MATRICULA = ["enviada", "revisada", "incidencia"] as const;
export type EstadoMatricula = (typeof ESTADOS_MATRICULA)[number];
export const ACCIONES_MATRICULA = ["enviada", "reenviada", "revisada", "incidencia"] as const;
export const MENSAJE_ENVIADA = "Matrícula enviada correctamente. Lleva una copia impresa al centro educativo";

/** Spec §9: the transport section only for cycles whose code contains 201 or 202. */
export function cicloConTransporte(codigoCiclo: string | null | undefined): boolean {
  return /20[12]/.test(codigoCiclo ?? "");
}

/** The special route whose students give their point of departure. */
export const RUTA_PROVINCIAL = "Provincial";
/** The first option of the route list: not a route, the absence of one. */
export const SIN_TRANSPORTE = "No necesitaré transporte";

export function esRutaProvincial(nombre: string | null | undefined): boolean {
  return plegar((nombre ?? "").trim()) === plegar(RUTA_PROVINCIAL);
}

/** '' and 'No necesitaré transporte' both mean no route. */
export function sinRuta(nombre: string | null | undefined): boolean {
  const v = plegar((nombre ?? "").trim());
  return v === "" || v === plegar(SIN_TRANSPORTE);
}

export const PAIS_ESPANA = "ES";

/** Born in Spain: by ISO code or by name ('España', 'espana'). */
export function esEspana(pais: string | null | undefined): boolean {
  const v = plegar((pais ?? "").trim());
  return v === "es" || v === "espana";
}

export const EDAD_MINIMA = 14;
/** From this age a student's parents are only told what she authorises (spec §9's first consent). */
const MAYORIA_DE_EDAD = 18;

/**
 * Whether a birth date ('yyyy-MM-dd' or 'dd/MM/yyyy', as the form and the API send it) is a
 * minor's on a day; null while the date is not a date yet.
 */
export function esMenorDeEdad(nacimiento: string, dia: string): boolean | null {
  const v = nacimiento.trim();
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v)?.slice(1).reverse().join("-");
  if (!iso || Number.isNaN(Date.parse(iso))) return null;
  return edadEn(iso, dia) < MAYORIA_DE_EDAD;
}
export const EDAD_MAXIMA = 80;

/** Whole years between a birth date and a day, both 'yyyy-MM-dd'. */
export function edadEn(nacimiento: string, dia: string): number {
  const anios = Number(dia.slice(0, 4)) - Number(nacimiento.slice(0, 4));
  return dia.slice(5) >= nacimiento.slice(5) ? anios : anios - 1;
}

/**
 * Why a postal code cannot be one, or null: five digits (spaces allowed: «22 001») whose first two
 * are 01 to 52. Whether it goes with the chosen municipality needs the INE table, so the server
 * checks the pair (lib/refdata/queries `problemaCodigoPostalYMunicipio`); the prefix is NOT compared
 * with the province, because 33 real pairs cross a province border (Condado de Treviño: 01118).
 */
export function problemaCodigoPostal(cp: string): string | null {
  const v = normalizarCodigoPostal(cp);
  if (v === "") return "Falta el código postal";
  if (!/^\d{5}$/.test(v)) return "El código postal debe tener 5 cifras";
  if (!PATRON_PROVINCIA.test(v.slice(0, 2))) return `El código postal ${v} no existe`;
  return null;
}

/** Spec §9 consent texts, as the form and the printed copy state them. */
export const CONSENTIMIENTOS = {
  padres: "Mis padres, madres o tutores legales pueden ser informados de mis calificaciones y de mi asistencia (solo para alumnado mayor de edad).",
  grabar: "El centro puede grabar o fotografiar al alumno/a en las actividades propias del centro y difundirlo en sus canales.",
} as const;
export type Consentimiento = keyof typeof CONSENTIMIENTOS;

export const ETIQUETA_ESTADO: Record<EstadoMatricula, string> = {
  enviada: "Enviada",
  revisada: "Revisada",
  incidencia: "Con incidencia",
};

/** The student may (re)send while the secretary has not closed it as reviewed. */
export function puedeEnviar(estado: EstadoMatricula | null): boolean {
  return estado !== "revisada";
}

/**
 * The secretary's transitions: a sent matrícula becomes reviewed or gets an incidencia; a reviewed
 * one may still get an incidencia (something found later). An incidencia only gets a new note:
 * it cannot be reviewed until the student corrects it and sends it again, which makes it
 * 'enviada' (issue 48: reviewing the uncorrected record approved what was wrong).
 */
export const TRANSICIONES: Record<EstadoMatricula, readonly ("revisada" | "incidencia")[]> = {
  enviada: ["revisada", "incidencia"],
  revisada: ["incidencia"],
  incidencia: ["incidencia"],
};
