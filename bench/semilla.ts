import { and, asc, eq, inArray, isNotNull, notExists, notInArray, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../lib/db/client";
import {
  articulos,
  aulas,
  campanas,
  ciclos,
  contadorArticulos,
  contestadas,
  convalidacionHistorial,
  convalidacionModulos,
  convalidaciones,
  cuestiones,
  departamentos,
  franjas,
  grupoEstudiantes,
  grupos,
  tutorias,
  historialArticulos,
  horario,
  imparticiones,
  matriculas,
  matriculasModulo,
  modulos,
  usuarios,
} from "../lib/db/schema";
import { demoAccounts, DEPARTAMENTOS_DEMO, seedDemo } from "../lib/semilla";
import { generador } from "../lib/semilla/demo-centre";
import { buildAula, buildCiclo, buildDocente, buildEstudiante, buildGrupo, buildModulo, createImparticion } from "../lib/semilla/factories";
import { getCursoActual } from "../lib/curso-academico/queries";
import { cursoEscribible } from "../lib/curso-academico/historia";
import { letraNif } from "../lib/campos";
import { sembrarEncuestas } from "../lib/encuestas/seed";
import { filasDelPlan, planificarSemana, type ModuloAPlanificar } from "../lib/horarios/seed";
import { comprimirCodigos } from "../lib/inventario/reglas";
import type { DatosRutas } from "./rutas";
import type { Rol } from "./tipos";
import { conCargo } from "../lib/acceso/sql";

/**
 * A centre the size of a real CPIFP on top of the demo one: 700 students, 60 teachers, 5,000
 * inventory articles, 300 convalidaciones and every survey campaign answered by the whole centre.
 * Built with the demo seed and the factories of lib/semilla, deterministic (seeded generator,
 * fixed order), on a database the bench has just created: it is not idempotent and need not be.
 */

export const OBJETIVO = { estudiantes: 700, docentes: 60, articulos: 5000, convalidaciones: 300 } as const;

const { quimica, informatica, electricidad } = DEPARTAMENTOS_DEMO;

/** Ten more cycles in the departments of the demo, as a centre of this size has. */
const CICLOS_BANCO: { codigo: string; nombre: string; departamento: string }[] = [
  { codigo: "QUI302", nombre: "Química Industrial", departamento: quimica },
  { codigo: "QUI303", nombre: "Fabricación de Productos Farmacéuticos, Biotecnológicos y Afines", departamento: quimica },
  { codigo: "QUI202", nombre: "Planta Química", departamento: quimica },
  { codigo: "IFC301", nombre: "Administración de Sistemas Informáticos en Red", departamento: informatica },
  { codigo: "IFC302", nombre: "Desarrollo de Aplicaciones Multiplataforma", departamento: informatica },
  { codigo: "IFC303", nombre: "Desarrollo de Aplicaciones Web", departamento: informatica },
  { codigo: "ELE301", nombre: "Sistemas Electrotécnicos y Automatizados", departamento: electricidad },
  { codigo: "ELE302", nombre: "Automatización y Robótica Industrial", departamento: electricidad },
  { codigo: "ELE203", nombre: "Instalaciones de Telecomunicaciones", departamento: electricidad },
  { codigo: "ELE304", nombre: "Mantenimiento Electrónico", departamento: electricidad },
];

/** Six modules a course; the transversal ones have the names planificarSemana recognises. */
const MODULOS_POR_CURSO = 6;
const TRANSVERSAL: Record<1 | 2, string> = { 1: "Formación y orientación laboral", 2: "Empresa e iniciativa emprendedora" };

export type CuentaBanco = { email: string; id: number };

export type SemillaBanco = {
  /** What the centre holds, for RESULTS.md ('700 estudiantes, …'). */
  datos: Record<string, number>;
  /** Values for the `{clave}` placeholders of bench/rutas.ts. */
  rutas: DatosRutas;
  /** The demo account each role signs in with. */
  cuentas: Record<Rol, CuentaBanco>;
};

async function insertarPorPartes<T>(filas: T[], insertar: (parte: T[]) => Promise<unknown>, tamano = 500) {
  for (let i = 0; i < filas.length; i += tamano) await insertar(filas.slice(i, i + tamano));
}

/** Seeds the demo centre, then the bench's, and returns what the routes and the report need. */
export async function sembrarBanco(db: Db, domain: string): Promise<SemillaBanco> {
  await seedDemo(db, { domain });
  await db.transaction(async (tx) => {
    await sembrarPersonasYCiclos(tx, domain);
    await sembrarEncuestasDeTodos(tx, domain);
    await sembrarInventario(tx);
    await sembrarConvalidaciones(tx, domain);
  });
  // Statistics, as a running server's autovacuum gathers them. Without them the planner takes each
  // table for a dozen rows: these machines run PostgreSQL with autovacuum off, and there a
  // department's follow-up was planned as if its 4,590 sessions were 12 (decision 040).
  await db.execute(sql`analyze`);
  return resumir(db, domain);
}

async function idsDepartamentos(tx: Db): Promise<Map<string, number>> {
  const filas = await tx.select({ id: departamentos.id, nombre: departamentos.nombre }).from(departamentos);
  return new Map(filas.map((d) => [d.nombre, d.id]));
}

async function sembrarPersonasYCiclos(tx: Db, domain: string) {
  const azar = generador(2026_15);
  const idDep = await idsDepartamentos(tx);
  const dep = (nombre: string) => {
    const id = idDep.get(nombre);
    if (id === undefined) throw new Error(`Falta el departamento ${nombre} de la demostración`);
    return id;
  };

  // Teachers up to OBJETIVO.docentes, in the three departments in turn.
  const yaDocentes = await tx.$count(usuarios, and(conCargo(usuarios.cargos, "docente"), eq(usuarios.activo, true)));
  const nombresDep = [quimica, informatica, electricidad];
  const nuevosDocentes = Array.from({ length: Math.max(0, OBJETIVO.docentes - yaDocentes) }, (_, i) =>
    buildDocente({ email: `docente.b${String(i + 1).padStart(3, "0")}@${domain}`, departamentoId: dep(nombresDep[i % 3]) }),
  );
  const docentes: { id: number; departamentoId: number | null }[] = [];
  await insertarPorPartes(nuevosDocentes, async (parte) => {
    docentes.push(...(await tx.insert(usuarios).values(parte).returning({ id: usuarios.id, departamentoId: usuarios.departamentoId })));
  });
  const docentesDe = (departamentoId: number) => docentes.filter((d) => d.departamentoId === departamentoId);

  // Cycles with their modules, each taught by a teacher of the department; every fifth module is
  // a desdoble with a second teacher, as labs and workshops are.
  await tx.insert(ciclos).values(CICLOS_BANCO.map((c) => buildCiclo({ codigo: c.codigo, nombre: c.nombre })));
  const nuevosModulos: (typeof modulos.$inferInsert)[] = [];
  const nuevasImparticiones: { docenteId: number; codigo: string; ciclo: string }[] = [];
  CICLOS_BANCO.forEach((c, ic) => {
    const plantilla = docentesDe(dep(c.departamento));
    for (const curso of [1, 2] as const) {
      for (let k = 1; k <= MODULOS_POR_CURSO; k++) {
        const codigo = String(5000 + ic * 20 + curso * 10 + k);
        const nombre = k === MODULOS_POR_CURSO ? TRANSVERSAL[curso] : `${c.nombre} ${curso}.º, módulo ${k}`;
        nuevosModulos.push(buildModulo({ codigo, ciclo: c.codigo, curso, nombre, departamentoId: dep(c.departamento) }));
        const n = nuevosModulos.length;
        const titular = plantilla[n % plantilla.length];
        nuevasImparticiones.push({ docenteId: titular.id, codigo, ciclo: c.codigo });
        if (n % 5 === 0) nuevasImparticiones.push({ docenteId: plantilla[(n + 1) % plantilla.length].id, codigo, ciclo: c.codigo });
      }
    }
  });
  await tx.insert(modulos).values(nuevosModulos);

  // Two groups a cycle, each tutored by a different new teacher and with a room of its own. Before
  // the teaching assignments: the factory gives each one the group of its module's course.
  const nuevosGrupos = CICLOS_BANCO.flatMap((c, ic) =>
    ([1, 2] as const).map((curso, j) => buildGrupo({ ciclo: c.codigo, curso, tutorId: docentes[(ic * 2 + j) % docentes.length].id })),
  );
  await tx.insert(grupos).values(nuevosGrupos.map((g) => ({ codigo: g.codigo, ciclo: g.ciclo, curso: g.curso })));
  const curso = await cursoEscribible(tx);
  await tx.insert(tutorias).values(nuevosGrupos.map((g) => ({ grupo: g.codigo, cursoAcademico: curso, tutorId: g.tutorId! })));
  for (const i of nuevasImparticiones) await createImparticion(tx, i.docenteId, i);
  // The demo has Aula 1 … Aula 12.
  const aulasGrupo = nuevosGrupos.map((_, i) => buildAula({ nombre: `Aula ${13 + i}` }));
  await tx.insert(aulas).values(aulasGrupo).onConflictDoNothing();

  // Students up to OBJETIVO.estudiantes, spread over the new groups, enrolled in all their modules.
  const yaEstudiantes = await tx.$count(usuarios, conCargo(usuarios.cargos, "estudiante"));
  const nuevos = Math.max(0, OBJETIVO.estudiantes - yaEstudiantes);
  const filasEstudiantes = Array.from({ length: nuevos }, (_, i) => buildEstudiante({ email: `estudiante.b${String(i + 1).padStart(4, "0")}@${domain}` }));
  const estudiantes: { id: number }[] = [];
  await insertarPorPartes(filasEstudiantes, async (parte) => {
    estudiantes.push(...(await tx.insert(usuarios).values(parte).returning({ id: usuarios.id })));
  });
  const enGrupo = estudiantes.map((e, i) => ({ estudianteId: e.id, grupo: nuevosGrupos[i % nuevosGrupos.length].codigo, cursoAcademico: curso }));
  await insertarPorPartes(enGrupo, (parte) => tx.insert(grupoEstudiantes).values(parte));
  const grupoPorCodigo = new Map(nuevosGrupos.map((g) => [g.codigo, g]));
  const matriculas = enGrupo.flatMap(({ estudianteId, grupo }) => {
    const g = grupoPorCodigo.get(grupo)!;
    return nuevosModulos.filter((m) => m.ciclo === g.ciclo && m.curso === g.curso).map((m) => ({ estudianteId, modulo: m.codigo, ciclo: m.ciclo, cursoAcademico: curso }));
  });
  // A few students also retake a module of the other course, as happens with pending modules.
  for (const e of enGrupo) {
    if (azar() >= 0.1) continue;
    const g = grupoPorCodigo.get(e.grupo)!;
    const otros = nuevosModulos.filter((m) => m.ciclo === g.ciclo && m.curso !== g.curso);
    const m = otros[Math.floor(azar() * otros.length)];
    matriculas.push({ estudianteId: e.estudianteId, modulo: m.codigo, ciclo: m.ciclo, cursoAcademico: curso });
  }
  await insertarPorPartes(matriculas, (parte) => tx.insert(matriculasModulo).values(parte).onConflictDoNothing());

  await sembrarHorarioDeLosGrupos(tx, nuevosGrupos.map((g) => g.codigo), new Map(nuevosGrupos.map((g, i) => [g.codigo, aulasGrupo[i].nombre])));
}

/** The new groups' week with the demo's planner; their teachers teach only them, so no clash with the demo week. */
async function sembrarHorarioDeLosGrupos(tx: Db, codigos: string[], aulaDe: Map<string, string>) {
  const curso = (await getCursoActual(tx)).codigo;
  const filasFranja = await tx.select({ id: franjas.id, orden: franjas.orden, recreo: franjas.recreo }).from(franjas).where(eq(franjas.cursoAcademico, curso)).orderBy(asc(franjas.orden));
  const filasGrupo = await tx.select().from(grupos).where(inArray(grupos.codigo, codigos)).orderBy(asc(grupos.codigo));
  const filasMod = await tx.select().from(modulos).where(inArray(modulos.ciclo, CICLOS_BANCO.map((c) => c.codigo)));
  const filasImp = await tx
    .select({ id: usuarios.id, email: usuarios.email, modulo: imparticiones.modulo, ciclo: imparticiones.ciclo })
    .from(imparticiones)
    .innerJoin(usuarios, eq(usuarios.id, imparticiones.docenteId))
    .where(inArray(imparticiones.ciclo, CICLOS_BANCO.map((c) => c.codigo)))
    .orderBy(asc(usuarios.email));
  const aPlanificar: ModuloAPlanificar[] = filasGrupo.flatMap((g) =>
    filasMod
      .filter((m) => m.ciclo === g.ciclo && m.curso === g.curso)
      .map((m) => ({ grupo: g.codigo, modulo: m.codigo, ciclo: m.ciclo, nombre: m.nombre, docentes: filasImp.filter((i) => i.modulo === m.codigo && i.ciclo === m.ciclo).map((i) => i.email) })),
  );
  const plan = planificarSemana(aPlanificar, {
    franjas: filasFranja.filter((f) => !f.recreo).map((f) => f.orden),
    aulaDeGrupo: (g) => aulaDe.get(g)!,
    aulaDesdoble: () => "Aula 12",
  });
  const filas = await filasDelPlan(tx, curso, plan);
  await insertarPorPartes(filas, (parte) => tx.insert(horario).values(parte));
}

/**
 * The demo's campaigns again, now answered by the whole centre: the demo survey seed only answers
 * a campaign when it creates it, so the bench removes them (on its fresh database there are no
 * others; their answers go with them, ON DELETE CASCADE) and lets it create them once more.
 */
async function sembrarEncuestasDeTodos(tx: Db, domain: string) {
  await tx.delete(campanas);
  await sembrarEncuestas(tx, { domain });
}

/** Articles up to OBJETIVO.articulos, copied from the demo inventory's rooms and templates in turn. */
async function sembrarInventario(tx: Db) {
  const ya = await tx.$count(articulos);
  const faltan = Math.max(0, OBJETIVO.articulos - ya);
  if (faltan === 0) return;
  const plantillas = await tx
    .select({
      nombre: articulos.nombre,
      descripcion: articulos.descripcion,
      aulaId: articulos.aulaId,
      categoriaId: articulos.categoriaId,
      subcategoriaId: articulos.subcategoriaId,
      departamentoId: articulos.departamentoId,
    })
    .from(articulos)
    .orderBy(asc(articulos.codigo));
  if (plantillas.length === 0) throw new Error("La semilla de demostración no ha creado inventario del que partir.");
  const [{ maximo }] = await tx.select({ maximo: sql<number>`coalesce(max(${articulos.codigo}), 0)::int` }).from(articulos);
  const filas = Array.from({ length: faltan }, (_, i) => {
    const p = plantillas[i % plantillas.length];
    const codigo = maximo + i + 1;
    const baja = codigo % 31 === 0;
    return {
      ...p,
      codigo,
      nombre: `${p.nombre.replace(/ \(puesto \d+\)$/, "")} (${Math.floor(i / plantillas.length) + 2}.ª dotación)`,
      fechaBaja: baja ? "2025-06-30" : null,
      motivoBaja: baja ? "Averiado; la reparación cuesta más que uno nuevo" : null,
    };
  });
  await insertarPorPartes(filas, (parte) => tx.insert(articulos).values(parte));
  await insertarPorPartes(filas, (parte) =>
    tx.insert(historialArticulos).values(parte.map((a) => ({ articuloCodigo: a.codigo, usuarioNombre: "Datos del banco de rendimiento", accion: "alta" as const }))),
  );
  await tx.update(contadorArticulos).set({ ultimo: maximo + faltan }).where(eq(contadorArticulos.id, 1));
}

/** Requests up to OBJETIVO.convalidaciones from the bench's students, two thirds of them resolved. */
async function sembrarConvalidaciones(tx: Db, domain: string) {
  const ya = await tx.$count(convalidaciones);
  const faltan = Math.max(0, OBJETIVO.convalidaciones - ya);
  if (faltan === 0) return;
  const azar = generador(2025_09);
  const [admin] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.email, demoAccounts(domain).admin));
  // Students with their group's cycle and course, the request's cycle and modules.
  const alumnosDonde = (donde: SQL | undefined) =>
    tx
      .select({ id: usuarios.id, nombre: usuarios.nombre, apellidos: usuarios.apellidos, email: usuarios.email, ciclo: grupos.ciclo, curso: grupos.curso })
      .from(usuarios)
      .innerJoin(grupoEstudiantes, eq(grupoEstudiantes.estudianteId, usuarios.id))
      .innerJoin(grupos, eq(grupos.codigo, grupoEstudiantes.grupo))
      .where(donde)
      .orderBy(asc(usuarios.id));
  const alumnos = await alumnosDonde(and(conCargo(usuarios.cargos, "estudiante"), sql`${usuarios.email} like 'estudiante.b%'`));
  const todosModulos = await tx.select({ codigo: modulos.codigo, ciclo: modulos.ciclo, curso: modulos.curso }).from(modulos).orderBy(asc(modulos.ciclo), asc(modulos.codigo));
  // The second of these requests, a resolved one, is the solicitante's (the bench's second student account).
  const solicitante = (await estudianteSolicitante(tx))?.id;
  const [suyo] = solicitante ? await alumnosDonde(eq(usuarios.id, solicitante)) : [];
  const inicio = Date.UTC(2025, 8, 15, 8);
  for (let i = 0; i < faltan; i++) {
    const a = i === 1 && suyo ? suyo : alumnos[(i * 7) % alumnos.length];
    const suyos = todosModulos.filter((m) => m.ciclo === a.ciclo && m.curso === a.curso);
    const elegidos = [suyos[i % suyos.length], suyos[(i + 3) % suyos.length]];
    const creada = new Date(inicio + i * 5 * 3600_000);
    const resuelta = i % 3 !== 0 ? new Date(creada.getTime() + 10 * 24 * 3600_000) : null;
    const dni = 10_000_000 + Math.floor(azar() * 89_999_999);
    const [nueva] = await tx
      .insert(convalidaciones)
      .values({
        estudianteId: a.id,
        ciclo: a.ciclo,
        creada,
        nif: `${dni}${letraNif(dni)}`,
        nombre: a.nombre,
        apellidos: a.apellidos,
        domicilio: `Calle del Coso, ${1 + (i % 90)}`,
        codigoPostal: "22002",
        localidad: "Huesca",
        provincia: "Huesca",
        telefonoFijo: `974${String(200000 + i).padStart(6, "0")}`,
        telefonoMovil: `6${String(10000000 + i * 37).padStart(8, "0")}`,
        email: a.email,
        aporta: "Título de Técnico de la familia profesional, con certificación académica oficial.",
        resuelta,
        resueltaPor: resuelta ? (admin?.id ?? null) : null,
        documentosRevisados: resuelta ? "Certificación académica oficial cotejada en secretaría." : null,
      })
      .returning({ id: convalidaciones.id });
    await tx.insert(convalidacionModulos).values(
      elegidos.map((m, j) => ({
        convalidacionId: nueva.id,
        modulo: m.codigo,
        ciclo: m.ciclo,
        estado: resuelta ? (j === 0 || azar() < 0.5 ? ("concedida" as const) : ("denegada" as const)) : ("pendiente" as const),
        calificacion: resuelta && j === 0 ? 5 + Math.floor(azar() * 5) : null,
      })),
    );
    await tx.insert(convalidacionHistorial).values([
      { convalidacionId: nueva.id, accion: "presentada" as const, usuarioId: a.id, fecha: creada },
      ...(resuelta ? [{ convalidacionId: nueva.id, accion: "resuelta" as const, usuarioId: admin?.id ?? null, fecha: resuelta }] : []),
    ]);
  }
}

