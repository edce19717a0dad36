import { z } from "zod";

/** INE province code: two digits, 01 to 52. */
export const PATRON_PROVINCIA = /^(0[1-9]|[1-4]\d|5[0-2])$/;
/** INE municipality code: five digits, the first two its province's. */
export const PATRON_MUNICIPIO = /^\d{5}$/;

export const provinciaSchema = z.object({ id: z.string().describe("Código INE de dos cifras ('22' = Huesca)"), nombre: z.string() });
export const municipioSchema = z.object({ id: z.string().describe("Código INE de cinco cifras; las dos primeras son la provincia"), nombre: z.string() });
export const paisSchema = z.object({ codigo: z.string().describe("ISO 3166-1 alfa-2 ('ES' = España)"), nombre: z.string() });

/** Whether a municipality code belongs to a province code ('22125' is in '22'). */
export function esMunicipioDe(municipio: string, provincia: string): boolean {
  return PATRON_MUNICIPIO.test(municipio) && PATRON_PROVINCIA.test(provincia) && municipio.startsWith(provincia);
}

/** Postal code as typed ('22 001', ' 22001 ') in its stored form; anything but five digits stays as is. */
export function normalizarCodigoPostal(valor: string): string {
  const sinEspacios = valor.replace(/[\s.]/g, "");
  return /^\d{5}$/.test(sinEspacios) ? sinEspacios : valor.trim();
}
