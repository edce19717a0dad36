import { and, eq, isNull } from "drizzle-orm";
import { getDb, olvidarEnEsteProceso, type Db } from "../db";
import { avisos, usuarios } from "../db/schema";
import { conflicto, noEncontrado } from "../errors";
import { exigir } from "../acceso/exigir";
import type { Quien as QuienAcceso } from "../acceso/cargos";
import type { UsuarioActual } from "../auth/current-user";
import { encolar } from "./encolar";
import { resumenesDe } from "./resumenes";
import type { PreferenciasAvisos } from "./schemas";

/** Who acts, and the name the test mail and the change log show. */
type Quien = QuienAcceso & Pick<UsuarioActual, "nombre" | "apellidos" | "email">;

/** Marks one of the person's notices, or all of them, as read; another person's is not found. */
export async function marcarLeidos(user: Quien, id: number | "todos", db?: Db): Promise<number> {
  exigir(user, "avisos.leer");
  const d = db ?? (await getDb());
  const propios = and(eq(avisos.destinatarioId, user.id), isNull(avisos.leido), id === "todos" ? undefined : eq(avisos.id, id));
  const hechos = await d.update(avisos).set({ leido: new Date() }).where(propios).returning({ id: avisos.id });
  // The bell of the page this action re-renders, before the trigger's notification arrives.
  if (hechos.length > 0) olvidarEnEsteProceso(`a:${user.id}`);
  if (id !== "todos" && hechos.length === 0) {
    const [suyo] = await d.select({ id: avisos.id }).from(avisos).where(and(eq(avisos.id, id), eq(avisos.destinatarioId, user.id)));
    // Already read is fine (two tabs); someone else's is as if it did not exist.
    if (!suyo) throw noEncontrado("Aviso no encontrado.");
  }
  return hechos.length;
}

/**
 * Sends a failed mail again (admin): back to pending, due now, with a fresh set of attempts. Only
 * a failed one: a pending one is on its way, a sent one arrived.
 */
export async function reintentarCorreo(user: Quien, id: number, db?: Db): Promise<void> {
  exigir(user, "correo.administrar");
  const d = db ?? (await getDb());
  const [hecho] = await d
    .update(avisos)
    .set({ estado: "pendiente", intentos: 0, proximoIntento: new Date(), reclamado: null })
    .where(and(eq(avisos.id, id), eq(avisos.estado, "fallido")))
    .returning({ id: avisos.id });
  if (hecho) return;
  const [a] = await d.select({ estado: avisos.estado }).from(avisos).where(eq(avisos.id, id));
  if (!a) throw noEncontrado("Correo no encontrado.");
  throw conflicto(a.estado === "enviado" ? "Este correo ya se envió." : "Este correo no ha fallado: ya está en camino.");
}

/** Queues a test mail to any address (admin); the sender delivers it like any other. */
export async function enviarCorreoPrueba(user: Quien, correo: string, db?: Db): Promise<void> {
  exigir(user, "correo.administrar");
  const d = db ?? (await getDb());
  const por = `${user.nombre} ${user.apellidos}`.trim() || user.email;
  await d.transaction((tx) => encolar(tx, [{ id: null, email: correo }], { tipo: "prueba", datos: { por } }));
}

/**
 * Which of her digests a person receives (/perfil, decision 066): those unchecked are stored as
 * turned off. Only digests: the transactional notices (decision 061) cannot be turned off. Returns
 * the digests she now receives.
 */
export async function guardarPreferenciasAvisos(user: Quien, preferencias: PreferenciasAvisos, db?: Db): Promise<string[]> {
  exigir(user, "avisos.preferencias");
  const d = db ?? (await getDb());
  const suyos = resumenesDe(user);
  await d.update(usuarios).set({ resumenesDesactivados: suyos.filter((t) => !preferencias[t]) }).where(eq(usuarios.id, user.id));
  return suyos.filter((t) => preferencias[t]);
}