/**
 * The bench's second student account (`solicitante`): the student of this school year's first
 * matrícula, who is also given one of the bench's resolved requests (sembrarConvalidaciones), so that their
 * own request, letter and matrícula copy are measured. The demo student has neither, on purpose
 * (lib/matricula/seed.ts).
 */
async function estudianteSolicitante(db: Db): Promise<{ id: number; email: string; matricula: number } | null> {
  const curso = (await getCursoActual(db)).codigo;
  const [m] = await db
    .select({ id: usuarios.id, email: usuarios.email, matricula: matriculas.id })
    .from(matriculas)
    .innerJoin(usuarios, eq(usuarios.id, matriculas.estudianteId))
    .where(eq(matriculas.cursoAcademico, curso))
    .orderBy(asc(matriculas.id))
    .limit(1);
  return m ?? null;
}

async function resumir(db: Db, domain: string): Promise<SemillaBanco> {
  const cuentasDemo = demoAccounts(domain);
  const solicitante = await estudianteSolicitante(db);
  if (!solicitante) throw new Error("La semilla del banco no tiene una matrícula de este curso para la cuenta «solicitante».");
  const emails: Record<Rol, string> = {
    estudiante: cuentasDemo.estudiante,
    docente: cuentasDemo.docente,
    jefatura: cuentasDemo.jefaturaQuimica,
    admin: cuentasDemo.admin,
    solicitante: solicitante.email,
  };
  const filas = await db.select({ id: usuarios.id, email: usuarios.email, departamentoId: usuarios.departamentoId }).from(usuarios).where(inArray(usuarios.email, Object.values(emails)));
  const porEmail = new Map(filas.map((f) => [f.email, f]));
  const cuentas = Object.fromEntries(
    (Object.entries(emails) as [Rol, string][]).map(([rol, email]) => {
      const f = porEmail.get(email);
      if (!f) throw new Error(`Falta la cuenta de demostración ${email}`);
      return [rol, { email, id: f.id }];
    }),
  ) as Record<Rol, CuentaBanco>;

  // The admin's request pages and the student's own are the same request: the solicitante's.
  const [resuelta] = await db
    .select({ id: convalidaciones.id })
    .from(convalidaciones)
    .where(and(eq(convalidaciones.estudianteId, solicitante.id), isNotNull(convalidaciones.resuelta)))
    .orderBy(asc(convalidaciones.id))
    .limit(1);
  if (!resuelta) throw new Error("La cuenta «solicitante» del banco no tiene una convalidación resuelta.");
  const departamentoJefatura = porEmail.get(emails.jefatura)?.departamentoId ?? -1;
  const etiquetas = await db.select({ codigo: articulos.codigo }).from(articulos).where(eq(articulos.departamentoId, departamentoJefatura)).orderBy(asc(articulos.codigo)).limit(64);

  const [abierta] = await db.select({ id: campanas.id }).from(campanas).where(eq(campanas.estado, "abierta"));
  const rutas = await valoresDeRutas(db, cuentas, solicitante.matricula);
  const datos: Record<string, number> = {
    estudiantes: await db.$count(usuarios, conCargo(usuarios.cargos, "estudiante")),
    docentes: await db.$count(usuarios, and(conCargo(usuarios.cargos, "docente"), eq(usuarios.activo, true))),
    ciclos: await db.$count(ciclos),
    grupos: await db.$count(grupos),
    módulos: await db.$count(modulos),
    "artículos de inventario": await db.$count(articulos),
    convalidaciones: await db.$count(convalidaciones),
    "preguntas de encuesta": await db.$count(cuestiones, eq(cuestiones.activa, true)),
    "encuestas contestadas (todas las campañas)": await db.$count(contestadas),
    "encuestas pendientes en la campaña abierta": abierta ? (await pendientesEncuesta(db, abierta.id, Number.MAX_SAFE_INTEGER, [])).length : 0,
    "horas de horario": await db.$count(horario),
  };
  return {
    datos,
    rutas: {
      ...rutas,
      convalidacion: String(resuelta.id),
      etiquetas: comprimirCodigos(etiquetas.map((e) => e.codigo)),
      articulo: String(etiquetas[0]?.codigo ?? 1),
      persona: String(cuentas.estudiante.id),
    },
    cuentas,
  };
}

