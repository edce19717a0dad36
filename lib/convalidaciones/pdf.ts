import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import type { CartaRespuesta } from "./carta";

/**
 * The reply letter as an A4 PDF, drawn with pdf-lib (pure JavaScript, no browser at run time; see
 * docs/decisions/006). It uses the PDF standard fonts, so the file needs no embedded font and stays
 * small; their WinAnsi encoding covers Spanish, and anything else is transliterated (see `apto`).
 */

const A4: [number, number] = [595.28, 841.89];
const MARGEN = 42.52; // 15 mm, the same as the printable page's @page margin
const ANCHO = A4[0] - 2 * MARGEN;
const TINTA = rgb(0.07, 0.09, 0.12);
const GRIS = rgb(0.33, 0.36, 0.4);
const MARCA = rgb(0.078, 0.29, 0.427);

export type ImagenesCarta = { cabecera?: Uint8Array; pie?: Uint8Array };

// Letters that do not decompose into a base letter and an accent.
const SIN_DESCOMPOSICION: Record<string, string> = { Ł: "L", ł: "l", Đ: "D", đ: "d", Ħ: "H", ħ: "h", ı: "i" };

/** Characters the standard font cannot encode become their unaccented letter, or '?'. */
export function apto(fuente: PDFFont, texto: string): string {
  const admitidos = new Set(fuente.getCharacterSet());
  let out = "";
  for (const c of texto.normalize("NFC").replace(/[\r\t]/g, " ")) {
    if (c === "\n" || admitidos.has(c.codePointAt(0)!)) out += c;
    else {
      const base = SIN_DESCOMPOSICION[c] ?? c.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      out += [...base].every((b) => admitidos.has(b.codePointAt(0)!)) ? base : "?";
    }
  }
  return out;
}

/** Greedy word wrap; a word longer than the line is cut. Explicit newlines are kept. */
export function partirLineas(texto: string, fuente: PDFFont, tamano: number, ancho: number): string[] {
  const lineas: string[] = [];
  for (const parrafo of texto.split("\n")) {
    let actual = "";
    for (const palabra of parrafo.split(/ +/).filter(Boolean)) {
      const prueba = actual ? `${actual} ${palabra}` : palabra;
      if (fuente.widthOfTextAtSize(prueba, tamano) <= ancho) {
        actual = prueba;
        continue;
      }
      if (actual) lineas.push(actual);
      actual = palabra;
      while (fuente.widthOfTextAtSize(actual, tamano) > ancho && actual.length > 1) {
        let corte = actual.length - 1;
        while (corte > 1 && fuente.widthOfTextAtSize(actual.slice(0, corte), tamano) > ancho) corte--;
        lineas.push(actual.slice(0, corte));
        actual = actual.slice(corte);
      }
    }
    lineas.push(actual);
  }
  return lineas;
}

type Estilo = { fuente?: "normal" | "negrita"; tamano?: number; color?: ReturnType<typeof rgb>; sangria?: number; interlineado?: number };

