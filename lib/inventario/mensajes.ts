/**
 * Texts of the article form that the browser's list and form read without loading the zod schemas
 * (lib/inventario/reglas.ts is imported by client components; docs/decisions/033). No imports.
 */
export const MENSAJE_OBLIGATORIOS = "Debes rellenar todos los campos obligatorios.";
/** Per-field text next to an empty required field; the alert above the form says the rest. */
export const MENSAJE_CAMPO_OBLIGATORIO = "Este campo es obligatorio.";
