import "server-only";
import type { ConCargos } from "../acceso/cargos";
import type { Db } from "../db";
import { enUnaFila } from "../db/fila";
import { departamentosColumna, type OpcionDepartamento } from "../departamentos/admin";
import { gruposColumna, type OpcionGrupo } from "../grupos/admin";

export type OpcionesPersona = { departamentos: OpcionDepartamento[]; grupos: OpcionGrupo[] };

/**
 * What a person can be put in, for the selects of the people pages: the departments and the groups,
 * in one statement and without the counts their admin lists carry. Admins only (each column checks).
 */
export async function getOpcionesPersona(user: ConCargos, db?: Db): Promise<OpcionesPersona> {
  return enUnaFila({ departamentos: departamentosColumna(user), grupos: gruposColumna(user) }, db);
}
