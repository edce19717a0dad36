import "server-only";
import type { ConCargos } from "../acceso/cargos";
import { sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { totalComoColumna as cuenta } from "../db/paginas";
import { aulas, ciclos, departamentos, grupos, modulos, tutorias } from "../db/schema";
import { exigirAdmin } from "./admin-comun";
import { columnasCursoActual, cursoActualDesde, type CursoAcademico } from "../curso-academico/queries";

export type ResumenCentro = {
  curso: CursoAcademico;
  departamentos: number;
  ciclos: number;
  modulos: number;
  grupos: number;
  /** Groups with no tutor yet. */
  gruposSinTutor: number;
  aulas: number;
};

/**
 * The centre page's figures: how many departments, cycles, modules, groups (and of them without a
 * tutor) and rooms, and the current school year, in one statement. Admins only.
 */
export async function getResumenCentro(user: ConCargos, db?: Db): Promise<ResumenCentro> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const [r] = await d
    .select({
      ...columnasCursoActual("c"),
      departamentos: cuenta(sql`select count(*) from ${departamentos}`),
      ciclos: cuenta(sql`select count(*) from ${ciclos}`),
      modulos: cuenta(sql`select count(*) from ${modulos}`),
      grupos: cuenta(sql`select count(*) from ${grupos}`),
      gruposSinTutor: cuenta(sql`select count(*) from ${grupos} where not exists (select 1 from ${tutorias} where ${tutorias.grupo} = ${grupos.codigo} and ${tutorias.cursoAcademico} = c.codigo)`),
      aulas: cuenta(sql`select count(*) from ${aulas}`),
    })
    .from(cursoActualDesde("c"));
  const { codigo, inicio, fin, actual, ...cifras } = r;
  return { curso: { codigo, inicio, fin, actual }, ...cifras };
}
