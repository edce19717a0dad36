import { and, eq, inArray, sql } from "drizzle-orm";
import type { Quien } from "../acceso/cargos";
import { exigir } from "../acceso/exigir";
import { conCargo } from "../acceso/sql";
import { importarArchivo, type OpcionesImportacion } from "../importar/proceso";
import type { FilaInforme, Informe } from "../importar/tipos";
import { exigirCursoEditable } from "../curso-academico/historia";
import { cursoActualSql, getCursoActual } from "../curso-academico/queries";
import { asegurarCurso, cursoDeLasFranjasSql } from "../curso-academico/calendario";
import { cursoEscribible } from "../curso-academico/historia";
import { getDb, type Db } from "../db";
import { lineaAlta } from "../asignaciones/admin";
import { aulas, cursosAcademicos, equivalenciasHorario, franjas, grupos, horario, horarioAulas, imparticiones, modulos, usuarios } from "../db/schema";
import type { EntradaRegistro } from "../registro/registrar";
import { compararAsignaciones, type AsignacionImplicita, type ImparticionConNombres } from "./asignaciones";
import { columnaLista, enUnaFila } from "../db/fila";
import { invalido } from "../errors";
import { analizarHorario, aulasDe, nombreDocente, type Mapeo, type PeriodoActual, type PeriodoPlan, type VistaPrevia } from "./analisis";
import type { CatalogoHorario, TipoEquivalencia } from "./equivalencias";
import { franjasColumna, renumerarFranjas } from "./franjas";
import { leerHorario, type LecturaHorario } from "./formatos";
import type { UsuarioActual } from "../auth/current-user";

function soloAdmin(user: Quien) {
  exigir(user, "horarios.administrar", "Solo la administración importa horarios.");
}

/**
 * What the import into school year `curso` compares names against: the year's slots (for a year not
 * created yet, those it will start with), rooms, groups, modules and the active teachers.
 */
export async function cargarCatalogo(db?: Db, curso?: string): Promise<CatalogoHorario> {
  // One statement, each list a JSON column: it also runs inside the apply transaction, whose single
  // connection took the five reads one after another (docs/decisions/032).
  return enUnaFila(
    {
      franjas: franjasColumna(curso === undefined ? undefined : cursoDeLasFranjasSql(curso)),
      aulas: columnaLista<CatalogoHorario["aulas"][number]>(sql`select json_agg(json_build_object('id', a.id, 'nombre', a.nombre)) from ${aulas} as a`),
      grupos: columnaLista<CatalogoHorario["grupos"][number]>(sql`select json_agg(json_build_object('codigo', g.codigo, 'ciclo', g.ciclo, 'curso', g.curso)) from ${grupos} as g`),
      modulos: columnaLista<CatalogoHorario["modulos"][number]>(sql`select json_agg(json_build_object('codigo', m.codigo, 'ciclo', m.ciclo, 'nombre', m.nombre, 'curso', m.curso)) from ${modulos} as m`),
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
      aulasExtra: sql<number[]>`coalesce((select array_agg(ha.aula_id order by ha.aula_id) from ${horarioAulas} ha where ha.horario_id = ${horario.id}), '{}')`,
      modulo: horario.modulo,
      ciclo: horario.ciclo,
      desdoble: horario.desdoble,
    })
    .from(horario)
    .where(eq(horario.cursoAcademico, curso));
}

/**
 * Each year has its own slots (issue 44), and an hour of the file may be mapped to another year's:
 * remembered from last year's import, or chosen in the preview of a year that copies its slots on
 * apply. Such an hour stands for this year's slot with the same times (the plan's fingerprint counts
 * slots by their times, so it does not change).
 */
