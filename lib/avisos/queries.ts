import { and, count, desc, eq, isNull, min } from "drizzle-orm";
import { getDb, memoriasDeCambios, type Db } from "../db";
import type { MemoriasDeCambios } from "../db/cambios";
import { avisos, usuarios, type EstadoCorreo } from "../db/schema";
import { ESTADOS_CORREO } from "../db/schema/avisos";
import { exigir } from "../acceso/exigir";
import { puede } from "../acceso/politica";
import type { Quien } from "../acceso/cargos";
import type { FiltroCorreo } from "./schemas";
import { RESUMENES, resumenesDe, type TipoResumen } from "./resumenes";


/**
 * The bell's number: the person's unread notices. Every page asks for it; the process remembers it
 * until a notice of the person is written, read or deleted (decision 071).
 */
export async function contarNoLeidos(user: Quien, db?: Db, memorias: MemoriasDeCambios<unknown> | null = db ? null : memoriasDeCambios()): Promise<number> {
  if (!puede(user, "avisos.leer")) return 0;
  const leer = async () => (db ?? (await getDb())).$count(avisos, and(eq(avisos.destinatarioId, user.id), isNull(avisos.leido)));
  return memorias ? memorias.avisosSinLeer.obtener(String(user.id), leer) : leer();
}

export type AvisoPropio = { id: number; tipo: string; asunto: string; enlace: string; creado: Date; leido: Date | null };

/** The person's own notices, newest first (the last 100: older ones are history). */
export async function listAvisosPropios(user: Quien, db?: Db): Promise<AvisoPropio[]> {
  exigir(user, "avisos.leer");
  const d = db ?? (await getDb());
  return d
    .select({ id: avisos.id, tipo: avisos.tipo, asunto: avisos.asunto, enlace: avisos.enlace, creado: avisos.creado, leido: avisos.leido })
    .from(avisos)
    .where(eq(avisos.destinatarioId, user.id))
    .orderBy(desc(avisos.creado), desc(avisos.id))
    .limit(100);
}

/** The person's notices and unread count, as the API gives them (dates as ISO text). */
export async function getBandejaPropia(user: Quien, db?: Db) {
  const d = db ?? (await getDb());
  const [avisosPropios, sinLeer] = await Promise.all([listAvisosPropios(user, d), contarNoLeidos(user, d)]);
  return { sinLeer, avisos: avisosPropios.map((a) => ({ ...a, creado: a.creado.toISOString(), leido: a.leido?.toISOString() ?? null })) };
}

export const POR_PAGINA_CORREO = 50;

export type FilaCorreo = Pick<
  typeof avisos.$inferSelect,
  "id" | "creado" | "tipo" | "correo" | "asunto" | "enlace" | "datos" | "estado" | "intentos" | "proximoIntento" | "enviado" | "error"
>;

/** The outbox for /admin/correo: newest first, by state, with the count of each state. */
export async function listCorreo(user: Quien, filtro: FiltroCorreo, db?: Db) {
  exigir(user, "correo.administrar");
  const d = db ?? (await getDb());
  const donde = filtro.estado ? eq(avisos.estado, filtro.estado) : undefined;
  const [filas, recuentos] = await Promise.all([
    d
      .select({
        id: avisos.id,
        creado: avisos.creado,
        tipo: avisos.tipo,
        correo: avisos.correo,
        asunto: avisos.asunto,
        enlace: avisos.enlace,
        datos: avisos.datos,
        estado: avisos.estado,
        intentos: avisos.intentos,
        proximoIntento: avisos.proximoIntento,
        enviado: avisos.enviado,
        error: avisos.error,
      })
      .from(avisos)
      .where(donde)
      .orderBy(desc(avisos.creado), desc(avisos.id))
      .limit(POR_PAGINA_CORREO)
      .offset((filtro.pagina - 1) * POR_PAGINA_CORREO),
    contarCorreo(user, d),
  ]);
  const total = filtro.estado ? recuentos[filtro.estado] : Object.values(recuentos).reduce((a, b) => a + b, 0);
  return { filas: filas as FilaCorreo[], porEstado: recuentos, total, pagina: filtro.pagina, paginas: Math.max(1, Math.ceil(total / POR_PAGINA_CORREO)) };
}

/** How many mails are in each state (the outbox's filters and the admin home). */
export async function contarCorreo(user: Quien, db?: Db): Promise<Record<EstadoCorreo, number>> {
  exigir(user, "correo.administrar");
  return (await unsafeResumenCorreo(db ?? (await getDb()))).porEstado;
}

/**
 * The outbox's backlog for monitoring (GET /api/admin/estado, whose contract is admin-only): mails
 * per state and how long the oldest pending one has waited. No mail's content.
 */
export async function unsafeResumenCorreo(d: Db, ahora = new Date()): Promise<{ porEstado: Record<EstadoCorreo, number>; horasDelPendienteMasAntiguo: number | null }> {
  const filas = await d.select({ estado: avisos.estado, n: count(), desde: min(avisos.creado) }).from(avisos).groupBy(avisos.estado);
  const porEstado = Object.fromEntries(ESTADOS_CORREO.map((e) => [e, 0])) as Record<EstadoCorreo, number>;
  for (const f of filas) porEstado[f.estado] = f.n;
  const desde = filas.find((f) => f.estado === "pendiente")?.desde;
  return { porEstado, horasDelPendienteMasAntiguo: desde ? Math.round(((ahora.getTime() - new Date(desde).getTime()) / 3_600_000) * 10) / 10 : null };
}

export type PreferenciaResumen = { tipo: TipoResumen; etiqueta: string; ayuda: string; recibe: boolean };

/** The digests the person's cargos give her and whether she receives each (/perfil); none for a student. */
export async function listPreferenciasAvisos(user: Quien, db?: Db): Promise<PreferenciaResumen[]> {
  if (!puede(user, "avisos.preferencias")) return [];
  const d = db ?? (await getDb());
  const [u] = await d.select({ desactivados: usuarios.resumenesDesactivados }).from(usuarios).where(eq(usuarios.id, user.id));
  const desactivados = u?.desactivados ?? [];
  return resumenesDe(user).map((tipo) => ({ tipo, ...RESUMENES[tipo], recibe: !desactivados.includes(tipo) }));
}
