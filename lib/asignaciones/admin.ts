import "server-only";
import type { ConCargos } from "../acceso/cargos";
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db";
import { columnaLista, enUnaFila } from "../db/fila";
import { grupos, imparticiones, modulos, usuarios } from "../db/schema";
import { conflicto, invalido, noEncontrado } from "../errors";
import { registrar, type EntradaRegistro } from "../registro/registrar";
import { autorDe, exigirAdmin, type Admin, transaccionAdmin } from "../centro/admin-comun";
import type { AsignacionEntrada } from "./admin-schemas";
import { describirCargos, type Cargo } from "../acceso/cargos";
import { tieneCargo } from "../acceso/politica";
import { cursoEscribible, imparticionVigenteDe } from "../curso-academico/historia";

export type AsignacionAdmin = {
  docenteId: number;
  docente: string;
  email: string;
  activo: boolean;
  grupo: string;
  modulo: string;
  ciclo: string;
  curso: number;
  moduloNombre: string;
};

/**
 * Assignments of a group or a teacher (or all), by group, module and teacher, as a JSON column: a
 * group's page reads them with the group in one statement (docs/decisions/032). Admins only.
 */
export function asignacionesColumna(user: ConCargos, filtro: { grupo?: string; docenteId?: number } = {}): SQL<AsignacionAdmin[]> {
  exigirAdmin(user);
  const donde = and(imparticionVigenteDe("i"), filtro.grupo ? sql`i.grupo = ${filtro.grupo}` : undefined, filtro.docenteId ? sql`i.docente_id = ${filtro.docenteId}` : undefined);
  return columnaLista<AsignacionAdmin>(sql`
      select json_agg(json_build_object('docenteId', i.docente_id, 'docente', trim(u.nombre || ' ' || u.apellidos), 'email', u.email, 'activo', u.activo,
          'grupo', i.grupo, 'modulo', i.modulo, 'ciclo', i.ciclo, 'curso', m.curso, 'moduloNombre', m.nombre)
        order by i.grupo, m.nombre, u.apellidos, u.nombre)
      from ${imparticiones} as i
      inner join ${usuarios} as u on u.id = i.docente_id
      inner join ${modulos} as m on m.codigo = i.modulo and m.ciclo = i.ciclo
      where ${donde}`);
}

export async function listAsignaciones(user: ConCargos, filtro: { grupo?: string; docenteId?: number } = {}, db?: Db): Promise<AsignacionAdmin[]> {
  return (await enUnaFila({ asignaciones: asignacionesColumna(user, filtro) }, db)).asignaciones;
}

// --- Rules shared by the form, the API and the CSV import ------------------------------------------

export type DocenteRef = { id: number; email: string; cargos: readonly Cargo[]; activo: boolean };
export type GrupoRef = { codigo: string; ciclo: string; curso: number };
export type ModuloRef = { codigo: string; ciclo: string; curso: number; nombre: string };

/**
 * Why teacher `docente` cannot teach module code `modulo` to `grupo` (field → message), or an empty
 * object: the teacher is an active account with the docente cargo, the group exists, and the module is one of
 * the group's cycle and course. `modulosDelCiclo` are the modules of the group's cycle.
 */
export function erroresAsignacion(
  e: { docente: string; grupo: string; modulo: string },
  ref: { docente: DocenteRef | undefined; grupo: GrupoRef | undefined; modulo: ModuloRef | undefined },
): Partial<Record<"docente" | "grupo" | "modulo", string>> {
  const out: Partial<Record<"docente" | "grupo" | "modulo", string>> = {};
  if (!ref.docente) out.docente = `No existe ninguna cuenta ${e.docente}`;
  else if (!tieneCargo(ref.docente, "docente")) out.docente = `${ref.docente.email} no tiene el cargo de docente (sus cargos: ${describirCargos(ref.docente.cargos).toLowerCase()}); dáselo en Usuarios`;
  else if (!ref.docente.activo) out.docente = `La cuenta de ${ref.docente.email} está desactivada`;
  if (!ref.grupo) out.grupo = `No existe el grupo ${e.grupo}`;
  else if (!ref.modulo) out.modulo = `El ciclo ${ref.grupo.ciclo} no tiene el módulo ${e.modulo}`;
  else if (ref.modulo.curso !== ref.grupo.curso) out.modulo = `El módulo ${e.modulo} es de ${ref.modulo.curso}.º y el grupo ${ref.grupo.codigo} de ${ref.grupo.curso}.º`;
  return out;
}

export const claveAsignacion = (email: string, modulo: string, ciclo: string, grupo: string) => `${email} · ${modulo}/${ciclo} · ${grupo}`;

