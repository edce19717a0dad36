import { z } from "zod";
import { id, opcional, texto } from "../campos";

/** The form and API body of a department (issue 13), parsed by the server action and by the form. */

export const departamentoSchema = z.object({
  nombre: texto({ campo: "el nombre", max: 80 }),
  jefeId: opcional(id("Elige una persona de la lista")),
});
export type DepartamentoEntrada = z.output<typeof departamentoSchema>;
