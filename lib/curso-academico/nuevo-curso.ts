import "server-only";
import { and, asc, desc, eq, inArray, lt, sql } from "drizzle-orm";
import type { ConCargos } from "../acceso/cargos";
import { conCargo } from "../acceso/sql";
import { revocarTodasLasSesiones } from "../auth/sesiones-de-acceso";
import { leerCsv } from "../csv";
import type { Db } from "../db";
import { cursosAcademicos, diasNoLectivos, franjas, grupoEstudiantes, grupos, imparticiones, matriculasModulo, modulos, usuarios } from "../db/schema";
import { conflicto, invalido, noEncontrado } from "../errors";
import { diaDeLaSemana, formatearFecha } from "../fechas";
import { sha256 } from "../importar/proceso";
import { registrar } from "../registro/registrar";
import { autorDe, exigirAdmin, transaccionAdmin, type Admin } from "../centro/admin-comun";
import { copiarFranjasAlCurso, cursoDeLasFranjasSql } from "./calendario";
import type { NuevoCursoEntrada } from "./nuevo-curso-schemas";
import { getCursoActual } from "./queries";

/**
 * The «Nuevo curso» wizard (issue 46, decision 067): the next school year from the current one.
 * One function plans it from the database (the preview, with its huella) and the same plan is
 * what the apply writes, in one transaction: the year, its slots and shifted holidays, 1.º students
 * in the 2.º group of their cycle, 2.º students deactivated unless they repeat, teaching
 * assignments copied as drafts, and the day the current year becomes history. Every step skips
 * what is already there, so a second apply changes nothing and says so.
 */

type Persona = { id: number; nombre: string; email: string; codigo: string | null };
export type PlanNuevoCurso = {
  origen: { codigo: string; inicio: string; fin: string; cierre: string | null };
  curso: { codigo: string; inicio: string; fin: string; existe: boolean };
  cierre: string;
  franjas: number;
  festivos: { fecha: string; descripcion: string }[];
  promocion: (Persona & { de: string; a: string })[];
  sinGrupo: (Persona & { de: string })[];
  repiten: (Persona & { grupo: string })[];
  bajas: (Persona & { grupo: string })[];
  /** Every active 2.º student of the year, for the list to tick. */
  segundo: (Persona & { grupo: string; repite: boolean })[];
  matriculas: number;
  asignaciones: { docenteId: number; docente: string; modulo: string; ciclo: string; grupo: string }[];
  erroresCsv: string[];
  cambios: number;
  huella: string;
};

export type ResultadoNuevoCurso = { plan: PlanNuevoCurso; aplicado: boolean; mensaje: string };

const nombre = sql<string>`trim(${usuarios.nombre} || ' ' || ${usuarios.apellidos})`;

/** The same month and day a year later (29 February → 28 February). */
function unAnoDespues(iso: string): string {
  const y = Number(iso.slice(0, 4)) + 1;
  const md = iso.slice(5) === "02-29" ? "02-28" : iso.slice(5);
  return `${y}-${md}`;
}

/** The 2.º group a 1.º group's students go to: the same code with a 2 (1QUI301B → 2QUI301B), else the cycle's first. */
function grupoDeSegundo(g: { codigo: string; ciclo: string }, segundos: { codigo: string; ciclo: string }[]): string | null {
  const delCiclo = segundos.filter((s) => s.ciclo === g.ciclo);
  return (delCiclo.find((s) => s.codigo === `2${g.codigo.slice(1)}`) ?? delCiclo[0])?.codigo ?? null;
}

/** The repeaters a CSV names (a column Estudiante with a code or an e-mail), among `segundo`. */
function repetidoresDelCsv(csv: string, segundo: Persona[]): { ids: number[]; errores: string[] } {
  if (csv.trim() === "") return { ids: [], errores: [] };
  const lectura = leerCsv(csv, [{ clave: "estudiante", titulo: "Estudiante", alias: ["codigo", "código", "email", "correo"], obligatoria: true }]);
  if (!lectura.ok) return { ids: [], errores: [lectura.mensaje] };
  const ids: number[] = [];
  const errores = lectura.errores.map((e) => `Fila ${e.linea}: ${e.mensaje}`);
  for (const f of lectura.filas) {
    const v = (f.valores.estudiante ?? "").trim();
    if (v === "") continue;
    const p = segundo.find((s) => (v.includes("@") ? s.email === v.toLowerCase() : s.codigo === v.toUpperCase()));
    if (p) ids.push(p.id);
    else errores.push(`Fila ${f.linea}: ${v} no es estudiante de 2.º con la cuenta activa en este curso`);
  }
  return { ids, errores };
}

