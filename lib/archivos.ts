/**
 * Limits of uploaded files, shared by the server (lib/csv.ts) and the browser (CampoArchivo), so a
 * file too big is refused with the same words before it is sent and when it arrives.
 */

/** '1 MB', '900 kB': a size as people read it. */
export function formatearTamano(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`.replace(".", ",") : `${Math.round(bytes / 1024)} kB`;
}

export function mensajeArchivoGrande(maxBytes: number): string {
  return `El archivo es demasiado grande (máximo ${formatearTamano(maxBytes)}): divídelo en varios.`;
}
