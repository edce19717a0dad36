import "server-only";
import type { UsuarioActual } from "../auth/current-user";
import type { Db } from "../db";
import { enUnaFila } from "../db/fila";
import { matriculasPorEstadoColumnas, type MatriculasPorEstado } from "../matricula/queries";
import { ultimosCambiosColumna, type CambioReciente } from "../registro/queries";
import { cuentasPorTipoColumna, type CuentasPorTipo } from "../usuarios/queries";

/**
 * The admin home's counts and last changes in one statement (docs/decisions/032); each column is
 * built by its area with its own rule (admins only), so this adds no rule of its own.
 */
export async function getResumenAdmin(user: Pick<UsuarioActual, "id" | "tipo">, db?: Db): Promise<{ conteo: CuentasPorTipo; matriculas: MatriculasPorEstado; cambios: CambioReciente[] }> {
  const { conteo, curso, porEstado, cambios } = await enUnaFila({ conteo: cuentasPorTipoColumna(user), ...matriculasPorEstadoColumnas(user), cambios: ultimosCambiosColumna(user) }, db);
  return { conteo, matriculas: { curso, porEstado }, cambios };
}
