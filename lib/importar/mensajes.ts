import { invalido } from "../errors";
import type { InformeBase } from "./tipos";

const n = (x: number, uno: string, varios: string) => `${x} ${x === 1 ? uno : varios}`;

/** The one sentence above an import's report, for every import. */
export function mensajeInforme(i: InformeBase & { desactivados?: number }): string {
  if (i.mensaje) return i.mensaje;
  if (i.errores > 0) return `Hay ${n(i.errores, "fila con errores", "filas con errores")}. No se ha importado nada: corrige el archivo y vuelve a comprobarlo.`;
  const cuenta = `${n(i.nuevos, "alta", "altas")}, ${n(i.cambiados, "cambio", "cambios")}${i.eliminados ? `, ${n(i.eliminados, "baja", "bajas")}` : ""} y ${i.sinCambios} sin cambios`;
  if (i.aplicado) return `Importación aplicada: ${cuenta}${i.desactivados ? `; ${n(i.desactivados, "cuenta desactivada", "cuentas desactivadas")}` : ""}.`;
  if (i.nuevos + i.cambiados + i.eliminados === 0) return `Comprobación correcta: ${cuenta}. No hay nada que importar.`;
  return `Comprobación correcta: ${cuenta}. Todavía no se ha importado nada: revisa la lista y pulsa «Aplicar la importación».`;
}

/**
 * The API's answer to an import, the same for every import: the report (200), or 422 when the
 * file cannot be read, or when an apply found rows with errors (and wrote nothing), with the
 * errors of each row. A changed plan or a second apply at once is a 409 thrown by the pipeline.
 */
export function respuestaImportacion<I extends InformeBase>(informe: I): I {
  if (informe.mensaje) throw invalido(informe.mensaje, { archivo: [informe.mensaje] });
  if (!informe.simulacion && informe.errores > 0) {
    const porFila = Object.fromEntries(informe.filas.filter((f) => f.estado === "error").map((f) => [`fila ${f.linea}`, f.errores]));
    throw invalido(`Hay ${n(informe.errores, "fila con errores", "filas con errores")}; no se ha importado nada.`, porFila);
  }
  return informe;
}
