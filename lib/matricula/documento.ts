import { formatearFecha, formatearFechaLarga, hoyEnElCentro } from "../fechas";
import { cicloConTransporte, CONSENTIMIENTOS, esMenorDeEdad, esRutaProvincial, SIN_TRANSPORTE } from "./reglas";
import type { CatalogoCiclos } from "../ciclos/queries";
import type { ValoresMatricula } from "./schemas";
import { ETIQUETA_TIPO_DOCUMENTO, type TipoDocumento } from "../documento-identidad";

/**
 * The printed copy of a matrícula as plain data. The A4 page (components/matricula/HojaMatricula)
 * and the PDF (lib/matricula/pdf.ts) both draw this one model, so the paper the student signs and
 * the file the secretary keeps cannot say different things. The form builds it from what it holds
 * (print before sending), the pages from the stored record.
 */

type Nombre = { nombre: string };
type Direccion = { direccion: string; codigoPostal: string; provincia: Nombre; localidad: Nombre };

/** What the document reads; `MatriculaDetalle` (lib/matricula/ficha) is one. */
export type MatriculaParaHoja = {
  id: number | null;
  cursoAcademico: string;
  enviada: Date | null;
  nombre: string;
  apellidos: string;
  tipoDocumento: TipoDocumento;
  dni: string;
  fechaNacimiento: string;
  email: string;
  telefono: string;
  nacimiento: { pais: Nombre; nacionalidad: Nombre; provincia: Nombre; localidad: Nombre };
  domicilio: Direccion;
  curso: Direccion | null;
  ciclo: { codigo: string; nombre: string; modulos: { codigo: string; nombre: string; curso: number }[] };
  ruta: { nombre: string; provincia: string } | null;
  proteccionDatos: { padres: boolean | null; grabar: boolean | null };
};

export type DatoHoja = { etiqueta: string; valor: string; /** Columns of six. */ ancho: 1 | 2 | 3 | 4 | 6 };
export type SeccionHoja = { titulo: string; datos: DatoHoja[] };

export type HojaMatricula = {
  centro: { nombre: string; lineas: string[]; localidad: string };
  titulo: string;
  subtitulo: string;
  /** Printed before sending: the copy says so. */
  aviso: string | null;
  secciones: SeccionHoja[];
  ciclo: { titulo: string; texto: string; modulos: { codigo: string; nombre: string; curso: string }[] };
  transporte: { titulo: string; lineas: string[] } | null;
  proteccion: { titulo: string; respuestas: { texto: string; respuesta: string }[] };
  lugarFecha: string;
  firmas: string[];
  entrega: string;
};

const direccion = (d: Direccion): DatoHoja[] => [
  { etiqueta: "Dirección", valor: d.direccion, ancho: 6 },
  { etiqueta: "Código postal", valor: d.codigoPostal, ancho: 1 },
  { etiqueta: "Localidad", valor: d.localidad.nombre, ancho: 3 },
  { etiqueta: "Provincia", valor: d.provincia.nombre, ancho: 2 },
];

/**
 * The copy's one order for modules, by course then code: the unsent copy gets them in the
 * catalogue's order (by name) and the stored record in another (by code), and the two copies of one
 * matrícula must list them alike (issue 48, defect 15).
 */
function ordenarModulos<M extends { codigo: string; curso: number }>(modulos: M[]): M[] {
  return [...modulos].sort((a, b) => a.curso - b.curso || (a.codigo < b.codigo ? -1 : a.codigo > b.codigo ? 1 : 0));
}

const respuesta = (v: boolean | null) => (v === null ? "Sin responder" : v ? "Sí" : "No");

