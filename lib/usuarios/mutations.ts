import "server-only";
import { and, eq, isNull, ne, sql, type AnyColumn } from "drizzle-orm";
import { revocarTodasLasSesiones } from "../auth/sesiones-de-acceso";
import { getDb, type Db } from "../db";
import { departamentos, grupoEstudiantes, grupos, imparticiones, tutorias, usuarios } from "../db/schema";
import { cursoEscribible } from "../curso-academico/historia";
import { cursoActualSql } from "../curso-academico/queries";
import { getEnv } from "../env";
import { conflicto, invalido, noEncontrado } from "../errors";
import { autorDe, exigirAdmin, type Admin, transaccionAdmin } from "../centro/admin-comun";
import { registrar } from "../registro/registrar";
import { describirCargos, mismosCargos, tieneCargo } from "../acceso/cargos";
import { conCargo } from "../acceso/sql";
import { accionDeCambio, comprobarDominio, fotoDe, nombrePersona, normalizarUsuario, problemaConLosCargos, type FotoUsuario } from "./reglas";
import { unsafeConsultaUsuarios } from "./queries";
import type { UsuarioEntrada } from "./schemas";

/** The centre's mail domain: only its accounts can sign in, so only they are added. */
export function dominioDelCentro(): string {
  return getEnv().AUTH_DOMAIN;
}

/** A person as the audit log keeps them, read (and locked) inside the transaction. */
async function leerFoto(tx: Db, id: number): Promise<{ foto: FotoUsuario; departamentoId: number | null; cargos: UsuarioEntrada["cargos"] }> {
  const [bloqueo] = await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, id)).for("update");
  if (!bloqueo) throw noEncontrado("Persona no encontrada.");
  const [u] = await unsafeConsultaUsuarios(tx).where(eq(usuarios.id, id));
  return { foto: fotoDe(u), departamentoId: u.departamentoId, cargos: u.cargos };
}

/** Checks what the entry points at and what must stay unique; returns the snapshot to store. */
async function comprobar(tx: Db, e: UsuarioEntrada, id: number | null): Promise<FotoUsuario> {
  const errores: Record<string, string[]> = {};
  const dominio = comprobarDominio(e.email, dominioDelCentro());
  if (dominio) errores.email = [dominio];
  let departamento: string | null = null;
  if (e.departamentoId !== null) {
    const [dep] = await tx.select({ nombre: departamentos.nombre }).from(departamentos).where(eq(departamentos.id, e.departamentoId));
    if (dep) departamento = dep.nombre;
    else errores.departamentoId = ["Ese departamento no existe"];
  }
  if (e.grupo !== null) {
    const [g] = await tx.select({ codigo: grupos.codigo }).from(grupos).where(eq(grupos.codigo, e.grupo));
    if (!g) errores.grupo = [`No existe el grupo ${e.grupo}`];
  }
  if (Object.keys(errores).length) throw invalido(`${Object.values(errores)[0][0]}.`, errores);

  const otro = id === null ? undefined : ne(usuarios.id, id);
  const [mismoEmail] = await tx.select({ nombre: usuarios.nombre, apellidos: usuarios.apellidos }).from(usuarios).where(and(eq(usuarios.email, e.email), otro));
  if (mismoEmail) throw conflicto(`Ya hay una cuenta con el correo ${e.email} (${nombrePersona(mismoEmail)}).`, { email: ["Ya hay una cuenta con este correo"] });
  if (e.codigo !== null) {
    const [mismoCodigo] = await tx.select({ email: usuarios.email }).from(usuarios).where(and(eq(usuarios.codigo, e.codigo), otro));
    if (mismoCodigo) throw conflicto(`El código ${e.codigo} ya es de ${mismoCodigo.email}.`, { codigo: ["Este código ya es de otra persona"] });
  }
  return { email: e.email, nombre: e.nombre, apellidos: e.apellidos, cargos: describirCargos(e.cargos), departamento, grupo: e.grupo, codigo: e.codigo, activo: e.activo };
}

/**
 * The portal must keep an active admin: an admin cannot deactivate the last one or take the admin
 * cargo from them (which, since only admins get here, is themselves). The active admins are
 * locked first, so two admins demoting each other at once cannot both succeed.
 */
