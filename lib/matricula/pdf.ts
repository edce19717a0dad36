import { rgb } from "pdf-lib";
import { ANCHO, GRIS, MARCA, MARGEN, apto, nuevoDocumentoPdf, partirLineas, type Estilo, type ImagenesMembrete, type Maquetador } from "../pdf";
import type { HojaMatricula, SeccionHoja } from "./documento";

/** The matrícula's printed copy as an A4 PDF, in the house style of lib/pdf.ts (decision 016). */

const BORDE = rgb(0.6, 0.63, 0.67);
const FONDO = rgb(0.93, 0.96, 0.98);

/** What a section's title takes: its own height and the first line it keeps with it. */
const ALTO_TITULO_SECCION = 40;

/** Height of the block below the last section: the gap, place and date, signatures and delivery note. */
function altoFirmas(m: Maquetador, h: HojaMatricula): number {
  const lineas = (texto: string, e: Estilo & { tamano: number }) => partirLineas(apto(m.fuente(e), texto), m.fuente(e), e.tamano, ANCHO).length * e.tamano * 1.38;
  return 8 + lineas(h.lugarFecha, { tamano: 10 }) + 34 + 28 + lineas(h.entrega, { fuente: "negrita", tamano: 9.5 });
}

function tituloSeccion(m: Maquetador, titulo: string) {
  m.reservar(ALTO_TITULO_SECCION);
  m.bajar(6);
  const arriba = m.cursor;
  m.pagina.drawRectangle({ x: MARGEN, y: arriba - 16, width: ANCHO, height: 16, color: FONDO });
  m.dibujarLinea(titulo.toUpperCase(), MARGEN + 5, arriba - 11.5, { fuente: "negrita", tamano: 9.5, color: MARCA });
  m.bajar(18);
}

/** Label-over-value boxes in a six-column grid, as the printable page lays them out. */
function rejilla(m: Maquetador, s: SeccionHoja) {
  tituloSeccion(m, s.titulo);
  const col = ANCHO / 6;
  let fila: typeof s.datos = [];
  const pintarFila = () => {
    if (!fila.length) return;
    const alturas = fila.map((d) => partirLineas(apto(m.fuente({}), d.valor || " "), m.fuente({}), 9.5, d.ancho * col - 8).length);
    const alto = 8 + Math.max(...alturas) * 12 + 3;
    m.reservar(alto);
    const arriba = m.cursor;
    let x = MARGEN;
    for (const d of fila) {
      const w = d.ancho * col;
      m.pagina.drawRectangle({ x, y: arriba - alto, width: w, height: alto, borderColor: BORDE, borderWidth: 0.6 });
      m.dibujarLinea(d.etiqueta.toUpperCase(), x + 4, arriba - 7.5, { tamano: 6.5, color: GRIS });
      partirLineas(apto(m.fuente({}), d.valor), m.fuente({}), 9.5, w - 8).forEach((l, i) => m.dibujarLinea(l, x + 4, arriba - 17.5 - i * 12, { tamano: 9.5 }));
      x += w;
    }
    m.bajar(alto);
    fila = [];
  };
  let usadas = 0;
  for (const d of s.datos) {
    if (usadas + d.ancho > 6) {
      pintarFila();
      usadas = 0;
    }
    fila.push(d);
    usadas += d.ancho;
  }
  pintarFila();
}

