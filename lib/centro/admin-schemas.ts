import { z } from "zod";
import { codigoAlfanumerico, id, opcional, texto } from "../campos";
import { codigoCiclo } from "../ciclos/admin-schemas";
import { codigoModulo, cursoModulo } from "../modulos/admin-schemas";

/**
 * The forms and API bodies of the centre's own administration (departments, groups, teaching
 * assignments): one schema each, parsed by the server action, the route handler and, on the
 * client, by the form itself. Cycles, modules and rooms have theirs in lib/ciclos, lib/modulos and
 * lib/aulas (admin-schemas.ts).
 */

export const codigoGrupo = codigoAlfanumerico({ campo: "el código del grupo", max: 16, ejemplo: "1QUI301" });

export const departamentoSchema = z.object({
  nombre: texto({ campo: "el nombre", max: 80 }),
  jefeId: opcional(id("Elige una persona de la lista")),
});
export type DepartamentoEntrada = z.output<typeof departamentoSchema>;

export const grupoSchema = z.object({
  codigo: codigoGrupo,
  ciclo: codigoCiclo,
  curso: cursoModulo,
  tutorId: opcional(id("Elige una persona de la lista")),
});
export type GrupoEntrada = z.output<typeof grupoSchema>;

/** Teacher `docenteId` teaches module `modulo` to group `grupo` (the module of the group's cycle). */
export const asignacionSchema = z.object({
  docenteId: id("Elige un docente de la lista"),
  grupo: codigoGrupo,
  modulo: codigoModulo,
});
export type AsignacionEntrada = z.output<typeof asignacionSchema>;

/** Keys that identify a row in the forms' edit and delete actions. */
export const idSchema = z.object({ id: id("No encontrado") });
export const claveGrupoSchema = z.object({ codigo: codigoGrupo });
