import { eq, inArray, sql } from "drizzle-orm";
import { cursoActualSql, fechasPorDefecto, getCursoActual } from "../centro/queries";
import { getDb, type Db } from "../db";
import { aulas, cursosAcademicos, equivalenciasHorario, franjas, grupos, horario, modulos, usuarios } from "../db/schema";
import { conReintentos } from "../db/errores";
import { columnaLista, enUnaFila } from "../db/fila";
import { conflicto, invalido } from "../errors";
import { analizarHorario, type Mapeo, type PeriodoActual, type VistaPrevia } from "./analisis";
import type { CatalogoHorario } from "./equivalencias";
import { franjasColumna } from "./franjas";
import { leerHorario } from "./formatos";
import { renumerarFranjas } from "./mutations";
import type { Quien } from "../acceso/cargos";
import { exigir } from "../acceso/exigir";
import { conCargo } from "../acceso/sql";


function soloAdmin(user: Quien) {
  exigir(user, "horarios.administrar", "Solo la administración importa horarios.");
}

/** What the import compares names against: slots, rooms, groups, modules and the active teachers. */
export async function cargarCatalogo(db?: Db): Promise<CatalogoHorario> {
  // One statement, each list a JSON column: it also runs inside the apply transaction, whose single
  // connection took the five reads one after another (docs/decisions/032).
  return enUnaFila(
    {
      franjas: franjasColumna(),
      aulas: columnaLista<CatalogoHorario["aulas"][number]>(sql`select json_agg(json_build_object('id', a.id, 'nombre', a.nombre)) from ${aulas} as a`),
      grupos: columnaLista<CatalogoHorario["grupos"][number]>(sql`select json_agg(json_build_object('codigo', g.codigo, 'ciclo', g.ciclo)) from ${grupos} as g`),
      modulos: columnaLista<CatalogoHorario["modulos"][number]>(sql`select json_agg(json_build_object('codigo', m.codigo, 'ciclo', m.ciclo, 'nombre', m.nombre)) from ${modulos} as m`),
      docentes: columnaLista<CatalogoHorario["docentes"][number]>(
        sql`select json_agg(json_build_object('id', u.id, 'email', u.email, 'nombre', u.nombre, 'apellidos', u.apellidos)) from ${usuarios} as u
          where ${conCargo(sql`u.cargos`, "docente")} and u.activo`,
      ),
    },
    db,
  );
}

/** The catalogue for the preview's selects (admin only). */
export async function getCatalogoImportacion(user: Quien, db?: Db): Promise<CatalogoHorario> {
  soloAdmin(user);
  return cargarCatalogo(db);
}

async function periodosDelCurso(d: Db, curso: string): Promise<(PeriodoActual & { id: number })[]> {
  return d
    .select({
      id: horario.id,
      dia: horario.dia,
      franjaId: horario.franjaId,
      grupo: horario.grupo,
      docenteId: horario.docenteId,
      aulaId: horario.aulaId,
      modulo: horario.modulo,
      ciclo: horario.ciclo,
      desdoble: horario.desdoble,
    })
    .from(horario)
    .where(eq(horario.cursoAcademico, curso));
}

async function equivalenciasGuardadas(d: Db): Promise<Mapeo> {
  const filas = await d.select().from(equivalenciasHorario);
  const out: Mapeo = {};
  for (const f of filas) (out[f.tipo] ??= {})[f.origen] = f.destino;
  return out;
}

export type CursoImportable = { codigo: string; actual: boolean; periodos: number };

const siguienteCurso = (codigo: string) => {
  const y = Number(codigo.slice(0, 4)) + 1;
  return `${y}/${y + 1}`;
};

/**
 * The school years a timetable can be imported into: those the centre has, the current one, and
 * the next (the timetable is prepared in July), with how many periods each holds now.
 */