async function horasDelCurso(d: Db, mapeo: Mapeo, cat: CatalogoHorario): Promise<Mapeo> {
  const propias = new Set(cat.franjas.map((f) => String(f.id)));
  const ajenas = Object.values(mapeo.hora ?? {}).filter((v) => /^\d+$/.test(v) && !propias.has(v));
  if (ajenas.length === 0) return mapeo;
  const porHoras = new Map(cat.franjas.map((f) => [`${f.inicio}-${f.fin}`, String(f.id)]));
  const filas = await d.select({ id: franjas.id, inicio: franjas.inicio, fin: franjas.fin }).from(franjas).where(inArray(franjas.id, ajenas.map(Number)));
  const propia = new Map(filas.map((f) => [String(f.id), porHoras.get(`${f.inicio}-${f.fin}`)]));
  return { ...mapeo, hora: Object.fromEntries(Object.entries(mapeo.hora!).map(([k, v]) => [k, propia.get(v) ?? v])) };
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

/** What the timetable import adds to the one report (lib/importar/tipos.ts). */
export type VistaHorario = Omit<VistaPrevia, "errores" | "omitidas" | "huella" | "filas"> & {
  franjasCreadas: number;
  /** The teaching assignments the timetable implies, compared with today's (asignaciones.ts). */
  asignaciones: AsignacionImplicita[];
  asignacionesCreadas: number;
};
export type InformeHorario = Informe<{ horario: VistaHorario }>;

export type OpcionesHorario = Omit<OpcionesImportacion, "elecciones"> & {
  curso: string;
  /** The admin's equivalences: file name → portal key, by type. */
  equivalencias: Mapeo;
  /** Create the new teaching assignments the timetable implies, in the same transaction. */
  crearAsignaciones?: boolean;
};

/** The teaching assignments of school year `curso` (drafts included), with the names the preview shows. */
async function imparticionesActuales(d: Db, curso: string): Promise<ImparticionConNombres[]> {
  return d
    .select({ docenteId: imparticiones.docenteId, modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, grupo: imparticiones.grupo, docente: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellidos})`, nombreModulo: modulos.nombre })
    .from(imparticiones)
    .innerJoin(usuarios, eq(usuarios.id, imparticiones.docenteId))
    .innerJoin(modulos, and(eq(modulos.codigo, imparticiones.modulo), eq(modulos.ciclo, imparticiones.ciclo)))
    .where(eq(imparticiones.cursoAcademico, curso));
}

/** The teacher × module × group of each period of a plan, once, with names. */
function implicitas(plan: readonly PeriodoPlan[], cat: CatalogoHorario): ImparticionConNombres[] {
  const vistas = new Map<string, ImparticionConNombres>();
  for (const p of plan) {
    const k = `${p.docenteId}|${p.modulo}|${p.ciclo}|${p.grupo}`;
    if (!vistas.has(k)) vistas.set(k, { docenteId: p.docenteId, modulo: p.modulo, ciclo: p.ciclo, grupo: p.grupo, docente: nombreDocente(cat, p.docenteId), nombreModulo: cat.modulos.find((m) => m.codigo === p.modulo && m.ciclo === p.ciclo)?.nombre ?? p.modulo });
  }
  return [...vistas.values()];
}

/** Refuses a school year outside listCursosImportables: the ones a timetable or slots are prepared for. */
export async function comprobarCurso(user: Quien, d: Db, curso: string) {
  if (!(await listCursosImportables(user, d)).some((c) => c.codigo === curso)) throw invalido(`El curso ${curso} no es uno de los que se pueden preparar: el actual, el siguiente y los que ya tiene el centro.`, { curso: ["Elige uno de los cursos de la lista"] });
  await exigirCursoEditable(curso, d);
}

type PlanHorario = { catalogo: CatalogoHorario; plan: PeriodoPlan[]; actual: (PeriodoActual & { id: number })[]; elegidasUsadas: { tipo: TipoEquivalencia; origen: string; destino: string }[]; franjasNuevas: { inicio: string; fin: string }[]; maxOrden: number };

/** The analysis' rows that cannot be placed and those left out, as the one report's rows. */
function filasDelInforme(vista: VistaPrevia): FilaInforme[] {
  const filas: FilaInforme[] = vista.errores.map((e) => ({ linea: e.linea, clave: `Línea ${e.linea}`, estado: "error", cambios: [], errores: e.mensajes, avisos: [] }));
  const conError = new Set(vista.errores.map((e) => e.linea));
  const omitidas = new Map<number, string[]>();
  for (const o of vista.omitidas) if (!conError.has(o.linea)) omitidas.set(o.linea, [...(omitidas.get(o.linea) ?? []), o.motivo]);
  for (const [linea, avisos] of omitidas) filas.push({ linea, clave: `Línea ${linea}`, estado: "omitida", cambios: [], errores: [], avisos: [...new Set(avisos)] });
  return filas;
}

/**
 * Imports a timetable through the import pipeline (lib/importar/proceso.ts), as a preview with
 * `simular` or applied. The preview writes nothing, whatever the file holds. Applying runs the
 * analysis again in the transaction, under the pipeline's lock (one timetable import at a time)
 * and a lock on the slots, refuses a plan other than the one previewed (same file, equivalences
 * and centre data → same fingerprint), creates the new slots, and deletes and inserts only the
 * periods that differ, so re-importing the same file writes nothing. Other years are never
 * touched. The equivalences the admin chose are remembered.
 */
export async function importarHorario(user: Quien & Pick<UsuarioActual, "email" | "nombre" | "apellidos">, archivo: Uint8Array | string, opciones: OpcionesHorario, db?: Db): Promise<InformeHorario> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  await comprobarCurso(user, d, opciones.curso);
  const { curso, equivalencias: elegidas } = opciones;
  return importarArchivo<PlanHorario, { horario: VistaHorario }, Extract<LecturaHorario, { ok: true }>>(
    {
      tipo: "horario",
      nombre: "horarios",
      leer: leerHorario,
      async juzgar(tx, lectura, { simular }) {
        if (!simular) {
          await asegurarCurso(tx, curso);
          // Nobody edits the slots while the plan that uses them is written.
          await tx.execute(sql`lock table ${franjas} in share row exclusive mode`);
        }
        // One after another, also in the preview: a transaction is one connection, which runs one
        // statement at a time anyway, and pg deprecates queueing them (an error from pg 9 on).
        const catalogo = await cargarCatalogo(tx, curso);
        const actual = await periodosDelCurso(tx, curso);
        const guardadas = await equivalenciasGuardadas(tx);
        const asignadas = await imparticionesActuales(tx, curso);
        const deEsteCurso = { elegidas: await horasDelCurso(tx, elegidas, catalogo), guardadas: await horasDelCurso(tx, guardadas, catalogo) };
        const { vista, plan, elegidasUsadas } = analizarHorario({ formato: lectura.formato, curso, filas: lectura.filas, filasLeidas: lectura.total, erroresLectura: lectura.errores, catalogo, actual, ...deEsteCurso });
        const resto = { ...vista, errores: undefined, omitidas: undefined, huella: undefined, filas: undefined };
        for (const k of ["errores", "omitidas", "huella", "filas"] as const) delete resto[k];
        return {
          filas: filasDelInforme(vista),
          planes: [{ catalogo, plan, actual, elegidasUsadas, franjasNuevas: vista.franjasNuevas, maxOrden: catalogo.franjas.reduce((m, f) => Math.max(m, f.orden), 0) }],
          extra: { horario: { ...resto, franjasCreadas: 0, asignaciones: compararAsignaciones(implicitas(plan, catalogo), asignadas), asignacionesCreadas: 0 } },
          cuentas: { nuevos: vista.cambios.altas, cambiados: vista.cambios.modificados, sinCambios: vista.cambios.iguales, eliminados: vista.cambios.bajas },
          huellaPlan: vista.huella,
        };
      },
      async aplicar(tx, [p], juicio) {
        if (!juicio.extra.horario.aplicable) throw invalido(juicio.extra.horario.bloqueo ?? "La vista previa tiene errores.");
        // New slots first: their ids are what the plan's periods need.
        if (p.franjasNuevas.length) {
          await tx.insert(franjas).values(p.franjasNuevas.map((n, i) => ({ cursoAcademico: curso, orden: p.maxOrden + 1 + i, inicio: n.inicio, fin: n.fin, recreo: false })));
          await renumerarFranjas(tx, curso);
        }
        const idFranja = new Map((await tx.select({ id: franjas.id, inicio: franjas.inicio, fin: franjas.fin }).from(franjas).where(eq(franjas.cursoAcademico, curso))).map((f) => [`${f.inicio}-${f.fin}`, f.id]));
        const franjaDe = (k: string) => (k.includes(":") ? idFranja.get(k)! : Number(k));

        const clave = (x: { dia: number; franjaId: number; grupo: string; docenteId: number }) => `${x.dia}|${x.franjaId}|${x.grupo}|${x.docenteId}`;
        const valor = (x: { aulaId: number | null; aulasExtra: number[]; modulo: string; ciclo: string; desdoble: boolean }) => `${aulasDe(x).join("+")}|${x.modulo}|${x.ciclo}|${x.desdoble}`;
        const deseado = new Map(p.plan.map((x) => [clave({ ...x, franjaId: franjaDe(x.franja) }), { ...x, franjaId: franjaDe(x.franja) }]));
        const existente = new Map(p.actual.map((a) => [clave(a), a]));
        const borrar = p.actual.filter((a) => {
          const x = deseado.get(clave(a));
          return !x || valor(x) !== valor(a);
        });
        const insertar = [...deseado.entries()].filter(([k, x]) => {
          const a = existente.get(k);
          return !a || valor(a) !== valor(x);
        });
        for (let i = 0; i < borrar.length; i += 1000) await tx.delete(horario).where(inArray(horario.id, borrar.slice(i, i + 1000).map((a) => a.id)));
        const fila = (x: (typeof insertar)[number][1]) => ({ cursoAcademico: curso, dia: x.dia, franjaId: x.franjaId, aulaId: x.aulaId, grupo: x.grupo, modulo: x.modulo, ciclo: x.ciclo, docenteId: x.docenteId, desdoble: x.desdoble });
        const enUna = insertar.filter(([, x]) => x.aulasExtra.length === 0).map(([, x]) => fila(x));
        for (let i = 0; i < enUna.length; i += 500) await tx.insert(horario).values(enUna.slice(i, i + 500));
        // A period in several rooms: its id for the other rooms.
        for (const [, x] of insertar.filter(([, y]) => y.aulasExtra.length > 0)) {
          const [{ id }] = await tx.insert(horario).values(fila(x)).returning({ id: horario.id });
          await tx.insert(horarioAulas).values(x.aulasExtra.map((aulaId) => ({ horarioId: id, aulaId })));
        }
        if (p.elegidasUsadas.length) {
          await tx
            .insert(equivalenciasHorario)
            .values(p.elegidasUsadas)
            .onConflictDoUpdate({ target: [equivalenciasHorario.tipo, equivalenciasHorario.origen], set: { destino: sql`excluded.destino` } });
        }
        // The assignments nobody has yet, if the admin asked for them: teachers then see their modules at once.
        const nuevas = opciones.crearAsignaciones ? juicio.extra.horario.asignaciones.filter((a) => a.estado === "nueva") : [];
        const lineas: EntradaRegistro[] = [];
        if (nuevas.length) {
          await cursoEscribible(tx, curso);
          for (let i = 0; i < nuevas.length; i += 1000) {
            await tx
              .insert(imparticiones)
              .values(nuevas.slice(i, i + 1000).map((a) => ({ docenteId: a.docenteId, modulo: a.modulo, ciclo: a.ciclo, grupo: a.grupo, cursoAcademico: curso })))
              .onConflictDoNothing();
          }
          for (const a of nuevas) {
            const email = p.catalogo.docentes.find((x) => x.id === a.docenteId)?.email ?? String(a.docenteId);
            lineas.push(lineaAlta({ id: a.docenteId, email, cargos: ["docente"], activo: true }, { codigo: a.modulo, ciclo: a.ciclo, curso: 0, nombre: a.nombreModulo }, a.grupo, `, por la importación del horario de ${curso}`));
          }
        }
        return { lineas, extra: { horario: { ...juicio.extra.horario, franjasCreadas: p.franjasNuevas.length, asignacionesCreadas: nuevas.length } } };
      },
      resumen: (i) =>
        `Importación del horario de ${curso}: ${plural(i.nuevos, "periodo nuevo", "periodos nuevos")}, ${plural(i.eliminados, "eliminado", "eliminados")}, ${plural(i.cambiados, "cambiado", "cambiados")} y ${i.sinCambios} sin cambios${i.horario.franjasCreadas ? `; ${plural(i.horario.franjasCreadas, "franja nueva", "franjas nuevas")}` : ""}${i.horario.asignacionesCreadas ? `; ${plural(i.horario.asignacionesCreadas, "asignación de docencia nueva", "asignaciones de docencia nuevas")}` : ""}.`,
      detalleRegistro: (i) => ({ curso, franjasCreadas: i.horario.franjasCreadas, asignacionesCreadas: i.horario.asignacionesCreadas }),
      hayCambios: (i) => i.horario.franjasCreadas + i.horario.asignacionesCreadas > 0,
    },
    { id: user.id, nombre: user.nombre, apellidos: user.apellidos, email: user.email },
    archivo,
    { ...opciones, elecciones: { curso, equivalencias: elegidas } },
    d,
  );
}

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/**
 * The consistency of a year's timetable with the teaching assignments, at any time (issue 44,
 * point 9): the same comparison as the import's preview, over the periods stored — periods whose
 * teacher has no assignment (new or another's) and assignments with no period.
 */
export async function listCoherenciaAsignaciones(user: Quien, curso?: string, db?: Db): Promise<{ curso: string; asignaciones: AsignacionImplicita[] }> {
  soloAdmin(user);
  const d = db ?? (await getDb());
  const codigo = curso ?? (await getCursoActual(d)).codigo;
  const [periodos, asignadas] = await Promise.all([
    d
      .selectDistinct({ docenteId: horario.docenteId, modulo: horario.modulo, ciclo: horario.ciclo, grupo: horario.grupo, docente: sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellidos})`, nombreModulo: modulos.nombre })
      .from(horario)
      .innerJoin(usuarios, eq(usuarios.id, horario.docenteId))
      .innerJoin(modulos, and(eq(modulos.codigo, horario.modulo), eq(modulos.ciclo, horario.ciclo)))
      .where(eq(horario.cursoAcademico, codigo)),
    imparticionesActuales(d, codigo),
  ]);
  return { curso: codigo, asignaciones: compararAsignaciones(periodos, asignadas).filter((a) => a.estado !== "coincide") };
}