/** The audit line of a new assignment. */
export function lineaAlta(docente: DocenteRef, modulo: ModuloRef, grupo: string, como = ""): EntradaRegistro {
  return {
    accion: "crear",
    entidad: "asignacion",
    clave: claveAsignacion(docente.email, modulo.codigo, modulo.ciclo, grupo),
    resumen: `${docente.email} imparte ${modulo.codigo} (${modulo.nombre}) al grupo ${grupo}${como}.`,
    despues: { docente: docente.email, modulo: modulo.codigo, ciclo: modulo.ciclo, grupo },
  };
}

async function referencias(tx: Db, e: AsignacionEntrada) {
  const [docente] = await tx.select({ id: usuarios.id, email: usuarios.email, cargos: usuarios.cargos, activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, e.docenteId));
  const [grupo] = await tx.select({ codigo: grupos.codigo, ciclo: grupos.ciclo, curso: grupos.curso }).from(grupos).where(eq(grupos.codigo, e.grupo));
  const [modulo] = grupo
    ? await tx.select({ codigo: modulos.codigo, ciclo: modulos.ciclo, curso: modulos.curso, nombre: modulos.nombre }).from(modulos).where(and(eq(modulos.codigo, e.modulo), eq(modulos.ciclo, grupo.ciclo)))
    : [];
  return { docente, grupo, modulo };
}

const campos = { docente: "docenteId", grupo: "grupo", modulo: "modulo" } as const;

export async function crearAsignacion(user: Admin, e: AsignacionEntrada, db?: Db): Promise<void> {
  const yaImparte = (email: string) => conflicto(`${email} ya imparte el módulo ${e.modulo} al grupo ${e.grupo}.`, { docenteId: ["Ya tiene esta asignación"] });
  await transaccionAdmin(
    user,
    db,
    async (tx) => {
      const ref = await referencias(tx, e);
      const errores = erroresAsignacion({ docente: `con el id ${e.docenteId}`, grupo: e.grupo, modulo: e.modulo }, ref);
      const lista = Object.entries(errores) as [keyof typeof campos, string][];
      if (lista.length) throw invalido(`${lista[0][1]}.`, Object.fromEntries(lista.map(([k, m]) => [campos[k], [m]])));
      const { docente, modulo } = ref as { docente: DocenteRef; modulo: ModuloRef };
      const curso = await cursoEscribible(tx);
      const existe = await tx.$count(imparticiones, and(eq(imparticiones.docenteId, docente.id), eq(imparticiones.modulo, modulo.codigo), eq(imparticiones.ciclo, modulo.ciclo), eq(imparticiones.grupo, e.grupo), eq(imparticiones.cursoAcademico, curso)));
      if (existe) throw yaImparte(docente.email);
      await tx.insert(imparticiones).values({ docenteId: docente.id, modulo: modulo.codigo, ciclo: modulo.ciclo, grupo: e.grupo, cursoAcademico: curso });
      await registrar(tx, autorDe(user), lineaAlta(docente, modulo, e.grupo));
    },
    (r) => (r === "imparticiones_docente_id_modulo_ciclo_grupo_curso_academico_pk" ? yaImparte(`El docente ${e.docenteId}`) : null),
  );
}

export async function eliminarAsignacion(user: Admin, e: AsignacionEntrada, db?: Db): Promise<void> {
  await transaccionAdmin(user, db, async (tx) => {
    const curso = await cursoEscribible(tx);
    const borradas = await tx
      .delete(imparticiones)
      .where(and(eq(imparticiones.docenteId, e.docenteId), eq(imparticiones.grupo, e.grupo), eq(imparticiones.modulo, e.modulo), eq(imparticiones.cursoAcademico, curso)))
      .returning({ ciclo: imparticiones.ciclo });
    if (borradas.length === 0) throw noEncontrado("Esa asignación no existe.");
    const [u] = await tx.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, e.docenteId));
    const [m] = await tx.select({ nombre: modulos.nombre }).from(modulos).where(and(eq(modulos.codigo, e.modulo), inArray(modulos.ciclo, borradas.map((b) => b.ciclo))));
    const email = u?.email ?? String(e.docenteId);
    await registrar(tx, autorDe(user), {
      accion: "eliminar",
      entidad: "asignacion",
      clave: claveAsignacion(email, e.modulo, borradas[0].ciclo, e.grupo),
      resumen: `${email} deja de impartir ${e.modulo}${m ? ` (${m.nombre})` : ""} al grupo ${e.grupo}.`,
      antes: { docente: email, modulo: e.modulo, ciclo: borradas[0].ciclo, grupo: e.grupo },
    });
  });
}
