import { readFile } from "node:fs/promises";
import path from "node:path";
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";

/**
 * The house style of the centre's PDF documents (the convalidación reply letter, the matrícula),
 * drawn with pdf-lib (pure JavaScript, no browser at run time; see docs/decisions/006): A4 with
 * 15 mm margins, the letterhead (logo and address block), Helvetica, and a footer image on every
 * page. The PDF standard fonts need no embedding, so files stay small; their WinAnsi encoding
 * covers Spanish, and anything else is transliterated (see `apto`).
 */

export const A4: [number, number] = [595.28, 841.89];
export const MARGEN = 42.52; // 15 mm, the same as the printable page's @page margin
export const ANCHO = A4[0] - 2 * MARGEN;
export const TINTA = rgb(0.07, 0.09, 0.12);
export const GRIS = rgb(0.33, 0.36, 0.4);
export const MARCA = rgb(0.078, 0.29, 0.427);

/** The letterhead's logo and footer artwork (PNG), as the printable pages show them. */
export type ImagenesMembrete = { cabecera?: Uint8Array; pie?: Uint8Array };

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

export type Estilo = { fuente?: "normal" | "negrita"; tamano?: number; color?: ReturnType<typeof rgb>; sangria?: number; interlineado?: number };

export class Maquetador {
  private page!: PDFPage;
  private y = 0;
  private readonly paginas: PDFPage[] = [];

  constructor(
    private readonly doc: PDFDocument,
    private readonly normal: PDFFont,
    private readonly negrita: PDFFont,
    private readonly pie: { imagen: PDFImage; alto: number } | null,
    /** Who the document is about, printed beside the page number so a loose sheet is still theirs. */
    private readonly referencia = "",
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
        const y = MARGEN + this.pie!.alto + 4;
        p.drawText(t, { x: MARGEN + ANCHO - this.normal.widthOfTextAtSize(t, 8), y, size: 8, font: this.normal, color: GRIS });
        const [referencia] = partirLineas(apto(this.normal, this.referencia), this.normal, 8, ANCHO - 100);
        if (referencia) p.drawText(referencia, { x: MARGEN, y, size: 8, font: this.normal, color: GRIS });
      }
    });
  }
}

export type DocumentoPdf = { doc: PDFDocument; m: Maquetador; normal: PDFFont; negrita: PDFFont };

/**
 * A new A4 document with its metadata, fonts, footer and the centre's letterhead already drawn;
 * the cursor is left below the letterhead.
 */
export async function nuevoDocumentoPdf(o: {
  titulo: string;
  asunto: string;
  centro: { nombre: string; lineas: string[] };
  imagenes?: ImagenesMembrete;
}): Promise<DocumentoPdf> {
  const imagenes = o.imagenes ?? {};
  const doc = await PDFDocument.create();
  doc.setTitle(o.titulo);
  doc.setSubject(o.asunto);
  doc.setAuthor(o.centro.nombre);
  doc.setCreator("Portal del centro");
  doc.setLanguage("es-ES");
  const normal = await doc.embedFont(StandardFonts.Helvetica);
  const negrita = await doc.embedFont(StandardFonts.HelveticaBold);

  const pieImg = imagenes.pie ? await doc.embedPng(imagenes.pie) : null;
  const pie = pieImg ? { imagen: pieImg, alto: (ANCHO * pieImg.height) / pieImg.width } : null;
  const m = new Maquetador(doc, normal, negrita, pie, o.asunto);

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
  m.dibujarLinea(o.centro.nombre, MARGEN + ANCHO - anchoBloque, yBloque, { fuente: "negrita", tamano: 9.5, ancho: anchoBloque, alinear: "derecha", color: MARCA });
  for (const l of o.centro.lineas) {
    yBloque -= 11.5;
    m.dibujarLinea(l, MARGEN + ANCHO - anchoBloque, yBloque, { tamano: 8.5, ancho: anchoBloque, alinear: "derecha", color: GRIS });
  }
  m.bajar(Math.max(altoLogo, m.cursor - yBloque + 4) + 28);
  return { doc, m, normal, negrita };
}

// The same files the printable pages show; a centre replaces them with its own artwork.
const CARPETA_IMAGENES = path.join(process.cwd(), "public", "convalidaciones");

async function leerImagen(nombre: string): Promise<Uint8Array | undefined> {
  try {
    return await readFile(path.join(CARPETA_IMAGENES, nombre));
  } catch (e) {
    // A missing image leaves a plainer document, never a failed download.
    console.error(`Falta la imagen del membrete ${nombre}:`, (e as Error).message);
    return undefined;
  }
}

/** The letterhead's logo and footer, read from public/convalidaciones/ (see Membrete.tsx). */
export async function leerImagenesMembrete(): Promise<ImagenesMembrete> {
  return { cabecera: await leerImagen("cabecera.png"), pie: await leerImagen("pie.png") };
}
