import "server-only";
import type { Quien } from "../acceso/cargos";
import { getDb, type Db } from "../db";
import { enUnaFila } from "../db/fila";
import { enlaceCalendarioDeEstudianteColumna, getEnlaceCalendario } from "../horarios/suscripcion-ics";
import { grupoDeEstudianteSql, recordarGrupoDeEstudiante } from "../horarios/grupos";
import { semanaGrupoDeEstudianteColumna } from "../horarios/semanas";
import { type Semana } from "../horarios/semana";
import { modulosMatriculadosColumna, type ModuloResumen } from "../modulos/queries";
import { matriculasPorEstadoColumnas, type MatriculasPorEstado } from "../matricula/lista";
import { ultimosCambiosColumna, type CambioReciente } from "../registro/queries";
import { cuentasPorCargoColumna, type CuentasPorCargo } from "../usuarios/queries";

/**
 * The admin home's counts and last changes in one statement (docs/decisions/032); each column is
 * built by its area with its own rule (admins only), so this adds no rule of its own.
 */
export async function getResumenAdmin(user: Quien, db?: Db): Promise<{ conteo: CuentasPorCargo; matriculas: MatriculasPorEstado; cambios: CambioReciente[] }> {
  const { conteo, curso, porEstado, cambios } = await enUnaFila({ conteo: cuentasPorCargoColumna(user), ...matriculasPorEstadoColumnas(user), cambios: ultimosCambiosColumna(user) }, db);
  return { conteo, matriculas: { curso, porEstado }, cambios };
}

export type HorarioDelGrupo = { grupo: string; semana: Semana; calendario: string };

/**
 * The student home in one statement (docs/decisions/032): their modules, their group, its week
 * and its calendar address, each column built by its area with its own rule (the student's own,
 * nothing for anyone else), the week and the address from the group read inside the statement.
 * The group is left in this request's memory for whatever else asks for it. Only the first visit
 * of a group without a calendar address writes one, through getEnlaceCalendario.
 */
export async function getResumenEstudiante(user: Quien, db?: Db): Promise<{ modulos: ModuloResumen[]; enGrupo: boolean; horario: HorarioDelGrupo | null }> {
  const d = db ?? (await getDb());
  const { modulos, grupo, semana, calendario } = await enUnaFila(
    { modulos: modulosMatriculadosColumna(user), grupo: grupoDeEstudianteSql(user), semana: semanaGrupoDeEstudianteColumna(user), calendario: enlaceCalendarioDeEstudianteColumna(user) },
    d,
  );
  recordarGrupoDeEstudiante(user, grupo, d);
  if (grupo === null || semana === null) return { modulos, enGrupo: grupo !== null, horario: null };
  return { modulos, enGrupo: true, horario: { grupo, semana, calendario: calendario ?? (await getEnlaceCalendario(user, { grupo }, d)) } };
}
