import { z } from "zod";
import { id } from "../campos";
import { codigoGrupo } from "../grupos/admin-schemas";
import { codigoModulo } from "../modulos/admin-schemas";

/** Teacher `docenteId` teaches module `modulo` to group `grupo` (the module of the group's cycle). */
export const asignacionSchema = z.object({
  docenteId: id("Elige un docente de la lista"),
  grupo: codigoGrupo,
  modulo: codigoModulo,
});
export type AsignacionEntrada = z.output<typeof asignacionSchema>;
