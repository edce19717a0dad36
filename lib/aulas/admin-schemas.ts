import { z } from "zod";
import { entero, opcional, texto } from "../campos";
import type { TipoAula } from "../db/schema/core";

// The room's administration form and API body, parsed by the server action, the route handler and the form.

/** The database's enum (a test checks they agree), without pulling the schema into client bundles. */
export const TIPOS_AULA = ["aula", "informatica", "laboratorio", "taller", "otro"] as const satisfies readonly TipoAula[];

export const aulaSchema = z.object({
  nombre: texto({ campo: "el nombre", max: 80 }),
  tipo: z.enum(TIPOS_AULA, "Elige un tipo de la lista"),
  capacidad: opcional(entero({ campo: "la capacidad", min: 1, max: 1000 })),
});
export type AulaEntrada = z.output<typeof aulaSchema>;