export async function exigirOtroAdmin(tx: Db, id: number, propio: boolean): Promise<void> {
  const admins = await tx.select({ id: usuarios.id }).from(usuarios).where(and(conCargo(usuarios.cargos, "admin"), eq(usuarios.activo, true))).for("update");
  if (!admins.some((a) => a.id !== id)) {
    const quien = propio ? "No puedes desactivarte ni quitarte el cargo de administración" : "No se puede desactivar ni quitar el cargo de administración a esta persona";
    throw conflicto(`${quien}: es la última cuenta de administración activa. Da antes el cargo de administración a otra persona.`, { cargos: ["Es la última cuenta de administración activa"] });
  }
}

/** What depends on a person's cargos (lib/usuarios/reglas.ts problemaConLosCargos). */
export async function vinculosDe(tx: Db, id: number) {
  // This year's and next year's: last year's are history and need no cargo any more.
  const vigente = (c: AnyColumn) => sql`${c} >= ${cursoActualSql()}`;
  const asignaciones = await tx.$count(imparticiones, and(eq(imparticiones.docenteId, id), vigente(imparticiones.cursoAcademico)));
  const [g] = await tx.select({ codigo: tutorias.grupo }).from(tutorias).where(and(eq(tutorias.tutorId, id), vigente(tutorias.cursoAcademico))).orderBy(tutorias.cursoAcademico);
  const [dep] = await tx.select({ nombre: departamentos.nombre }).from(departamentos).where(eq(departamentos.jefeId, id));
  return { asignaciones, tutoria: g?.codigo ?? null, jefaturaDe: dep?.nombre ?? null };
}

/** Teaching, tutoring and heading a department need their cargo: they go before it does. */
async function exigirSinVinculos(tx: Db, id: number, cargos: UsuarioEntrada["cargos"]): Promise<void> {
  const problema = problemaConLosCargos(cargos, await vinculosDe(tx, id));
  if (problema) throw conflicto(`${problema}.`, { cargos: ["Tiene docencia o cargos que dependen de los que quitas"] });
}

/**
 * A jefatura heads the department she belongs to: given the cargo with a department that has no
 * head yet, she becomes its head, so the department's pages work for her at once. A department
 * with another head keeps it (Centro › Departamentos changes heads).
 */
async function encabezarSiFalta(tx: Db, id: number, e: UsuarioEntrada): Promise<void> {
  if (!tieneCargo(e, "jefatura") || e.departamentoId === null || !e.activo) return;
  const [propio] = await tx.select({ id: departamentos.id }).from(departamentos).where(eq(departamentos.jefeId, id));
  if (propio) return;
  await tx.update(departamentos).set({ jefeId: id }).where(and(eq(departamentos.id, e.departamentoId), isNull(departamentos.jefeId)));
}

/** The student's group in the current school year (earlier years' stay as they were). */
async function guardarGrupo(tx: Db, id: number, grupo: string | null): Promise<void> {
  const curso = await cursoEscribible(tx);
  if (grupo === null) await tx.delete(grupoEstudiantes).where(and(eq(grupoEstudiantes.estudianteId, id), eq(grupoEstudiantes.cursoAcademico, curso)));
  else await tx.insert(grupoEstudiantes).values({ estudianteId: id, grupo, cursoAcademico: curso }).onConflictDoUpdate({ target: [grupoEstudiantes.estudianteId, grupoEstudiantes.cursoAcademico], set: { grupo } });
}

/** The columns of `usuarios` an entry writes (the group lives in grupo_estudiantes). */
function filaUsuario(e: UsuarioEntrada) {
  return { email: e.email, nombre: e.nombre, apellidos: e.apellidos, cargos: e.cargos, departamentoId: e.departamentoId, codigo: e.codigo, activo: e.activo };
}

const duplicado = (r: string | undefined) =>
  r === "usuarios_email_unique" ? conflicto("Ya hay una cuenta con este correo.", { email: ["Ya hay una cuenta con este correo"] }) : r === "usuarios_codigo_unique" ? conflicto("Este código ya es de otra persona.", { codigo: ["Este código ya es de otra persona"] }) : null;

