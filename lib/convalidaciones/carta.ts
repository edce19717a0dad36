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
  modulosSolicitados: string[];
  tituloDocumentacion: string;
  documentacion: string;
  tituloConcedidos: string;
  /** Only granted modules that carry a grade, as the spec asks. */
  concedidos: { codigo: string; nombre: string; calificacion: number }[];
  sinConcedidos: string;
  tituloNormativa: string;
  normativa: string[];
  saludo: string;
  firma: string[];
};

export const TITULO_CARTA = "RESPUESTA A SOLICITUD DE CONVALIDACIÓN";

type SolicitudParaCarta = {
  creada: Date;
  nombre: string;
  apellidos: string;
  email: string;
  aporta: string;
  ciclo: { codigo: string; nombre: string };
  modulos: { codigo: string; nombre: string; estado: string; calificacion: number | null }[];
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
    exposicion: `La dirección del ${ajustes.nombre}, vista la solicitud de convalidación que presentó el ${formatearFechaLarga(s.creada)} para los siguientes módulos profesionales del ciclo formativo ${s.ciclo.nombre}, le comunica lo que sigue.`,
    modulosSolicitados: s.modulos.map((m) => `${m.codigo} · ${m.nombre}`),
    tituloDocumentacion: "Documentación revisada",
    documentacion: s.aporta.trim() || "La solicitud no indica documentación.",
    tituloConcedidos: "Módulos convalidados y calificación",
    concedidos,
    sinConcedidos: "Ninguno de los módulos convalidados lleva calificación.",
    tituloNormativa: "Todo ello de acuerdo con la normativa vigente:",
    normativa: [ajustes.normativaEstatal, ajustes.normativaInstrucciones, ajustes.normativaAutonomica].filter((n) => n.trim() !== ""),
    saludo: "Reciba un cordial saludo.",
    firma: [`En ${ajustes.localidad}, en la fecha de la firma electrónica.`, "LA DIRECCIÓN DEL CENTRO"],
  };
}