/**
 * The timetable, follow-up and matrícula placeholders: the first timetable room, the student's own
 * group, the teacher's id, the group they tutor and first module with a timetable, the
 * solicitante's matrícula (the first of this school year).
 */
async function valoresDeRutas(db: Db, cuentas: Record<Rol, CuentaBanco>, matricula: number): Promise<DatosRutas> {
  const falta = (que: string): never => {
    throw new Error(`La semilla del banco no tiene ${que} para las rutas.`);
  };
  const [aula] = await db.select({ id: aulas.id }).from(aulas).where(eq(aulas.nombre, "Aula 1"));
  const [grupo] = await db.select({ grupo: grupoEstudiantes.grupo }).from(grupoEstudiantes).where(eq(grupoEstudiantes.estudianteId, cuentas.estudiante.id));
  const [tutoria] = await db.select({ codigo: tutorias.grupo }).from(tutorias).where(eq(tutorias.tutorId, cuentas.docente.id));
  const [modulo] = await db
    .select({ codigo: horario.modulo, ciclo: horario.ciclo })
    .from(horario)
    .innerJoin(imparticiones, and(eq(imparticiones.modulo, horario.modulo), eq(imparticiones.ciclo, horario.ciclo)))
    .where(eq(imparticiones.docenteId, cuentas.docente.id))
    .orderBy(asc(horario.ciclo), asc(horario.modulo))
    .limit(1);
  return {
    aula: String(aula?.id ?? falta("el Aula 1")),
    grupo: grupo?.grupo ?? falta("el grupo del estudiante"),
    docente: String(cuentas.docente.id),
    tutoria: tutoria?.codigo ?? falta("el grupo del que el docente es tutor"),
    modulo: modulo ? `${modulo.codigo}/${modulo.ciclo}` : falta("un módulo con horario del docente"),
    matricula: String(matricula),
  };
}