export function buildHojaMatricula(m: MatriculaParaHoja, centro: { nombre: string; lineas: string[]; localidad: string }): HojaMatricula {
  const secciones: SeccionHoja[] = [
    {
      titulo: "1. Datos del alumno/a",
      datos: [
        { etiqueta: "Nombre", valor: m.nombre, ancho: 2 },
        { etiqueta: "Apellidos", valor: m.apellidos, ancho: 4 },
        { etiqueta: ETIQUETA_TIPO_DOCUMENTO[m.tipoDocumento], valor: m.dni, ancho: 2 },
        { etiqueta: "Fecha de nacimiento", valor: formatearFecha(m.fechaNacimiento), ancho: 2 },
        { etiqueta: "Teléfono", valor: m.telefono, ancho: 2 },
        { etiqueta: "Correo electrónico", valor: m.email, ancho: 6 },
        { etiqueta: "País de nacimiento", valor: m.nacimiento.pais.nombre, ancho: 3 },
        { etiqueta: "País de nacionalidad", valor: m.nacimiento.nacionalidad.nombre, ancho: 3 },
        { etiqueta: "Provincia de nacimiento", valor: m.nacimiento.provincia.nombre, ancho: 3 },
        { etiqueta: "Localidad de nacimiento", valor: m.nacimiento.localidad.nombre, ancho: 3 },
      ],
    },
    { titulo: "2. Domicilio donde vivo habitualmente", datos: direccion(m.domicilio) },
  ];
  if (m.curso) secciones.push({ titulo: "Domicilio durante el curso", datos: direccion(m.curso) });

  const transporte = cicloConTransporte(m.ciclo.codigo)
    ? {
        titulo: "4. Solicitud de ruta de transporte",
        lineas: !m.ruta ? [SIN_TRANSPORTE] : esRutaProvincial(m.ruta.nombre) ? [`Ruta: ${m.ruta.nombre}`, `Punto de salida: ${m.ruta.provincia}`] : [`Ruta: ${m.ruta.nombre}`],
      }
    : null;

  return {
    centro,
    titulo: `MATRÍCULA · CURSO ${m.cursoAcademico}`,
    subtitulo: m.id !== null && m.enviada ? `Matrícula n.º ${m.id} · enviada el ${formatearFecha(m.enviada)}` : "Formación Profesional del sistema educativo",
    aviso: m.id === null ? "Copia sin enviar: envía la matrícula desde el portal antes de entregarla." : null,
    secciones,
    ciclo: {
      titulo: "3. Ciclo y módulos a matricular",
      texto: m.ciclo.codigo ? `${m.ciclo.codigo} · ${m.ciclo.nombre}` : "",
      modulos: ordenarModulos(m.ciclo.modulos).map((x) => ({ codigo: x.codigo, nombre: x.nombre, curso: `${x.curso}.º` })),
    },
    transporte,
    proteccion: {
      titulo: `${transporte ? 5 : 4}. Protección de datos`,
      respuestas: [
        // Only adults are asked; a minor's copy says so rather than «Sin responder».
        { texto: CONSENTIMIENTOS.padres, respuesta: esMenorDeEdad(m.fechaNacimiento, hoyEnElCentro(m.enviada ?? undefined)) ? "No se aplica: menor de edad" : respuesta(m.proteccionDatos.padres) },
        { texto: CONSENTIMIENTOS.grabar, respuesta: respuesta(m.proteccionDatos.grabar) },
      ],
    },
    lugarFecha: `En ${centro.localidad}, a ${formatearFechaLarga(m.enviada ?? hoyEnElCentro())}.`,
    firmas: ["Firma del alumno/a", "Firma del padre, madre o tutor/a legal (si es menor de edad)"],
    entrega: "Entrega esta copia firmada en la secretaría del centro educativo.",
  };
}

/** Names for the codes the form holds (the lists the form already has; `modulos`, the cycles' loaded so far). */
export type Catalogos = CatalogoCiclos & {
  provincias: { id: string; nombre: string }[];
  paises: { codigo: string; nombre: string }[];
  /** Municipalities loaded so far, by province. */
  municipios: Record<string, { id: string; nombre: string }[]>;
};

/** The form's values as a document, before they are sent: names looked up, blanks left blank. */
export function matriculaDesdeValores(v: ValoresMatricula, c: Catalogos, extra: { email: string; cursoAcademico: string }): MatriculaParaHoja {
  const provincia = (id: string) => ({ nombre: c.provincias.find((p) => p.id === id)?.nombre ?? "" });
  const municipio = (provinciaId: string, id: string) => ({ nombre: c.municipios[provinciaId]?.find((m) => m.id === id)?.nombre ?? "" });
  const pais = (codigo: string) => ({ nombre: c.paises.find((p) => p.codigo === codigo)?.nombre ?? codigo });
  const dir = (d: ValoresMatricula["domicilio"]): Direccion => ({ direccion: d.direccion, codigoPostal: d.codigoPostal, provincia: provincia(d.provincia.id), localidad: municipio(d.provincia.id, d.localidad.id) });
  const ciclo = c.ciclos.find((x) => x.codigo === v.ciclo.codigo);
  const espana = v.nacimiento.pais === "ES";
  const si = (r: string) => (r === "si" ? true : r === "no" ? false : null);
  return {
    id: null,
    cursoAcademico: extra.cursoAcademico,
    enviada: null,
    nombre: v.nombre,
    apellidos: v.apellidos,
    tipoDocumento: v.tipoDocumento,
    dni: v.dni.toUpperCase(),
    fechaNacimiento: v.fechaNacimiento,
    email: extra.email,
    telefono: v.telefono,
    nacimiento: {
      pais: pais(v.nacimiento.pais),
      nacionalidad: pais(v.nacimiento.nacionalidad),
      provincia: espana ? provincia(v.nacimiento.provincia.id) : { nombre: v.nacimiento.provincia.nombre },
      localidad: espana ? municipio(v.nacimiento.provincia.id, v.nacimiento.localidad.id) : { nombre: v.nacimiento.localidad.nombre },
    },
    domicilio: dir(v.domicilio),
    curso: v.cursoDiferente ? dir(v.curso) : null,
    ciclo: { codigo: v.ciclo.codigo, nombre: ciclo?.nombre ?? "", modulos: (c.modulos[v.ciclo.codigo] ?? []).filter((m) => v.ciclo.modulos.includes(m.codigo)) },
    ruta: v.ruta.nombre ? { nombre: v.ruta.nombre, provincia: v.ruta.provincia } : null,
    proteccionDatos: { padres: si(v.proteccionDatos.padres), grabar: si(v.proteccionDatos.grabar) },
  };
}
