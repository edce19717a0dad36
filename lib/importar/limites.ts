import limites from "./limites.json";

/**
 * The limits of every import (people, modules, assignments, inventory, timetables), in one place.
 * The numbers live in limites.json because next.config.mjs reads them too: the transport limits
 * of server actions and of the proxy's body buffer are set just above the largest file, so a file
 * of exactly the maximum reaches the import and gets its report, never a truncated body (a 500).
 * The browser checks the size with the same number before uploading.
 */

/** Largest file an import reads: 10 MB. */
export const MAX_BYTES_IMPORTACION: number = limites.maxBytes;

/** Most data rows an import reads: a centre loads ~700 students, a FET export ~1,500 lines. */
export const MAX_FILAS_IMPORTACION: number = limites.maxFilas;

/**
 * Largest JSON body of an import through the API: the file's text travels inside a JSON string,
 * where quotes and line breaks take two characters (a FET export quotes every cell).
 */
export const MAX_CUERPO_IMPORTACION = 2 * MAX_BYTES_IMPORTACION + 64 * 1024;