export type Pendiente = { estudianteId: number; modulo: string; ciclo: string; docenteId: number; docenteEmail: string };

/**
 * Surveys still to answer in campaign `campanaId` (same rule as lib/encuestas'
 * listModulosPendientes), at most `limite`, students taken in turn so that submissions in flight
 * come from different students and groups, as they would in a classroom. `excluir`: the demo
 * accounts, whose pages the bench measures and must not change.
 */
export async function pendientesEncuesta(db: Db, campanaId: number, limite: number, excluir: number[]): Promise<Pendiente[]> {
  const docente = alias(usuarios, "docente");
  const filas = await db
    .select({
      estudianteId: matriculasModulo.estudianteId,
      modulo: imparticiones.modulo,
      ciclo: imparticiones.ciclo,
      docenteId: imparticiones.docenteId,
      docenteEmail: docente.email,
    })
    .from(matriculasModulo)
    .innerJoin(usuarios, and(eq(usuarios.id, matriculasModulo.estudianteId), eq(usuarios.activo, true)))
    .innerJoin(imparticiones, and(eq(imparticiones.modulo, matriculasModulo.modulo), eq(imparticiones.ciclo, matriculasModulo.ciclo)))
    .innerJoin(docente, and(eq(docente.id, imparticiones.docenteId), eq(docente.activo, true)))
    .where(
      and(
        excluir.length > 0 ? notInArray(matriculasModulo.estudianteId, excluir) : undefined,
        notExists(
          db
            .select({ x: sql`1` })
            .from(contestadas)
            .where(
              and(
                eq(contestadas.campanaId, campanaId),
                eq(contestadas.estudianteId, matriculasModulo.estudianteId),
                eq(contestadas.modulo, imparticiones.modulo),
                eq(contestadas.ciclo, imparticiones.ciclo),
                eq(contestadas.docenteId, imparticiones.docenteId),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(matriculasModulo.estudianteId), asc(imparticiones.ciclo), asc(imparticiones.modulo), asc(imparticiones.docenteId));
  return intercalarPorEstudiante(filas).slice(0, limite);
}

/** Round-robin over students: the first pending survey of each, then the second of each, … */
export function intercalarPorEstudiante<T extends { estudianteId: number }>(filas: readonly T[]): T[] {
  const porEstudiante = new Map<number, T[]>();
  for (const f of filas) {
    const lista = porEstudiante.get(f.estudianteId);
    if (lista) lista.push(f);
    else porEstudiante.set(f.estudianteId, [f]);
  }
  const listas = [...porEstudiante.values()];
  const out: T[] = [];
  for (let i = 0; out.length < filas.length; i++) for (const l of listas) if (i < l.length) out.push(l[i]);
  return out;
}

/** The ids of the active questions, in the order the survey asks them. */
export async function idsCuestiones(db: Db): Promise<number[]> {
  return (await db.select({ id: cuestiones.id }).from(cuestiones).where(eq(cuestiones.activa, true)).orderBy(asc(cuestiones.orden), asc(cuestiones.id))).map((c) => c.id);
}

export async function campanaAbierta(db: Db): Promise<number | null> {
  const [c] = await db.select({ id: campanas.id }).from(campanas).where(eq(campanas.estado, "abierta"));
  return c?.id ?? null;
}
