import { z } from "zod";
import { codigoAlfanumerico, opcional, id } from "../campos";
import { codigoCiclo } from "../ciclos/admin-schemas";
import { cursoModulo } from "../modulos/admin-schemas";

/**
 * The forms and API bodies of a group (issue 13): one schema each, parsed by the server action, the
 * route handler and, on the client, by the form itself.
 */

export const codigoGrupo = codigoAlfanumerico({ campo: "el código del grupo", max: 16, ejemplo: "1QUI301" });

export const grupoSchema = z.object({
  codigo: codigoGrupo,
  ciclo: codigoCiclo,
  curso: cursoModulo,
  tutorId: opcional(id("Elige una persona de la lista")),
});
export type GrupoEntrada = z.output<typeof grupoSchema>;

/** The key that identifies a group in the edit and delete actions. */
export const claveGrupoSchema = z.object({ codigo: codigoGrupo });
