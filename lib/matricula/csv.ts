import { escribirCsv, type Celda } from "../csv";
import { formatearFecha, formatearFechaHora } from "../fechas";
import type { DireccionDetalle, MatriculaDetalle } from "./ficha";
import { ETIQUETA_ESTADO } from "./reglas";
import { ETIQUETA_TIPO_DOCUMENTO } from "../documento-identidad";

/**
 * The secretary's export for the regional management system (decision 017): every field of the
 * record, names and official codes side by side (INE, ISO), in one of two shapes: one row per
 * student with the modules in one cell, or one row per chosen module repeating the student's data
 * (what a per-module enrolment import wants). Written with lib/csv.ts (';', BOM, formulas
 * neutralised), so it opens as is in a Spanish spreadsheet.
 */

export type FormatoCsv = "estudiante" | "modulo";

const COMUNES_ANTES = [
  "Curso académico",
  "Estado",
  "Enviada",
  "Revisada",
  "Nombre",
  "Apellidos",
  "Tipo de documento",
  "Documento",
  "Fecha de nacimiento",
  "Correo electrónico",
  "Teléfono",
  "País de nacimiento",
  "Código país de nacimiento",
  "País de nacionalidad",
  "Código nacionalidad",
  "Provincia de nacimiento",
  "Código provincia de nacimiento",
  "Localidad de nacimiento",
  "Código municipio de nacimiento",
  "Dirección",
  "Código postal",
  "Provincia",
  "Código provincia",
  "Localidad",
  "Código municipio",
  "Dirección durante el curso",
  "Código postal durante el curso",
  "Provincia durante el curso",
  "Código provincia durante el curso",
  "Localidad durante el curso",
  "Código municipio durante el curso",
  "Ciclo",
  "Nombre del ciclo",
] as const;
const COMUNES_DESPUES = ["Ruta de transporte", "Punto de salida", "Informar a padres o tutores", "Grabación en actividades", "Incidencia"] as const;

export const CABECERA_CSV: Record<FormatoCsv, readonly string[]> = {
  estudiante: [...COMUNES_ANTES, "Módulos", ...COMUNES_DESPUES],
  modulo: [...COMUNES_ANTES, "Código módulo", "Módulo", "Curso del módulo", ...COMUNES_DESPUES],
};

const direccion = (d: DireccionDetalle | null): Celda[] => (d ? [d.direccion, d.codigoPostal, d.provincia.nombre, d.provincia.id, d.localidad.nombre, d.localidad.id] : ["", "", "", "", "", ""]);
const siNo = (v: boolean) => (v ? "Sí" : "No");

function antes(m: MatriculaDetalle): Celda[] {
  const n = m.nacimiento;
  return [
    m.cursoAcademico,
    ETIQUETA_ESTADO[m.estado],
    formatearFechaHora(m.actualizada),
    m.revisada ? formatearFechaHora(m.revisada) : "",
    m.nombre,
    m.apellidos,
    ETIQUETA_TIPO_DOCUMENTO[m.tipoDocumento],
    m.dni,
    formatearFecha(m.fechaNacimiento),
    m.email,
    m.telefono,
    n.pais.nombre,
    n.pais.codigo,
    n.nacionalidad.nombre,
    n.nacionalidad.codigo,
    n.provincia.nombre,
    n.provincia.id ?? "",
    n.localidad.nombre,
    n.localidad.id ?? "",
    ...direccion(m.domicilio),
    ...direccion(m.curso),
    m.ciclo.codigo,
    m.ciclo.nombre,
  ];
}

const despues = (m: MatriculaDetalle): Celda[] => [m.ruta?.nombre ?? "", m.ruta?.provincia ?? "", m.proteccionDatos.padres === null ? "No se aplica (menor)" : siNo(m.proteccionDatos.padres), siNo(m.proteccionDatos.grabar), m.incidencia ?? ""];

export function matriculasACsv(lista: readonly MatriculaDetalle[], formato: FormatoCsv): string {
  const filas: Celda[][] =
    formato === "estudiante"
      ? lista.map((m) => [...antes(m), m.ciclo.modulos.map((x) => x.codigo).join(" "), ...despues(m)])
      : lista.flatMap((m) => m.ciclo.modulos.map((x) => [...antes(m), x.codigo, x.nombre, x.curso, ...despues(m)]));
  return escribirCsv(CABECERA_CSV[formato], filas);
}