export async function listCursosImportables(user: Quien, db?: Db): Promise<CursoImportable[]> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  // The years, the periods of each year's timetable and the current year's code in one statement
  // (cursoActualSql, docs/decisions/032); only an empty centre asks for the current year apart.
  const filas = await d
    .select({
      codigo: sql<string>`c.codigo`,
      registrado: sql<boolean>`c.registrado`,
      n: sql<number>`c.n`.mapWith(Number),
      actual: sql<string>`${cursoActualSql()}`,
    })
    .from(
      sql`(select ca.codigo, true as registrado, 0 as n from ${cursosAcademicos} ca
           union all
           select h.curso_academico, false, count(*) from ${horario} h group by h.curso_academico) c`,
    );
  const actual = filas[0]?.actual ?? (await getCursoActual(d)).codigo;
  const codigos = new Set([...filas.filter((f) => f.registrado).map((f) => f.codigo), actual, siguienteCurso(actual)]);
  return [...codigos]
    .sort()
    .reverse()
    .map((codigo) => ({ codigo, actual: codigo === actual, periodos: filas.find((f) => !f.registrado && f.codigo === codigo)?.n ?? 0 }));
}

export type EntradaImportacion = { archivo: Uint8Array | string; curso: string; elegidas: Mapeo };

export type ResultadoVista = { ok: true; vista: VistaPrevia } | { ok: false; mensaje: string };

async function comprobarCurso(user: Quien, d: Db, curso: string) {
  if (!(await listCursosImportables(user, d)).some((c) => c.codigo === curso)) throw invalido(`El curso ${curso} no es uno de los que se pueden importar.`, { curso: ["Elige uno de los cursos de la lista"] });
}

/** Reads the file and builds the preview. Writes nothing, whatever the file holds. */
export async function previsualizarHorario(user: Quien, entrada: EntradaImportacion, db?: Db): Promise<ResultadoVista> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  await comprobarCurso(user, d, entrada.curso);
  const lectura = leerHorario(entrada.archivo);
  if (!lectura.ok) return { ok: false, mensaje: lectura.mensaje };
  const [catalogo, actual, guardadas] = await Promise.all([cargarCatalogo(d), periodosDelCurso(d, entrada.curso), equivalenciasGuardadas(d)]);
  const { vista } = analizarHorario({ formato: lectura.formato, curso: entrada.curso, filas: lectura.filas, filasLeidas: lectura.total, erroresLectura: lectura.errores, catalogo, actual, elegidas: entrada.elegidas, guardadas });
  return { ok: true, vista };
}

export type InformeAplicacion = { curso: string; altas: number; bajas: number; modificados: number; iguales: number; franjasCreadas: number; periodos: number };

/**
 * Applies a preview the admin saw (same file, same equivalences → same fingerprint), in one
 * transaction: the analysis runs again under a lock on the school year, the new slots are created,
 * and only the periods that differ are deleted and inserted, so re-importing the same file writes
 * nothing. Other years are never touched. The equivalences the admin chose are remembered.
 */