export async function dibujarMatriculaPdf(h: HojaMatricula, imagenes: ImagenesMembrete = {}): Promise<Uint8Array> {
  const { doc, m } = await nuevoDocumentoPdf({ titulo: h.titulo, asunto: h.secciones[0]?.datos.slice(0, 2).map((d) => d.valor).join(" ") ?? "", centro: h.centro, imagenes });
  m.dibujarLinea(h.titulo, MARGEN, m.cursor, { fuente: "negrita", tamano: 13.5, ancho: ANCHO, alinear: "centro", color: MARCA });
  m.bajar(14);
  m.dibujarLinea(h.subtitulo, MARGEN, m.cursor, { tamano: 8.5, ancho: ANCHO, alinear: "centro", color: GRIS });
  m.bajar(6);
  if (h.aviso) m.texto(h.aviso, { fuente: "negrita", tamano: 9 });

  for (const s of h.secciones) rejilla(m, s);

  tituloSeccion(m, h.ciclo.titulo);
  m.texto(h.ciclo.texto, { fuente: "negrita", tamano: 10 });
  m.bajar(4);
  const fila = (codigo: string, nombre: string, curso: string, cabecera: boolean) => {
    const e = { fuente: cabecera ? ("negrita" as const) : ("normal" as const), tamano: 9.5 };
    const lineas = partirLineas(apto(m.fuente(e), nombre), m.fuente(e), 9.5, ANCHO - 120);
    const alto = lineas.length * 12 + 2.5;
    m.reservar(alto);
    const arriba = m.cursor;
    if (cabecera) m.pagina.drawRectangle({ x: MARGEN, y: arriba - alto, width: ANCHO, height: alto, color: FONDO });
    m.dibujarLinea(codigo, MARGEN + 4, arriba - 10, e);
    lineas.forEach((l, i) => m.dibujarLinea(l, MARGEN + 60, arriba - 10 - i * 12, e));
    m.dibujarLinea(curso, MARGEN + ANCHO - 56, arriba - 10, { ...e, ancho: 52, alinear: "derecha" });
    m.pagina.drawLine({ start: { x: MARGEN, y: arriba - alto }, end: { x: MARGEN + ANCHO, y: arriba - alto }, thickness: 0.6, color: BORDE });
    m.bajar(alto);
  };
  fila("Código", "Módulo profesional", "Curso", true);
  for (const x of h.ciclo.modulos) fila(x.codigo, x.nombre, x.curso, false);

  if (h.transporte) {
    tituloSeccion(m, h.transporte.titulo);
    for (const l of h.transporte.lineas) m.texto(l, { tamano: 10 });
  }

  // The last section, the place and date and the signatures go on one page: a signature alone on
  // a second sheet signs nothing the reader can see (issue 48, defect 4).
  const consentimientos = h.proteccion.respuestas.map((r) => partirLineas(apto(m.fuente({}), r.texto), m.fuente({}), 9.5, ANCHO - 90));
  const altoConsentimientos = consentimientos.reduce((t, lineas) => t + lineas.length * 12 + 4, 0);
  m.reservar(ALTO_TITULO_SECCION + altoConsentimientos + altoFirmas(m, h));
  tituloSeccion(m, h.proteccion.titulo);
  // Each consent with its answer on the right, as the printable page sets them.
  for (const [i, r] of h.proteccion.respuestas.entries()) {
    const lineas = consentimientos[i];
    const alto = lineas.length * 12 + 4;
    m.reservar(alto);
    const arriba = m.cursor;
    lineas.forEach((l, i) => m.dibujarLinea(l, MARGEN, arriba - 10 - i * 12, { tamano: 9.5 }));
    m.dibujarLinea(r.respuesta, MARGEN + ANCHO - 80, arriba - 10, { fuente: "negrita", tamano: 9.5, ancho: 80, alinear: "derecha" });
    m.bajar(alto);
  }

  // Place and date, room to sign, the two signature lines and the delivery note stay together.
  m.bajar(8);
  m.reservar(altoFirmas(m, h) - 8);
  m.texto(h.lugarFecha, { tamano: 10 });
  m.bajar(34);
  const anchoFirma = (ANCHO - 24) / 2;
  h.firmas.forEach((f, i) => {
    const x = MARGEN + i * (anchoFirma + 24);
    m.pagina.drawLine({ start: { x, y: m.cursor }, end: { x: x + anchoFirma, y: m.cursor }, thickness: 0.6, color: GRIS });
    partirLineas(apto(m.fuente({}), f), m.fuente({}), 8.5, anchoFirma).forEach((l, j) => m.dibujarLinea(l, x, m.cursor - 11 - j * 10, { tamano: 8.5, color: GRIS }));
  });
  m.bajar(28);
  m.texto(h.entrega, { fuente: "negrita", tamano: 9.5 });

  m.finalizar();
  return doc.save();
}
