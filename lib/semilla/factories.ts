import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { cursoEscribible } from "../curso-academico/historia";
import {
  aulas,
  ciclos,
  departamentos,
  grupoEstudiantes,
  grupos,
  imparticiones,
  matriculasModulo,
  modulos,
  tutorias,
  usuarios,
  type Cargo,
} from "../db/schema";

/**
 * Data factories shared by the demo seed and by the tests of every area (Epic Stack style):
 * `build…` returns a plain insert row with sensible defaults, `create…` inserts it and returns the
 * stored row. Defaults are unique within the process (a counter, not randomness) so a test can call
 * a factory many times and get the same data on every run.
 */

export type NuevoUsuario = typeof usuarios.$inferInsert;
export type NuevoDepartamento = typeof departamentos.$inferInsert;
export type NuevoCiclo = typeof ciclos.$inferInsert;
export type NuevoModulo = typeof modulos.$inferInsert;
// The tutor is the current school year's (a row of tutorias; decision 067).
export type NuevoGrupo = typeof grupos.$inferInsert & { tutorId?: number | null };
export type NuevaAula = typeof aulas.$inferInsert;

/** Domain used by factory-made users when the test does not care about it. */
export const FACTORY_DOMAIN = "cpifp-huesca.test";

let secuencia = 0;
/** Next value of the process-wide counter that keeps factory defaults unique. */
export function nextSequence(): number {
  secuencia += 1;
  return secuencia;
}

/**
 * Lower-case ASCII local part from a person's name: the stored email must be lower case (check
 * constraint) and accents or 'ñ' in an address are a common source of "user not found".
 */
export function emailLocalPart(...partes: string[]): string {
  return partes
    .map((p) =>
      p
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, ""),
    )
    .filter(Boolean)
    .join(".");
}

const NOMBRES_FACTORY = ["Alba", "Hugo", "Irene", "Mario", "Laura", "Adrián", "Sara", "Álvaro"];
const APELLIDOS_FACTORY = ["Abad", "Bernués", "Cajal", "Duaso", "Estaún", "Fañanás", "Gállego", "Huguet"];

export function buildUsuario(overrides: Partial<NuevoUsuario> = {}): NuevoUsuario {
  const n = nextSequence();
  const cargos: Cargo[] = overrides.cargos ?? ["docente"];
  const nombre = overrides.nombre ?? NOMBRES_FACTORY[n % NOMBRES_FACTORY.length];
  const apellidos =
    overrides.apellidos ??
    `${APELLIDOS_FACTORY[n % APELLIDOS_FACTORY.length]} ${APELLIDOS_FACTORY[(n * 3 + 1) % APELLIDOS_FACTORY.length]}`;
  const email = (overrides.email ?? `${cargos.join("-")}.${n}@${FACTORY_DOMAIN}`).toLowerCase();
  return {
    nombre,
    apellidos,
    cargos,
    activo: true,
    imageUrl: null,
    codigo: null,
    departamentoId: null,
    ...overrides,
    email,
  };
}

/** A student code in the centre's style ('24F0001'); F marks factory-made students. */
export function buildCodigoEstudiante(n = nextSequence()): string {
  return `24F${String(n).padStart(4, "0")}`;
}

export function buildEstudiante(overrides: Partial<NuevoUsuario> = {}): NuevoUsuario {
  return buildUsuario({ codigo: buildCodigoEstudiante(), ...overrides, cargos: ["estudiante"] });
}

export function buildDocente(overrides: Partial<NuevoUsuario> = {}): NuevoUsuario {
  return buildUsuario({ ...overrides, cargos: ["docente"], codigo: null });
}

export function buildJefatura(overrides: Partial<NuevoUsuario> = {}): NuevoUsuario {
  return buildUsuario({ ...overrides, cargos: ["jefatura"], codigo: null });
}

export function buildAdmin(overrides: Partial<NuevoUsuario> = {}): NuevoUsuario {
  return buildUsuario({ ...overrides, cargos: ["admin"], codigo: null });
}

export function buildDepartamento(overrides: Partial<NuevoDepartamento> = {}): NuevoDepartamento {
  return { nombre: `Departamento ${nextSequence()}`, jefeId: null, ...overrides };
}

export function buildCiclo(overrides: Partial<NuevoCiclo> = {}): NuevoCiclo {
  const n = nextSequence();
  // 'TST' + three digits looks like an Aragón cycle code without clashing with the demo cycles.
  return { codigo: `TST${String(n % 1000).padStart(3, "0")}`, nombre: `Ciclo de prueba ${n}`, ...overrides };
}

/** `ciclo` has no default: a module without its cycle would break the foreign key. */
export function buildModulo(overrides: Partial<NuevoModulo> & Pick<NuevoModulo, "ciclo">): NuevoModulo {
  const n = nextSequence();
  return {
    codigo: String(9000 + (n % 1000)).padStart(4, "0"),
    curso: 1,
    nombre: `Módulo de prueba ${n}`,
    departamentoId: null,
    ...overrides,
  };
}

export function buildGrupo(overrides: Partial<NuevoGrupo> & Pick<NuevoGrupo, "ciclo">): NuevoGrupo {
  const curso = overrides.curso ?? 1;
  return { codigo: `${curso}${overrides.ciclo}`, curso, tutorId: null, ...overrides };
}

export function buildAula(overrides: Partial<NuevaAula> = {}): NuevaAula {
  return { nombre: `Aula prueba ${nextSequence()}`, ...overrides };
}

// --- Insert helpers ---------------------------------------------------------------------------
// They take `Db`; a transaction (`db.transaction(async (tx) => …)`) is a `Db` too.

