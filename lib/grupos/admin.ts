import "server-only";
import type { ConCargos } from "../acceso/cargos";
import { and, asc, eq, inArray, ne, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { cuenta, cuentasPor } from "../db/cuentas";
import { columnaLista } from "../db/fila";
import { ciclos, grupoEstudiantes, grupos, imparticiones, modulos, tutorias, usuarios } from "../db/schema";
import { conflicto, invalido, noEncontrado } from "../errors";
import { registrar } from "../registro/registrar";
import { compararNatural } from "../orden";
import { asignacionesColumna, type AsignacionAdmin } from "../asignaciones/admin";
import { autorDe, eliminarConRegistro, exigirAdmin, type Admin, transaccionAdmin } from "../centro/admin-comun";
import type { GrupoEntrada } from "./admin-schemas";
import { countReferencias, describirReferencias } from "../centro/referencias";
import { tieneCargo } from "../acceso/politica";
import { cursoActualSql } from "../curso-academico/queries";
import { cursoEscribible, delCursoActual, imparticionVigente } from "../curso-academico/historia";

export type GrupoAdmin = {
  codigo: string;
  ciclo: string;
  cicloNombre: string;
  curso: number;
  tutorId: number | null;
  tutor: string | null;
  estudiantes: number;
  asignaciones: number;
};

const nombreCompleto = sql<string | null>`case when ${usuarios.id} is null then null else ${usuarios.nombre} || ' ' || ${usuarios.apellidos} end`;

/**
 * Groups with their cycle, tutor and counts, plus `extra` columns of the row. The counts are
 * grouped reads joined by group (lib/db/cuentas.ts); a lookup by code still counts only its group:
 * the planner carries the code into them.
 */
function consultaGrupos<E extends Record<string, SQL<unknown>>>(d: Db, extra: E) {
  const activos = d.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.activo, true));
  const estudiantes = cuentasPor(d, "estudiantes_activos", { grupo: grupoEstudiantes.grupo }, grupoEstudiantes, { donde: and(inArray(grupoEstudiantes.estudianteId, activos), delCursoActual(grupoEstudiantes.cursoAcademico)) });
  const asignaciones = cuentasPor(d, "asignaciones_del_grupo", { grupo: imparticiones.grupo }, imparticiones, { donde: imparticionVigente() });
  return d
    .select({
      codigo: grupos.codigo,
      ciclo: grupos.ciclo,
      cicloNombre: ciclos.nombre,
      curso: grupos.curso,
      tutorId: tutorias.tutorId,
      tutor: nombreCompleto,
      estudiantes: cuenta(estudiantes),
      asignaciones: cuenta(asignaciones),
      ...extra,
    })
    .from(grupos)
    .innerJoin(ciclos, eq(ciclos.codigo, grupos.ciclo))
    .leftJoin(tutorias, and(eq(tutorias.grupo, grupos.codigo), delCursoActual(tutorias.cursoAcademico)))
    .leftJoin(usuarios, eq(usuarios.id, tutorias.tutorId))
    .leftJoin(estudiantes, eq(estudiantes.grupo, grupos.codigo))
    .leftJoin(asignaciones, eq(asignaciones.grupo, grupos.codigo));
}

export async function listGrupos(user: ConCargos, db?: Db): Promise<GrupoAdmin[]> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const filas = await consultaGrupos(d, {}).orderBy(asc(grupos.codigo));
  return filas.sort((a, b) => compararNatural(a.codigo, b.codigo));
}

export type OpcionGrupo = { codigo: string; cicloNombre: string };

/**
 * The groups for a select, in listGrupos' order but without its counts, as a JSON column: a form
 * reads them with its other options in one statement (enUnaFila).
 */
export function gruposColumna(user: ConCargos): SQL<OpcionGrupo[]> {
  exigirAdmin(user);
  return columnaLista(
    sql`select json_agg(json_build_object('codigo', g.codigo, 'cicloNombre', c.nombre)) from ${grupos} as g inner join ${ciclos} as c on c.codigo = g.ciclo`,
    (filas: OpcionGrupo[]) => filas.sort((a, b) => compararNatural(a.codigo, b.codigo)),
  );
}

// The modules a group can be taught, those of its cycle and course, as a JSON column of its row.
const modulosDelGrupoColumna = columnaLista<{ codigo: string; nombre: string }>(sql`
    select json_agg(json_build_object('codigo', m.codigo, 'nombre', m.nombre) order by m.nombre)
    from ${modulos} as m where m.ciclo = ${grupos.ciclo} and m.curso = ${grupos.curso}`);