export async function aplicarHorario(user: Quien, entrada: EntradaImportacion & { huella: string }, db?: Db): Promise<InformeAplicacion> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  await comprobarCurso(user, d, entrada.curso);
  const lectura = leerHorario(entrada.archivo);
  if (!lectura.ok) throw invalido(lectura.mensaje);

  return conReintentos(() =>
    d.transaction(async (tx) => {
      const actualCentro = await getCursoActual(tx);
      const hayActual = (await tx.$count(cursosAcademicos, eq(cursosAcademicos.actual, true))) > 0;
      await tx
        .insert(cursosAcademicos)
        .values({ codigo: entrada.curso, ...fechasPorDefecto(entrada.curso), actual: !hayActual && entrada.curso === actualCentro.codigo })
        .onConflictDoNothing({ target: cursosAcademicos.codigo });
      // Two admins applying to the same year take turns; the second sees the first one's result.
      await tx.execute(sql`select codigo from ${cursosAcademicos} where codigo = ${entrada.curso} for update`);
      await tx.execute(sql`lock table ${franjas} in share row exclusive mode`);

      const catalogo = await cargarCatalogo(tx);
      const actual = await periodosDelCurso(tx, entrada.curso);
      const guardadas = await equivalenciasGuardadas(tx);
      const { vista, plan, elegidasUsadas } = analizarHorario({
        formato: lectura.formato,
        curso: entrada.curso,
        filas: lectura.filas,
        filasLeidas: lectura.total,
        erroresLectura: lectura.errores,
        catalogo,
        actual,
        elegidas: entrada.elegidas,
        guardadas,
      });
      if (!vista.aplicable) throw invalido(vista.bloqueo ?? "La vista previa tiene errores.");
      if (vista.huella !== entrada.huella) {
        throw conflicto("El archivo, las equivalencias o los datos del centro han cambiado desde la vista previa. Revisa la vista previa de nuevo antes de aplicar.");
      }

      // New slots first: their ids are what the plan's periods need.
      const nuevas = vista.franjasNuevas;
      if (nuevas.length) {
        const max = catalogo.franjas.reduce((m, f) => Math.max(m, f.orden), 0);
        await tx.insert(franjas).values(nuevas.map((n, i) => ({ orden: max + 1 + i, inicio: n.inicio, fin: n.fin, recreo: false })));
        await renumerarFranjas(tx);
      }
      const idFranja = new Map((await tx.select({ id: franjas.id, inicio: franjas.inicio, fin: franjas.fin }).from(franjas)).map((f) => [`${f.inicio}-${f.fin}`, f.id]));
      const franjaDe = (k: string) => (k.includes(":") ? idFranja.get(k)! : Number(k));

      const clave = (p: { dia: number; franjaId: number; grupo: string; docenteId: number }) => `${p.dia}|${p.franjaId}|${p.grupo}|${p.docenteId}`;
      const valor = (p: { aulaId: number | null; modulo: string; ciclo: string; desdoble: boolean }) => `${p.aulaId ?? ""}|${p.modulo}|${p.ciclo}|${p.desdoble}`;
      const deseado = new Map(plan.map((p) => [clave({ ...p, franjaId: franjaDe(p.franja) }), { ...p, franjaId: franjaDe(p.franja) }]));
      const existente = new Map(actual.map((a) => [clave(a), a]));
      const borrar = actual.filter((a) => {
        const p = deseado.get(clave(a));
        return !p || valor(p) !== valor(a);
      });
      const insertar = [...deseado.entries()].filter(([k, p]) => {
        const a = existente.get(k);
        return !a || valor(a) !== valor(p);
      });
      if (borrar.length) {
        for (let i = 0; i < borrar.length; i += 1000) await tx.delete(horario).where(inArray(horario.id, borrar.slice(i, i + 1000).map((a) => a.id)));
      }
      if (insertar.length) {
        const filas = insertar.map(([, p]) => ({ cursoAcademico: entrada.curso, dia: p.dia, franjaId: p.franjaId, aulaId: p.aulaId, grupo: p.grupo, modulo: p.modulo, ciclo: p.ciclo, docenteId: p.docenteId, desdoble: p.desdoble }));
        for (let i = 0; i < filas.length; i += 500) await tx.insert(horario).values(filas.slice(i, i + 500));
      }
      if (elegidasUsadas.length) {
        await tx
          .insert(equivalenciasHorario)
          .values(elegidasUsadas)
          .onConflictDoUpdate({ target: [equivalenciasHorario.tipo, equivalenciasHorario.origen], set: { destino: sql`excluded.destino` } });
      }
      return {
        curso: entrada.curso,
        altas: vista.cambios.altas,
        bajas: vista.cambios.bajas,
        modificados: vista.cambios.modificados,
        iguales: vista.cambios.iguales,
        franjasCreadas: nuevas.length,
        periodos: vista.periodos,
      };
    }),
  );
}
