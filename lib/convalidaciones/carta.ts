import { formatearFechaLarga } from "../fechas";
import type { AjustesCentro } from "./schemas";

/**
 * The reply letter as plain data. The printable page and the PDF both draw this one model, so the
 * letter a student gets on paper and the file the direction signs cannot say different things.
 */
export type CartaRespuesta = {
  centro: { nombre: string; lineas: string[] };
  titulo: string;
  destinatario: { etiqueta: string; valor: string }[];
  exposicion: string;
  /** Every requested module with what was decided and, for a denial, why (issue 48, defect 9). */
  modulos: ModuloCarta[];
  tituloDocumentacion: string;
  documentacion: string;
  tituloConcedidos: string;
  /** Only granted modules that carry a grade, as the spec asks. */
  concedidos: { codigo: string; nombre: string; calificacion: number }[];
  sinConcedidos: string;
  tituloNormativa: string;
  normativa: string[];
  /** How to appeal: the letter is an administrative decision and says so. */
  recurso: string;
  saludo: string;
  firma: string[];
};

export const TITULO_CARTA = "RESPUESTA A SOLICITUD DE CONVALIDACIÓN";

export type ModuloCarta = { modulo: string; resultado: string; motivo: string | null };

/** One requested module as the letter words it, the same on the page and in the PDF. */
export function textoModuloCarta(m: ModuloCarta): string {
  return `${m.modulo}: ${m.resultado}${m.motivo ? `. Motivo: ${m.motivo.replace(/\s*\.?\s*$/, "")}` : ""}.`;
}

function resultado(m: { estado: string; calificacion: number | null }): string {
  if (m.estado === "concedida") return m.calificacion === null ? "concedida" : `concedida, con calificación ${m.calificacion}`;
  return m.estado === "denegada" ? "denegada" : "pendiente";
}

type SolicitudParaCarta = {
  creada: Date;
  nombre: string;
  apellidos: string;
  email: string;
  aporta: string;
  ciclo: { codigo: string; nombre: string };
  modulos: { codigo: string; nombre: string; estado: string; calificacion: number | null; motivo?: string | null }[];
};

/** The centre's address and contact lines, skipping what the settings leave empty. */
export function lineasCentro(a: AjustesCentro): string[] {
  const contacto = [a.telefono && `Tel. ${a.telefono}`, a.fax && `Fax ${a.fax}`].filter(Boolean).join(" · ");
  const poblacion = `${a.codigoPostal} ${a.localidad}${a.provincia && a.provincia !== a.localidad ? ` (${a.provincia})` : ""}`;
  return [a.direccion, poblacion, contacto, a.email].filter((l) => l.trim() !== "");
}

export function buildCartaRespuesta(s: SolicitudParaCarta, ajustes: AjustesCentro): CartaRespuesta {
  const concedidos = s.modulos
    .filter((m) => m.estado === "concedida" && m.calificacion !== null)
    .map((m) => ({ codigo: m.codigo, nombre: m.nombre, calificacion: m.calificacion as number }));
  return {
    centro: { nombre: ajustes.nombre, lineas: lineasCentro(ajustes) },
    titulo: TITULO_CARTA,
    destinatario: [
      { etiqueta: "Nombre", valor: s.nombre },
      { etiqueta: "Apellidos", valor: s.apellidos },
      { etiqueta: "Correo electrónico", valor: s.email },
      { etiqueta: "Ciclo formativo", valor: `${s.ciclo.codigo} · ${s.ciclo.nombre}` },
    ],
    exposicion: `La dirección del ${ajustes.nombre}, vista la solicitud de convalidación que presentó el ${formatearFechaLarga(s.creada)} para los siguientes módulos profesionales del ciclo formativo ${s.ciclo.nombre}, resuelve sobre cada uno de ellos lo que sigue.`,
    modulos: s.modulos.map((m) => ({ modulo: `${m.codigo} · ${m.nombre}`, resultado: resultado(m), motivo: m.estado === "denegada" ? (m.motivo ?? null) : null })),
    tituloDocumentacion: "Documentación revisada",
    documentacion: s.aporta.trim() || "La solicitud no indica documentación.",
    tituloConcedidos: "Módulos convalidados y calificación",
    concedidos,
    sinConcedidos: "Ninguno de los módulos convalidados lleva calificación.",
    tituloNormativa: "Todo ello de acuerdo con la normativa vigente:",
    normativa: [ajustes.normativaEstatal, ajustes.normativaInstrucciones, ajustes.normativaAutonomica].filter((n) => n.trim() !== ""),
    // Aragón's public centres: the director's resolution is appealed before the province's
    // education service (Ley 39/2015, arts. 121 and 122).
    recurso: `Contra esta resolución, que no pone fin a la vía administrativa, podrá interponerse recurso de alzada ante el Servicio Provincial de Educación de ${ajustes.provincia} en el plazo de un mes desde el día siguiente a su notificación, de acuerdo con los artículos 121 y 122 de la Ley 39/2015, de 1 de octubre, del Procedimiento Administrativo Común de las Administraciones Públicas.`,
    saludo: "Reciba un cordial saludo.",
    firma: [`En ${ajustes.localidad}, en la fecha de la firma electrónica.`, "LA DIRECCIÓN DEL CENTRO"],
  };
}