/** One group (admin only) with more columns of its row, or not found. */
async function leerGrupo<E extends Record<string, SQL<unknown>>>(user: ConCargos, codigo: string, extra: E, db?: Db) {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const [g] = await consultaGrupos(d, extra).where(eq(grupos.codigo, codigo));
  if (!g) throw noEncontrado(`No existe el grupo ${codigo}.`);
  return g;
}

export async function getGrupo(user: ConCargos, codigo: string, db?: Db): Promise<GrupoAdmin> {
  return leerGrupo(user, codigo, {}, db);
}

/** The modules a group can be taught: those of its cycle and course. */
export async function listModulosDelGrupo(user: ConCargos, codigo: string, db?: Db): Promise<{ codigo: string; nombre: string }[]> {
  return (await leerGrupo(user, codigo, { modulos: modulosDelGrupoColumna }, db)).modulos;
}

/** A group's page: the group, the modules it can be taught and who teaches what, in one statement. */
export async function getGrupoConDocencia(user: ConCargos, codigo: string, db?: Db): Promise<{ grupo: GrupoAdmin; modulos: { codigo: string; nombre: string }[]; asignaciones: AsignacionAdmin[] }> {
  const { modulos: deCiclo, docencia, ...grupo } = await leerGrupo(user, codigo, { modulos: modulosDelGrupoColumna, docencia: asignacionesColumna(user, { grupo: codigo }) }, db);
  return { grupo, modulos: deCiclo, asignaciones: docencia };
}

type Estado = { ciclo: string; curso: number; tutor: string | null };

async function leer(tx: Db, codigo: string): Promise<Estado & { tutorId: number | null }> {
  const [g] = await tx
    .select({ ciclo: grupos.ciclo, curso: grupos.curso, tutorId: sql<number | null>`(select ${tutorias.tutorId} from ${tutorias} where ${tutorias.grupo} = ${grupos.codigo} and ${tutorias.cursoAcademico} = ${cursoActualSql()})` })
    .from(grupos)
    .where(eq(grupos.codigo, codigo))
    .for("update");
  if (!g) throw noEncontrado(`No existe el grupo ${codigo}.`);
  return { ...g, tutor: g.tutorId === null ? null : ((await tx.select({ email: usuarios.email }).from(usuarios).where(eq(usuarios.id, g.tutorId)))[0]?.email ?? null) };
}

/** The cycle exists; the tutor is an active teacher (the docente cargo) who tutors no other group. */
async function comprobar(tx: Db, e: GrupoEntrada): Promise<string | null> {
  const [c] = await tx.select({ codigo: ciclos.codigo }).from(ciclos).where(eq(ciclos.codigo, e.ciclo));
  if (!c) throw invalido(`No existe el ciclo ${e.ciclo}.`, { ciclo: ["Elige un ciclo de la lista"] });
  if (e.tutorId === null) return null;
  const [t] = await tx.select({ email: usuarios.email, cargos: usuarios.cargos, activo: usuarios.activo }).from(usuarios).where(eq(usuarios.id, e.tutorId));
  if (!t || !tieneCargo(t, "docente") || !t.activo) {
    throw invalido("El tutor o la tutora debe ser un docente con la cuenta activa.", { tutorId: ["Elige un docente de la lista"] });
  }
  const [otro] = await tx.select({ codigo: tutorias.grupo }).from(tutorias).where(and(eq(tutorias.tutorId, e.tutorId), ne(tutorias.grupo, e.codigo), delCursoActual(tutorias.cursoAcademico)));
  if (otro) throw conflicto(`${t.email} ya es tutor o tutora del grupo ${otro.codigo}: cada docente tutoriza un grupo como mucho.`, { tutorId: [`Ya tutoriza el grupo ${otro.codigo}`] });
  return t.email;
}

/** The group's tutor in the current school year (none: `tutorId` null). */
async function guardarTutoria(tx: Db, grupo: string, tutorId: number | null): Promise<void> {
  const curso = await cursoEscribible(tx);
  await tx.delete(tutorias).where(and(eq(tutorias.grupo, grupo), eq(tutorias.cursoAcademico, curso)));
  if (tutorId !== null) await tx.insert(tutorias).values({ grupo, cursoAcademico: curso, tutorId });
}

