import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

function abrir(datos: Uint8Array | Buffer) {
  return getDocument({
    data: new Uint8Array(datos),
    // Only needed to render the 14 standard fonts; text extraction works without, but warns.
    standardFontDataUrl: `${path.join(process.cwd(), "node_modules", "pdfjs-dist", "standard_fonts")}/`,
    verbosity: 0,
  }).promise;
}

/**
 * The text of a PDF (Chromium's page.pdf() or one the portal serves), page by page, with runs of
 * whitespace collapsed: enough to assert what a printed document says.
 */
export async function textoPdf(datos: Uint8Array | Buffer): Promise<{ paginas: number; texto: string; porPagina: string[] }> {
  const pdf = await abrir(datos);
  const porPagina: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const contenido = await (await pdf.getPage(n)).getTextContent();
    const trozos = contenido.items.map((i) => ("str" in i ? i.str : ""));
    porPagina.push(trozos.join(" ").replace(/\s+/g, " ").trim());
  }
  await pdf.destroy();
  return { paginas: pdf.numPages, texto: porPagina.join("\n"), porPagina };
}

/**
 * How high above the bottom edge of its page (in mm) the lowest line of text of each page sits:
 * whether a printed page kept its text clear of the footer artwork.
 */
export async function textoMasBajoPorPagina(datos: Uint8Array | Buffer): Promise<number[]> {
  const pdf = await abrir(datos);
  const alturas: number[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const contenido = await (await pdf.getPage(n)).getTextContent();
    // transform[5]: the baseline's height in points above the bottom of the page.
    const ys = contenido.items.flatMap((i) => ("str" in i && i.str.trim() !== "" ? [i.transform[5] as number] : []));
    alturas.push((Math.min(...ys) * 25.4) / 72);
  }
  await pdf.destroy();
  return alturas;
}