class Maquetador {
  private page!: PDFPage;
  private y = 0;
  private readonly paginas: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly normal: PDFFont,
    private readonly negrita: PDFFont,
    private readonly pie: { imagen: PDFImage; alto: number } | null,
  ) {
    this.nuevaPagina();
  }

  private get limiteInferior() {
    return MARGEN + (this.pie ? this.pie.alto + 12 : 0);
  }

  nuevaPagina() {
    this.page = this.doc.addPage(A4);
    this.paginas.push(this.page);
    this.y = A4[1] - MARGEN;
  }

  get pagina() {
    return this.page;
  }

  get cursor() {
    return this.y;
  }

  bajar(puntos: number) {
    this.y -= puntos;
  }

  /** Starts a new page unless `alto` points still fit above the footer. */
  reservar(alto: number) {
    if (this.y - alto < this.limiteInferior) this.nuevaPagina();
  }

  fuente(e: Estilo) {
    return e.fuente === "negrita" ? this.negrita : this.normal;
  }

  texto(texto: string, e: Estilo = {}) {
    const fuente = this.fuente(e);
    const tamano = e.tamano ?? 10.5;
    const interlineado = e.interlineado ?? tamano * 1.38;
    const sangria = e.sangria ?? 0;
    for (const linea of partirLineas(apto(fuente, texto), fuente, tamano, ANCHO - sangria)) {
      this.reservar(interlineado);
      this.y -= interlineado;
      this.page.drawText(linea, { x: MARGEN + sangria, y: this.y + (interlineado - tamano) / 2, size: tamano, font: fuente, color: e.color ?? TINTA });
    }
  }

  dibujarLinea(texto: string, x: number, y: number, e: Estilo & { ancho?: number; alinear?: "izquierda" | "derecha" | "centro" } = {}) {
    const fuente = this.fuente(e);
    const tamano = e.tamano ?? 10;
    const t = apto(fuente, texto);
    const w = fuente.widthOfTextAtSize(t, tamano);
    const dx = e.alinear === "derecha" ? (e.ancho ?? 0) - w : e.alinear === "centro" ? ((e.ancho ?? 0) - w) / 2 : 0;
    this.page.drawText(t, { x: x + dx, y, size: tamano, font: fuente, color: e.color ?? TINTA });
  }

  finalizar() {
    if (!this.pie) return;
    const total = this.paginas.length;
    this.paginas.forEach((p, i) => {
      p.drawImage(this.pie!.imagen, { x: MARGEN, y: MARGEN, width: ANCHO, height: this.pie!.alto });
      if (total > 1) {
        const t = `Página ${i + 1} de ${total}`;
        p.drawText(t, { x: MARGEN + ANCHO - this.normal.widthOfTextAtSize(t, 8), y: MARGEN + this.pie!.alto + 4, size: 8, font: this.normal, color: GRIS });
      }
    });
  }
}

export async function dibujarCartaPdf(carta: CartaRespuesta, imagenes: ImagenesCarta = {}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle("Respuesta a solicitud de convalidación");
  doc.setSubject(carta.destinatario.map((d) => d.valor).slice(0, 2).join(" "));
  doc.setAuthor(carta.centro.nombre);
  doc.setCreator("Portal del centro");
  doc.setLanguage("es-ES");
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const negrita = await doc.embedFont(StandardFonts.HelveticaBold);

  const pieImg = imagenes.pie ? await doc.embedPng(imagenes.pie) : null;
  const pie = pieImg ? { imagen: pieImg, alto: (ANCHO * pieImg.height) / pieImg.width } : null;
  const m = new Maquetador(doc, normal, negrita, pie);

  // Header: logo on the left, the centre's address block on the right.
  const altoLogo = 48;
  let anchoLogo = 0;
  if (imagenes.cabecera) {
    const logo = await doc.embedPng(imagenes.cabecera);
    anchoLogo = (altoLogo * logo.width) / logo.height;
    m.pagina.drawImage(logo, { x: MARGEN, y: m.cursor - altoLogo, width: anchoLogo, height: altoLogo });
  }
  const anchoBloque = ANCHO - anchoLogo - 16;
  let yBloque = m.cursor - 10;
  m.dibujarLinea(carta.centro.nombre, MARGEN + ANCHO - anchoBloque, yBloque, { fuente: "negrita", tamano: 9.5, ancho: anchoBloque, alinear: "derecha", color: MARCA });
  for (const l of carta.centro.lineas) {
    yBloque -= 11.5;
    m.dibujarLinea(l, MARGEN + ANCHO - anchoBloque, yBloque, { tamano: 8.5, ancho: anchoBloque, alinear: "derecha", color: GRIS });
  }
  m.bajar(Math.max(altoLogo, m.cursor - yBloque + 4) + 28);

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
  for (const mod of carta.modulosSolicitados) m.texto(`•  ${mod}`, { sangria: 14 });
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
