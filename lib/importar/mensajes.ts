import type { Informe } from "./tipos";

const n = (x: number, uno: string, varios: string) => `${x} ${x === 1 ? uno : varios}`;

/** The one sentence above an import's report. */
export function mensajeInforme(i: Informe): string {
  if (i.mensaje) return i.mensaje;
  if (i.errores > 0) return `Hay ${n(i.errores, "fila con errores", "filas con errores")}. No se ha importado nada: corrige el archivo y vuelve a comprobarlo.`;
  const cuenta = `${n(i.nuevos, "alta", "altas")}, ${n(i.cambiados, "cambio", "cambios")} y ${i.sinCambios} sin cambios`;
  if (i.aplicado) return `Importación aplicada: ${cuenta}${i.desactivados ? `; ${n(i.desactivados, "cuenta desactivada", "cuentas desactivadas")}` : ""}.`;
  if (i.nuevos + i.cambiados === 0) return `Comprobación correcta: ${cuenta}. No hay nada que importar.`;
  return `Comprobación correcta: ${cuenta}. Todavía no se ha importado nada: revisa la lista y pulsa «Aplicar la importación».`;
}