const duplicado = (codigo: string) => (r: string | undefined) =>
  r === "grupos_pkey" ? conflicto(`Ya existe el grupo ${codigo}.`, { codigo: ["Ya existe un grupo con este código"] }) : r === "tutorias_tutor_unico" ? conflicto("Esa persona ya es tutora de otro grupo.", { tutorId: ["Ya tutoriza otro grupo"] }) : null;

export async function crearGrupo(user: Admin, e: GrupoEntrada, db?: Db): Promise<void> {
  await transaccionAdmin(
    user,
    db,
    async (tx) => {
    const [otro] = await tx.select({ codigo: grupos.codigo }).from(grupos).where(eq(grupos.codigo, e.codigo));
    if (otro) throw conflicto(`Ya existe el grupo ${e.codigo}.`, { codigo: ["Ya existe un grupo con este código"] });
    const tutor = await comprobar(tx, e);
    await tx.insert(grupos).values({ codigo: e.codigo, ciclo: e.ciclo, curso: e.curso });
    await guardarTutoria(tx, e.codigo, e.tutorId);
    await registrar(tx, autorDe(user), {
      accion: "crear",
      entidad: "grupo",
      clave: e.codigo,
      resumen: `Alta del grupo ${e.codigo} (${e.curso}.º de ${e.ciclo})${tutor ? ` con tutoría de ${tutor}` : ""}.`,
      despues: { ciclo: e.ciclo, curso: e.curso, tutor } satisfies Estado,
    });
    }, duplicado(e.codigo),
  );
}

/**
 * Saves a group (its code is its identity). Its cycle and course cannot change while it has
 * assignments or timetable periods: they are for the old cycle's modules.
 */
export async function actualizarGrupo(user: Admin, e: GrupoEntrada, db?: Db): Promise<{ cambiado: boolean }> {
  return transaccionAdmin(
    user,
    db,
    async (tx) => {
    const antes = await leer(tx, e.codigo);
    const tutor = await comprobar(tx, e);
    if (antes.ciclo === e.ciclo && antes.curso === e.curso && antes.tutorId === e.tutorId) return { cambiado: false };
    if (antes.ciclo !== e.ciclo || antes.curso !== e.curso) {
      const refs = (await countReferencias(tx, "grupos", { codigo: e.codigo })).filter((r) => r.tabla !== "grupo_estudiantes");
      if (refs.length) throw conflicto(`No se puede cambiar el ciclo ni el curso del grupo ${e.codigo}: tiene ${describirReferencias(refs)}.`, { curso: ["El grupo ya tiene docencia de su ciclo y curso"] });
    }
    await tx.update(grupos).set({ ciclo: e.ciclo, curso: e.curso }).where(eq(grupos.codigo, e.codigo));
    const cambioTutor = antes.tutorId !== e.tutorId;
    if (cambioTutor) await guardarTutoria(tx, e.codigo, e.tutorId);
    await registrar(tx, autorDe(user), {
      accion: "modificar",
      entidad: "grupo",
      clave: e.codigo,
      resumen: cambioTutor ? `Tutoría del grupo ${e.codigo}: ${tutor ?? "sin tutor"}.` : `Cambios en el grupo ${e.codigo}.`,
      antes: { ciclo: antes.ciclo, curso: antes.curso, tutor: antes.tutor } satisfies Estado,
      despues: { ciclo: e.ciclo, curso: e.curso, tutor } satisfies Estado,
    });
    return { cambiado: true };
    }, duplicado(e.codigo),
  );
}

/** Refused while it has students, assignments or timetable periods. */
export async function eliminarGrupo(user: Admin, codigo: string, db?: Db): Promise<void> {
  await eliminarConRegistro(user, db, {
    tabla: "grupos",
    clave: { codigo },
    leer: async (tx) => {
      const antes = await leer(tx, codigo);
      // This year's tutor (and next year's) is part of the group as the admin sees it, as the old
      // column was: it goes with the group. A past year's is history and blocks the delete like
      // any other reference (decision 067). The transaction undoes this if the delete is refused.
      await tx.delete(tutorias).where(and(eq(tutorias.grupo, codigo), sql`${tutorias.cursoAcademico} >= ${cursoActualSql()}`));
      return antes;
    },
    queEs: () => `el grupo ${codigo}`,
    borrar: (tx) => tx.delete(grupos).where(eq(grupos.codigo, codigo)),
    linea: (antes) => ({ accion: "eliminar", entidad: "grupo", clave: codigo, resumen: `Baja del grupo ${codigo}.`, antes: { ciclo: antes.ciclo, curso: antes.curso, tutor: antes.tutor } satisfies Estado }),
  });
}
