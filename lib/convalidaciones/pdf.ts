import { rgb } from "pdf-lib";
import { ANCHO, MARCA, MARGEN, apto, nuevoDocumentoPdf, partirLineas, type Estilo, type ImagenesMembrete } from "../pdf";
import { textoModuloCarta, type CartaRespuesta } from "./carta";

export { apto, partirLineas };

/** The reply letter as an A4 PDF in the house style of lib/pdf.ts (docs/decisions/006). */
export async function dibujarCartaPdf(carta: CartaRespuesta, imagenes: ImagenesMembrete = {}): Promise<Uint8Array> {
  const { doc, m, normal } = await nuevoDocumentoPdf({
    titulo: "Respuesta a solicitud de convalidación",
    asunto: carta.destinatario.map((d) => d.valor).slice(0, 2).join(" "),
    centro: carta.centro,
    imagenes,
  });

  // Title
  m.dibujarLinea(carta.titulo, MARGEN, m.cursor, { fuente: "negrita", tamano: 13.5, ancho: ANCHO, alinear: "centro", color: MARCA });
  m.bajar(26);

  // Addressee
  const anchoEtiqueta = 110;
  for (const d of carta.destinatario) {
    const lineas = partirLineas(apto(normal, d.valor), normal, 10.5, ANCHO - anchoEtiqueta);
    m.reservar(lineas.length * 14.5);
    m.dibujarLinea(`${d.etiqueta}:`, MARGEN, m.cursor - 11, { fuente: "negrita", tamano: 10.5 });
    lineas.forEach((l, i) => m.dibujarLinea(l, MARGEN + anchoEtiqueta, m.cursor - 11 - i * 14.5, { tamano: 10.5 }));
    m.bajar(lineas.length * 14.5);
  }
  m.bajar(14);

  m.texto(carta.exposicion);
  m.bajar(4);
  for (const mod of carta.modulos) m.texto(`•  ${textoModuloCarta(mod)}`, { sangria: 14 });
  m.bajar(10);

  m.texto(carta.tituloDocumentacion, { fuente: "negrita" });
  m.texto(carta.documentacion);
  m.bajar(10);

  m.texto(carta.tituloConcedidos, { fuente: "negrita" });
  m.bajar(4);
  if (carta.concedidos.length === 0) {
    m.texto(carta.sinConcedidos);
  } else {
    const colCodigo = 60;
    const colNota = 80;
    const colNombre = ANCHO - colCodigo - colNota;
    const fila = (codigo: string, nombre: string, nota: string, cabecera: boolean) => {
      const e: Estilo = { fuente: cabecera ? "negrita" : "normal", tamano: 10 };
      const lineas = partirLineas(apto(m.fuente(e), nombre), m.fuente(e), 10, colNombre - 12);
      const alto = lineas.length * 13 + 8;
      m.reservar(alto);
      const arriba = m.cursor;
      if (cabecera) m.pagina.drawRectangle({ x: MARGEN, y: arriba - alto, width: ANCHO, height: alto, color: rgb(0.93, 0.96, 0.98) });
      m.dibujarLinea(codigo, MARGEN + 6, arriba - 14, e);
      lineas.forEach((l, i) => m.dibujarLinea(l, MARGEN + colCodigo, arriba - 14 - i * 13, e));
      m.dibujarLinea(nota, MARGEN + colCodigo + colNombre, arriba - 14, { ...e, ancho: colNota - 6, alinear: "derecha" });
      m.pagina.drawLine({ start: { x: MARGEN, y: arriba - alto }, end: { x: MARGEN + ANCHO, y: arriba - alto }, thickness: 0.6, color: rgb(0.75, 0.78, 0.82) });
      m.bajar(alto);
    };
    fila("Código", "Módulo profesional", "Calificación", true);
    for (const c of carta.concedidos) fila(c.codigo, c.nombre, String(c.calificacion), false);
  }
  m.bajar(12);

  m.texto(carta.tituloNormativa, { fuente: "negrita" });
  carta.normativa.forEach((n, i) => {
    m.bajar(2);
    m.texto(`${i + 1}.  ${n}`, { sangria: 14, tamano: 9.5 });
  });
  m.bajar(10);
  m.texto(carta.recurso);
  m.bajar(14);

  m.texto(carta.saludo);
  m.bajar(22);
  m.reservar(60);
  m.texto(carta.firma[0]);
  m.bajar(6);
  for (const l of carta.firma.slice(1)) m.texto(l, { fuente: "negrita" });

  m.finalizar();
  return doc.save();
}