async function planificar(tx: Db, e: NuevoCursoEntrada): Promise<PlanNuevoCurso & { nuevasMatriculas: { estudianteId: number; modulo: string; ciclo: string }[] }> {
  const actual = await getCursoActual(tx);
  const [origen] = await tx
    .select({ codigo: cursosAcademicos.codigo, inicio: cursosAcademicos.inicio, fin: cursosAcademicos.fin, cierre: cursosAcademicos.cierre })
    .from(cursosAcademicos)
    .where(lt(cursosAcademicos.codigo, e.codigo))
    .orderBy(desc(cursosAcademicos.codigo))
    .limit(1);
  if (!origen) throw invalido(`No hay ningún curso anterior a ${e.codigo} del que partir: crea antes el actual en Calendario.`, { codigo: ["No hay un curso anterior"] });
  // The next year after the current one; or, once applied and closed, the current one itself (a re-run).
  const yaAplicado = e.codigo === actual.codigo && origen.cierre !== null;
  if (e.codigo <= actual.codigo && !yaAplicado) throw invalido(`El curso nuevo debe ser posterior al actual (${actual.codigo}).`, { codigo: [`Debe ser posterior a ${actual.codigo}`] });
  if (e.cierre > e.inicio) throw invalido("El cierre del curso actual debe ser como tarde el primer día del nuevo.", { cierre: [`Como tarde el ${formatearFecha(e.inicio)}`] });

  const [existente] = await tx.select({ codigo: cursosAcademicos.codigo }).from(cursosAcademicos).where(eq(cursosAcademicos.codigo, e.codigo));
  // The slots copiarFranjasAlCurso will copy: none when the new year has its own already.
  const cuenta = sql<number>`count(*)::int`;
  const [{ propias }] = await tx.select({ propias: cuenta }).from(franjas).where(eq(franjas.cursoAcademico, e.codigo));
  const franjasNuevas = propias > 0 ? 0 : (await tx.select({ n: cuenta }).from(franjas).where(eq(franjas.cursoAcademico, cursoDeLasFranjasSql(e.codigo))))[0].n;

  // Holidays of the current year, a year later, inside the new year's dates, weekdays, not there yet.
  const viejos = await tx
    .select({ fecha: diasNoLectivos.fecha, descripcion: diasNoLectivos.descripcion })
    .from(diasNoLectivos)
    .where(sql`${diasNoLectivos.fecha} between ${origen.inicio} and ${origen.fin}`)
    .orderBy(asc(diasNoLectivos.fecha));
  const candidatos = viejos.map((d) => ({ fecha: unAnoDespues(d.fecha), descripcion: d.descripcion })).filter((d) => d.fecha >= e.inicio && d.fecha <= e.fin && diaDeLaSemana(d.fecha) <= 5);
  const yaEstan = new Set(
    candidatos.length ? (await tx.select({ fecha: diasNoLectivos.fecha }).from(diasNoLectivos).where(inArray(diasNoLectivos.fecha, candidatos.map((d) => d.fecha)))).map((d) => d.fecha) : [],
  );
  const festivos = candidatos.filter((d) => !yaEstan.has(d.fecha));

  // The year's students, in their group, active ones only (a deactivated one has left).
  const alumnos = await tx
    .select({ id: usuarios.id, nombre, email: usuarios.email, codigo: usuarios.codigo, grupo: grupos.codigo, ciclo: grupos.ciclo, curso: grupos.curso })
    .from(grupoEstudiantes)
    .innerJoin(grupos, eq(grupos.codigo, grupoEstudiantes.grupo))
    .innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId))
    .where(and(eq(grupoEstudiantes.cursoAcademico, origen.codigo), eq(usuarios.activo, true), conCargo(usuarios.cargos, "estudiante")))
    .orderBy(asc(grupos.codigo), asc(usuarios.apellidos), asc(usuarios.nombre));
  const enElNuevo = new Set((await tx.select({ id: grupoEstudiantes.estudianteId }).from(grupoEstudiantes).where(eq(grupoEstudiantes.cursoAcademico, e.codigo))).map((r) => r.id));
  const segundos = await tx.select({ codigo: grupos.codigo, ciclo: grupos.ciclo }).from(grupos).where(eq(grupos.curso, 2)).orderBy(asc(grupos.codigo));
  const persona = (a: (typeof alumnos)[number]): Persona => ({ id: a.id, nombre: a.nombre, email: a.email, codigo: a.codigo });

  const deSegundo = alumnos.filter((a) => a.curso === 2);
  const csv = repetidoresDelCsv(e.repetidoresCsv, deSegundo.map(persona));
  const repiteSet = new Set([...e.repetidores, ...csv.ids]);
  const promocion: PlanNuevoCurso["promocion"] = [];
  const sinGrupo: PlanNuevoCurso["sinGrupo"] = [];
  for (const a of alumnos.filter((x) => x.curso === 1 && !enElNuevo.has(x.id))) {
    const destino = grupoDeSegundo({ codigo: a.grupo, ciclo: a.ciclo }, segundos);
    if (destino) promocion.push({ ...persona(a), de: a.grupo, a: destino });
    else sinGrupo.push({ ...persona(a), de: a.grupo });
  }
  const repiten = deSegundo.filter((a) => repiteSet.has(a.id) && !enElNuevo.has(a.id)).map((a) => ({ ...persona(a), grupo: a.grupo }));
  const bajas = deSegundo.filter((a) => !repiteSet.has(a.id) && !enElNuevo.has(a.id)).map((a) => ({ ...persona(a), grupo: a.grupo }));

  // Module enrolments of the new year: the modules of the 2.º course of each one's cycle.
  const modulos2 = await tx.select({ codigo: modulos.codigo, ciclo: modulos.ciclo }).from(modulos).where(eq(modulos.curso, 2));
  const cicloDe = new Map(segundos.map((g) => [g.codigo, g.ciclo]));
  const nuevasMatriculas = [...promocion.map((p) => ({ id: p.id, grupo: p.a })), ...repiten.map((r) => ({ id: r.id, grupo: r.grupo }))].flatMap((x) =>
    modulos2.filter((m) => m.ciclo === cicloDe.get(x.grupo)).map((m) => ({ estudianteId: x.id, modulo: m.codigo, ciclo: m.ciclo })),
  );

  // The year's confirmed teaching assignments of active teachers, as drafts, unless the new year has them.
  const asignaciones = await tx
    .select({ docenteId: imparticiones.docenteId, docente: nombre, modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, grupo: imparticiones.grupo })
    .from(imparticiones)
    .innerJoin(usuarios, and(eq(usuarios.id, imparticiones.docenteId), eq(usuarios.activo, true)))
    .where(
      and(
        eq(imparticiones.cursoAcademico, origen.codigo),
        eq(imparticiones.borrador, false),
        sql`not exists (select 1 from ${imparticiones} as n where n.curso_academico = ${e.codigo} and n.docente_id = ${imparticiones.docenteId}
          and n.modulo = ${imparticiones.modulo} and n.ciclo = ${imparticiones.ciclo} and n.grupo = ${imparticiones.grupo})`,
      ),
    )
    .orderBy(asc(imparticiones.grupo), asc(imparticiones.modulo), asc(usuarios.apellidos));

  const cambiaCierre = origen.cierre !== e.cierre;
  const cambios = (existente ? 0 : 1) + franjasNuevas + festivos.length + promocion.length + repiten.length + bajas.length + nuevasMatriculas.length + asignaciones.length + (cambiaCierre ? 1 : 0);
  const segundo = deSegundo.map((a) => ({ ...persona(a), grupo: a.grupo, repite: repiteSet.has(a.id) || enElNuevo.has(a.id) }));
  const sinHuella = {
    origen,
    curso: { codigo: e.codigo, inicio: e.inicio, fin: e.fin, existe: Boolean(existente) },
    cierre: e.cierre,
    franjas: franjasNuevas,
    festivos,
    promocion,
    sinGrupo,
    repiten,
    bajas,
    segundo,
    matriculas: nuevasMatriculas.length,
    asignaciones,
    erroresCsv: csv.errores,
    cambios,
  };
  // What the apply will write, so that an apply against a changed database is refused (as imports do).
  const huella = sha256(JSON.stringify([sinHuella, nuevasMatriculas]));
  return { ...sinHuella, huella, nuevasMatriculas };
}