export async function crearUsuario(user: Admin, entrada: UsuarioEntrada, db?: Db): Promise<{ id: number }> {
  const e = normalizarUsuario(entrada);
  return transaccionAdmin(
    user,
    db,
    async (tx) => {
    const foto = await comprobar(tx, e, null);
    const [fila] = await tx.insert(usuarios).values(filaUsuario(e)).returning({ id: usuarios.id });
    await guardarGrupo(tx, fila.id, e.grupo);
    await encabezarSiFalta(tx, fila.id, e);
    await registrar(tx, autorDe(user), { accion: "crear", entidad: "usuario", clave: e.email, resumen: `Alta de ${nombrePersona(e)} (${e.email}) como ${foto.cargos.toLowerCase()}.`, despues: foto });
    return fila;
    }, duplicado,
  );
}

/**
 * Saves a person. A change of cargos or a deactivation applies on their next request: the session
 * is read again from the database on every request (decision 002), and both end every session and
 * token the person has.
 */
export async function actualizarUsuario(user: Admin, id: number, entrada: UsuarioEntrada, db?: Db): Promise<{ cambiado: boolean }> {
  const e = normalizarUsuario(entrada);
  return transaccionAdmin(
    user,
    db,
    async (tx) => {
    const { foto: antes, departamentoId, cargos: cargosAntes } = await leerFoto(tx, id);
    const despues = await comprobar(tx, e, id);
    const iguales = (Object.keys(despues) as (keyof FotoUsuario)[]).every((k) => antes[k] === despues[k]) && departamentoId === e.departamentoId;
    if (iguales) return { cambiado: false };
    const otrosCargos = !mismosCargos(cargosAntes, e.cargos);
    if (tieneCargo({ cargos: cargosAntes }, "admin") && antes.activo && (!tieneCargo(e, "admin") || !e.activo)) await exigirOtroAdmin(tx, id, id === user.id);
    if (otrosCargos) await exigirSinVinculos(tx, id, e.cargos);
    await tx.update(usuarios).set(filaUsuario(e)).where(eq(usuarios.id, id));
    if (antes.grupo !== e.grupo) await guardarGrupo(tx, id, e.grupo);
    await encabezarSiFalta(tx, id, e);
    // The session re-read already refuses an inactive account; revoking as well keeps its old
    // sessions dead if it is reactivated, and ends them when the sign-in email changes. New cargos
    // end every session and bearer token too (issue 43): what a token could do changed; the
    // person's browser is told why they must sign in again (lib/auth/current-user.ts).
    if ((antes.activo && !e.activo) || antes.email !== e.email || otrosCargos) await revocarTodasLasSesiones([id], tx);
    const accion = accionDeCambio(antes, despues);
    const resumen = {
      desactivar: `Desactivación de la cuenta de ${nombrePersona(e)} (${e.email}).`,
      reactivar: `Reactivación de la cuenta de ${nombrePersona(e)} (${e.email}).`,
      cambiar_cargos: `${nombrePersona(e)} (${e.email}) pasa de «${antes.cargos}» a «${despues.cargos}».`,
    }[accion as "desactivar" | "reactivar" | "cambiar_cargos"] ?? `Cambios en los datos de ${nombrePersona(e)} (${e.email}).`;
    await registrar(tx, autorDe(user), { accion, entidad: "usuario", clave: e.email, resumen, antes, despues });
    return { cambiado: true };
    }, duplicado,
  );
}

/** The person page's button: deactivate (the history keeps the person) or reactivate. */
export async function cambiarActivo(user: Admin, id: number, activo: boolean, db?: Db): Promise<{ cambiado: boolean; nombre: string }> {
  exigirAdmin(user);
  const d = db ?? (await getDb());
  const [u] = await unsafeConsultaUsuarios(d).where(eq(usuarios.id, id));
  if (!u) throw noEncontrado("Persona no encontrada.");
  const r = await actualizarUsuario(user, id, { ...u, activo }, d);
  return { ...r, nombre: nombrePersona(u) };
}