export async function createUsuario(db: Db, overrides: Partial<NuevoUsuario> = {}) {
  const [fila] = await db.insert(usuarios).values(buildUsuario(overrides)).returning();
  return fila;
}

export async function createEstudiante(db: Db, overrides: Partial<NuevoUsuario> = {}) {
  const [fila] = await db.insert(usuarios).values(buildEstudiante(overrides)).returning();
  return fila;
}

export async function createDocente(db: Db, overrides: Partial<NuevoUsuario> = {}) {
  const [fila] = await db.insert(usuarios).values(buildDocente(overrides)).returning();
  return fila;
}

/**
 * A jefatura user heading a department. Without `departamentoId` a new department is created; in
 * both cases the department's `jefeId` points at the new user, as the seed does.
 */
export async function createJefatura(db: Db, overrides: Partial<NuevoUsuario> = {}) {
  const departamentoId = overrides.departamentoId ?? (await createDepartamento(db)).id;
  const [fila] = await db.insert(usuarios).values(buildJefatura({ ...overrides, departamentoId })).returning();
  await db.update(departamentos).set({ jefeId: fila.id }).where(eq(departamentos.id, departamentoId));
  return fila;
}

export async function createAdmin(db: Db, overrides: Partial<NuevoUsuario> = {}) {
  const [fila] = await db.insert(usuarios).values(buildAdmin(overrides)).returning();
  return fila;
}

export async function createDepartamento(db: Db, overrides: Partial<NuevoDepartamento> = {}) {
  const [fila] = await db.insert(departamentos).values(buildDepartamento(overrides)).returning();
  return fila;
}

export async function createCiclo(db: Db, overrides: Partial<NuevoCiclo> = {}) {
  const [fila] = await db.insert(ciclos).values(buildCiclo(overrides)).returning();
  return fila;
}

/** Without `ciclo`, a new cycle is created for the module. */
export async function createModulo(db: Db, overrides: Partial<NuevoModulo> = {}) {
  const ciclo = overrides.ciclo ?? (await createCiclo(db)).codigo;
  const [fila] = await db.insert(modulos).values(buildModulo({ ...overrides, ciclo })).returning();
  return fila;
}

/**
 * Without `ciclo`, a new cycle is created for the group. A group with the same code is updated
 * instead (createImparticion may already have made the module's group).
 */
export async function createGrupo(db: Db, overrides: Partial<NuevoGrupo> = {}) {
  const ciclo = overrides.ciclo ?? (await createCiclo(db)).codigo;
  const { tutorId, ...fila0 } = buildGrupo({ ...overrides, ciclo });
  const [fila] = await db
    .insert(grupos)
    .values(fila0)
    .onConflictDoUpdate({ target: grupos.codigo, set: { ciclo: fila0.ciclo, curso: fila0.curso } })
    .returning();
  const curso = await cursoEscribible(db);
  await db.delete(tutorias).where(and(eq(tutorias.grupo, fila.codigo), eq(tutorias.cursoAcademico, curso)));
  if (tutorId) await db.insert(tutorias).values({ grupo: fila.codigo, cursoAcademico: curso, tutorId });
  return { ...fila, tutorId: tutorId ?? null };
}

export async function createAula(db: Db, overrides: Partial<NuevaAula> = {}) {
  const [fila] = await db.insert(aulas).values(buildAula(overrides)).returning();
  return fila;
}

type ClaveModulo = { codigo: string; ciclo: string };

/**
 * Records that a teacher teaches a module to a group. Without `grupo`, the group of the module's
 * course and cycle (created if there is none), as in the demo.
 */
export async function createImparticion(db: Db, docenteId: number, modulo: ClaveModulo, grupo?: string) {
  let g = grupo;
  if (g === undefined) {
    const [m] = await db.select({ curso: modulos.curso }).from(modulos).where(and(eq(modulos.codigo, modulo.codigo), eq(modulos.ciclo, modulo.ciclo)));
    if (!m) throw new Error(`Módulo desconocido: ${modulo.codigo}/${modulo.ciclo}`);
    const [existente] = await db.select({ codigo: grupos.codigo }).from(grupos).where(and(eq(grupos.ciclo, modulo.ciclo), eq(grupos.curso, m.curso))).orderBy(asc(grupos.codigo)).limit(1);
    g = existente?.codigo ?? (await createGrupo(db, { ciclo: modulo.ciclo, curso: m.curso })).codigo;
  }
  const [fila] = await db
    .insert(imparticiones)
    .values({ docenteId, modulo: modulo.codigo, ciclo: modulo.ciclo, grupo: g, cursoAcademico: await cursoEscribible(db) })
    .returning();
  return fila;
}

/** Enrols a student in a module. */
export async function createMatriculaModulo(db: Db, estudianteId: number, modulo: ClaveModulo) {
  const [fila] = await db
    .insert(matriculasModulo)
    .values({ estudianteId, modulo: modulo.codigo, ciclo: modulo.ciclo, cursoAcademico: await cursoEscribible(db) })
    .returning();
  return fila;
}

/** Puts a student in a group of the current school year (one group a year, so this moves them). */
export async function createGrupoEstudiante(db: Db, estudianteId: number, grupo: string) {
  const [fila] = await db
    .insert(grupoEstudiantes)
    .values({ estudianteId, grupo, cursoAcademico: await cursoEscribible(db) })
    .onConflictDoUpdate({ target: [grupoEstudiantes.estudianteId, grupoEstudiantes.cursoAcademico], set: { grupo } })
    .returning();
  return fila;
}
