import type { TipoAula } from "../db/schema/core";

/**
 * The names of the room types, which pages and client components show without loading the zod
 * schemas of admin-schemas.ts (docs/decisions/033 and 037). Type imports only.
 */
export const ETIQUETA_TIPO_AULA: Record<TipoAula, string> = {
  aula: "Aula",
  informatica: "Aula de informática",
  laboratorio: "Laboratorio",
  taller: "Taller",
  otro: "Otro espacio",
};
