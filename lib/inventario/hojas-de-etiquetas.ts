import QRCode from "qrcode";

/**
 * A4 label sheets: the grid of each kind of sheet, where each label falls (starting at the first
 * free position of a partly used sheet), and the QR code drawn as one SVG path. Pure: the print
 * page renders it on the server, tests check it without a browser.
 */

export type PlantillaEtiquetas = {
  id: string;
  nombre: string;
  columnas: number;
  filas: number;
  /** Label size and the sheet's margins and gaps, in millimetres. */
  ancho: number;
  alto: number;
  margenSuperior: number;
  margenIzquierdo: number;
  separacionH: number;
  separacionV: number;
};

/** Common A4 sheets sold in Spanish stationers (sizes printed on the box). */
export const PLANTILLAS: readonly PlantillaEtiquetas[] = [
  { id: "3x8", nombre: "24 por hoja (3 × 8), 70 × 37 mm", columnas: 3, filas: 8, ancho: 70, alto: 37, margenSuperior: 0.5, margenIzquierdo: 0, separacionH: 0, separacionV: 0 },
  { id: "3x7", nombre: "21 por hoja (3 × 7), 70 × 42,3 mm", columnas: 3, filas: 7, ancho: 70, alto: 42.3, margenSuperior: 0.45, margenIzquierdo: 0, separacionH: 0, separacionV: 0 },
  { id: "2x7", nombre: "14 por hoja (2 × 7), 99,1 × 38,1 mm", columnas: 2, filas: 7, ancho: 99.1, alto: 38.1, margenSuperior: 15.15, margenIzquierdo: 4.65, separacionH: 2.5, separacionV: 0 },
  { id: "4x10", nombre: "40 por hoja (4 × 10), 52,5 × 29,7 mm", columnas: 4, filas: 10, ancho: 52.5, alto: 29.7, margenSuperior: 0, margenIzquierdo: 0, separacionH: 0, separacionV: 0 },
];

export const PLANTILLA_POR_DEFECTO = PLANTILLAS[0];

export function plantillaPorId(id: string | undefined | null): PlantillaEtiquetas {
  return PLANTILLAS.find((p) => p.id === id) ?? PLANTILLA_POR_DEFECTO;
}

export const porHoja = (p: PlantillaEtiquetas) => p.columnas * p.filas;

/** Top-left corner of a position (0-based, row by row) on the sheet, in mm. */
export function posicionEtiqueta(p: PlantillaEtiquetas, posicion: number): { x: number; y: number } {
  const fila = Math.floor(posicion / p.columnas);
  const columna = posicion % p.columnas;
  return { x: p.margenIzquierdo + columna * (p.ancho + p.separacionH), y: p.margenSuperior + fila * (p.alto + p.separacionV) };
}

/** The first free position as the user gives it (1-based), kept inside the sheet. */
export function inicioValido(p: PlantillaEtiquetas, inicio: unknown): number {
  const n = Math.trunc(Number(inicio));
  return Number.isFinite(n) && n >= 1 && n <= porHoja(p) ? n : 1;
}

export type Hoja<T> = { posicion: number; etiqueta: T }[];

/**
 * Spreads labels over sheets. The first sheet starts at `inicio` (1-based): the positions before it
 * are already used on the sheet that goes in the printer; later sheets start at the top.
 */
export function repartirEnHojas<T>(etiquetas: T[], p: PlantillaEtiquetas, inicio = 1): Hoja<T>[] {
  const capacidad = porHoja(p);
  const hojas: Hoja<T>[] = [];
  let posicion = inicioValido(p, inicio) - 1;
  let hoja: Hoja<T> = [];
  for (const etiqueta of etiquetas) {
    if (posicion >= capacidad) {
      hojas.push(hoja);
      hoja = [];
      posicion = 0;
    }
    hoja.push({ posicion, etiqueta });
    posicion++;
  }
  if (hoja.length) hojas.push(hoja);
  return hojas;
}

// --- QR ------------------------------------------------------------------------------------------

/**
 * The QR code of a text as dark/light modules (error correction M: survives a scratched label).
 * `qrcode` rather than qrcode-generator: choosing the mask (eight trial encodings, each scored) took
 * 1.7 ms per code there and 0.4 ms here, and it was most of the label sheet's time (decision 036).
 */
export function matrizQr(texto: string): boolean[][] {
  // One byte segment, as qrcode-generator wrote it: splitting a short address into the
  // cheapest mix of modes is a shortest-path search per code that saves a module row at best.
  const { modules } = QRCode.create([{ data: new TextEncoder().encode(texto), mode: "byte" }], { errorCorrectionLevel: "M" });
  const n = modules.size;
  return Array.from({ length: n }, (_, f) => Array.from({ length: n }, (_, c) => Boolean(modules.get(f, c))));
}

/**
 * One SVG path for all dark modules, a horizontal run at a time, drawn as a line one module thick
 * through the middle of its row (`M3 4.5h7`, stroked): small and crisp when printed, and half the
 * characters of a filled rectangle per run on a sheet of 64 codes. A row's later runs move from the
 * end of the one before (`m2 0h1`, not `M12 4.5h1`): the path travels twice, in the HTML and in the
 * page's RSC payload, and a sheet's paths were most of both (decision 040).
 */
export function trazoQr(matriz: boolean[][]): string {
  const partes: string[] = [];
  matriz.forEach((fila, y) => {
    let finAnterior: number | null = null;
    for (let x = 0; x < fila.length; ) {
      if (!fila[x]) {
        x++;
        continue;
      }
      let fin = x;
      while (fin < fila.length && fila[fin]) fin++;
      partes.push(finAnterior === null ? `M${x} ${y}.5h${fin - x}` : `m${x - finAnterior} 0h${fin - x}`);
      finAnterior = fin;
      x = fin;
    }
  });
  return partes.join("");
}

/** The address a label's QR code opens: the article's page. */
export function urlArticulo(base: string, codigo: number): string {
  return `${base.replace(/\/+$/, "")}/jefatura/inventario/${codigo}/editar`;
}