/** The preview: what applying would do, with its huella. Admin only; writes nothing. */
export async function previsualizarNuevoCurso(user: ConCargos, e: NuevoCursoEntrada, db?: Db): Promise<PlanNuevoCurso> {
  exigirAdmin(user);
  return transaccionAdmin(user, db, async (tx) => {
    const plan: PlanNuevoCurso & { nuevasMatriculas?: unknown } = await planificar(tx, e);
    delete plan.nuevasMatriculas;
    return plan;
  });
}

/** The preview (`simular`) or the apply: what the action and the API both call. */
export async function nuevoCurso(user: Admin, e: NuevoCursoEntrada, db?: Db): Promise<ResultadoNuevoCurso> {
  if (!e.simular) return aplicarNuevoCurso(user, e, db);
  const plan = await previsualizarNuevoCurso(user, e, db);
  return { plan, aplicado: false, mensaje: plan.cambios === 0 ? `Nada que hacer: el curso ${e.codigo} ya está creado con todo lo de ${plan.origen.codigo}.` : `Vista previa: ${resumenPlan(plan)}.` };
}

/** Applies the plan in one transaction, or changes nothing when there is nothing left to do. */
export async function aplicarNuevoCurso(user: Admin, e: NuevoCursoEntrada, db?: Db): Promise<ResultadoNuevoCurso> {
  return transaccionAdmin(user, db, async (tx) => {
    // Two admins applying at once: the second waits and then finds everything done.
    await tx.execute(sql`lock table ${cursosAcademicos} in share row exclusive mode`);
    const { nuevasMatriculas, ...plan } = await planificar(tx, e);
    if (e.huella && e.huella !== plan.huella) throw conflicto("Los datos han cambiado desde la vista previa: vuelve a comprobar antes de aplicar.");
    if (plan.erroresCsv.length) throw invalido(`La lista de repetidores tiene errores: ${plan.erroresCsv[0]}.`, { repetidoresCsv: plan.erroresCsv });
    if (plan.cambios === 0) return { plan, aplicado: false, mensaje: `Nada que hacer: el curso ${e.codigo} ya está creado con todo lo de ${plan.origen.codigo}.` };

    await tx.insert(cursosAcademicos).values({ codigo: e.codigo, inicio: e.inicio, fin: e.fin, actual: false }).onConflictDoNothing();
    await copiarFranjasAlCurso(tx, e.codigo);
    if (plan.festivos.length) await tx.insert(diasNoLectivos).values(plan.festivos).onConflictDoNothing();
    const enGrupo = [...plan.promocion.map((p) => ({ estudianteId: p.id, grupo: p.a })), ...plan.repiten.map((r) => ({ estudianteId: r.id, grupo: r.grupo }))];
    if (enGrupo.length) await tx.insert(grupoEstudiantes).values(enGrupo.map((g) => ({ ...g, cursoAcademico: e.codigo }))).onConflictDoNothing();
    for (let i = 0; i < nuevasMatriculas.length; i += 1000) {
      await tx.insert(matriculasModulo).values(nuevasMatriculas.slice(i, i + 1000).map((m) => ({ ...m, cursoAcademico: e.codigo }))).onConflictDoNothing();
    }
    if (plan.bajas.length) {
      const ids = plan.bajas.map((b) => b.id);
      await tx.update(usuarios).set({ activo: false }).where(inArray(usuarios.id, ids));
      // As on the person's page: a deactivated account's sessions end.
      await revocarTodasLasSesiones(ids, tx);
    }
    for (let i = 0; i < plan.asignaciones.length; i += 1000) {
      await tx
        .insert(imparticiones)
        .values(plan.asignaciones.slice(i, i + 1000).map((a) => ({ docenteId: a.docenteId, modulo: a.modulo, ciclo: a.ciclo, grupo: a.grupo, cursoAcademico: e.codigo, borrador: true })))
        .onConflictDoNothing();
    }
    await tx.update(cursosAcademicos).set({ cierre: e.cierre }).where(eq(cursosAcademicos.codigo, plan.origen.codigo));

    const resumen = resumenPlan(plan);
    await registrar(tx, autorDe(user), {
      accion: "crear",
      entidad: "curso",
      clave: e.codigo,
      resumen: `Nuevo curso ${e.codigo} desde ${plan.origen.codigo}: ${resumen}.`,
      despues: {
        inicio: e.inicio,
        fin: e.fin,
        cierre: e.cierre,
        franjas: plan.franjas,
        festivos: plan.festivos.length,
        promocionan: plan.promocion.length,
        repiten: plan.repiten.length,
        bajas: plan.bajas.map((b) => b.email),
        matriculas: plan.matriculas,
        asignaciones: plan.asignaciones.length,
      },
    });
    return { plan, aplicado: true, mensaje: `Curso ${e.codigo} preparado: ${resumen}.` };
  });
}

