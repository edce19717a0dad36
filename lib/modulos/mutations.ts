import { and, eq } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { matriculasModulo, usuarios } from "../db/schema";
import { conflicto, invalido, noEncontrado } from "../errors";
import { tieneCargo } from "../acceso/politica";
import { condicionDelCiclo, getModulo, type EstudianteFicha } from "./queries";
import type { Quien } from "../acceso/cargos";
import { cursoEscribible } from "../curso-academico/historia";


async function buscarEstudiante(referencia: string, d: Db) {
  const ref = referencia.trim();
  const porEmail = ref.includes("@");
  const [u] = await d
    .select()
    .from(usuarios)
    .where(porEmail ? eq(usuarios.email, ref.toLowerCase()) : eq(usuarios.codigo, ref))
    .limit(1);
  if (!u) throw invalido(porEmail ? `No hay ninguna cuenta con el correo ${ref}.` : `No existe ningún estudiante con el código ${ref}.`, { estudiante: ["Estudiante no encontrado"] });
  if (!tieneCargo(u, "estudiante")) throw invalido(`${u.nombre} ${u.apellidos} no es estudiante.`, { estudiante: ["No es estudiante"] });
  if (!u.activo) throw invalido(`La cuenta de ${u.nombre} ${u.apellidos} está desactivada.`, { estudiante: ["Cuenta desactivada"] });
  return u;
}

/** Enrols a student (by code or email) in a module the user may manage. */
export async function matricularEstudiante(user: Quien, codigo: string, ciclo: string, referencia: string, db?: Db): Promise<EstudianteFicha> {
  const d = db ?? (await getDb());
  const modulo = await getModulo(user, codigo, ciclo, d);
  const u = await buscarEstudiante(referencia, d);
  const [delCiclo] = await d
    .select({ id: usuarios.id })
    .from(usuarios)
    .where(and(eq(usuarios.id, u.id), await condicionDelCiclo(modulo.ciclo, d)));
  if (!delCiclo) {
    throw invalido(`${u.nombre} ${u.apellidos} no es del ciclo ${modulo.ciclo}: en sus módulos solo se matricula su alumnado.`, { estudiante: ["No es del ciclo del módulo"] });
  }
  // The primary key makes a second insert a no-op, so two clicks or two tabs enrol once.
  const curso = await cursoEscribible(d);
  const insertadas = await d
    .insert(matriculasModulo)
    .values({ estudianteId: u.id, modulo: modulo.codigo, ciclo: modulo.ciclo, cursoAcademico: curso })
    .onConflictDoNothing()
    .returning({ id: matriculasModulo.estudianteId });
  if (insertadas.length === 0) throw conflicto(`${u.nombre} ${u.apellidos} ya tiene matrícula en ${modulo.nombre}.`);
  return { id: u.id, codigo: u.codigo, nombre: u.nombre, apellidos: u.apellidos, email: u.email, imageUrl: u.imageUrl };
}

/** Removes a student's enrolment from a module the user may manage. */
export async function desmatricularEstudiante(user: Quien, codigo: string, ciclo: string, referencia: string, db?: Db): Promise<void> {
  const d = db ?? (await getDb());
  const modulo = await getModulo(user, codigo, ciclo, d);
  const u = await buscarEstudiante(referencia, d);
  const curso = await cursoEscribible(d);
  const borradas = await d
    .delete(matriculasModulo)
    .where(and(eq(matriculasModulo.estudianteId, u.id), eq(matriculasModulo.modulo, modulo.codigo), eq(matriculasModulo.ciclo, modulo.ciclo), eq(matriculasModulo.cursoAcademico, curso)))
    .returning({ id: matriculasModulo.estudianteId });
  if (borradas.length === 0) throw noEncontrado(`${u.nombre} ${u.apellidos} no tiene matrícula en ${modulo.nombre}.`);
}