const plural = (n: number, uno: string, varios: string) => `${n} ${n === 1 ? uno : varios}`;

/** One sentence of what a plan does, for the message and the change log. */
export function resumenPlan(p: PlanNuevoCurso): string {
  return [
    plural(p.franjas, "franja copiada", "franjas copiadas"),
    plural(p.festivos.length, "día no lectivo", "días no lectivos"),
    plural(p.promocion.length, "estudiante pasa a 2.º", "estudiantes pasan a 2.º"),
    plural(p.repiten.length, "repite", "repiten"),
    plural(p.bajas.length, "baja de 2.º", "bajas de 2.º"),
    plural(p.asignaciones.length, "asignación de docencia por confirmar", "asignaciones de docencia por confirmar"),
    `el curso ${p.origen.codigo} pasa a ser historia el ${formatearFecha(p.cierre)}`,
  ].join(", ");
}

/** Confirms the draft teaching assignments of school year `curso`: from then on they give access. */
export async function confirmarAsignaciones(user: Admin, curso: string, db?: Db): Promise<number> {
  return transaccionAdmin(user, db, async (tx) => {
    const [c] = await tx.select({ codigo: cursosAcademicos.codigo }).from(cursosAcademicos).where(eq(cursosAcademicos.codigo, curso));
    if (!c) throw noEncontrado("Curso académico no encontrado.");
    const hechas = await tx
      .update(imparticiones)
      .set({ borrador: false })
      .where(and(eq(imparticiones.cursoAcademico, curso), eq(imparticiones.borrador, true)))
      .returning({ docenteId: imparticiones.docenteId });
    if (hechas.length) {
      await registrar(tx, autorDe(user), { accion: "modificar", entidad: "curso", clave: curso, resumen: `${plural(hechas.length, "asignación de docencia confirmada", "asignaciones de docencia confirmadas")} en el curso ${curso}.` });
    }
    return hechas.length;
  });
}

/** The draft assignments of a year, for the wizard's page. */
export async function listAsignacionesBorrador(user: ConCargos, curso: string, db?: Db): Promise<PlanNuevoCurso["asignaciones"]> {
  return transaccionAdmin(user, db, (tx) =>
    tx
      .select({ docenteId: imparticiones.docenteId, docente: nombre, modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, grupo: imparticiones.grupo })
      .from(imparticiones)
      .innerJoin(usuarios, eq(usuarios.id, imparticiones.docenteId))
      .where(and(eq(imparticiones.cursoAcademico, curso), eq(imparticiones.borrador, true)))
      .orderBy(asc(imparticiones.grupo), asc(imparticiones.modulo), asc(usuarios.apellidos)),
  );
}
