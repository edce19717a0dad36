import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { ciclos, convalidacionHistorial, convalidacionModulos, convalidaciones, modulos, usuarios } from "../db/schema";
import { conflicto, invalido, noEncontrado } from "../errors";
import { formatearFecha, hoyEnElCentro } from "../fechas";
import { exigirFechaEditable } from "../curso-academico/historia";
import { getSolicitud, type Quien, type SolicitudDetalle } from "./queries";
import type { NuevaSolicitud, Resolucion } from "./schemas";
import { exigir } from "../acceso/exigir";
import { comprobarLugarEscrito } from "../refdata/queries";
import { puede } from "../acceso/politica";
import { encolarPara, encolarParaAdministracion } from "../avisos/encolar";

/**
 * The province and the locality are ones of the INE lists and the postal code serves that
 * locality (issue 48, decision 069): 50001 with «Huesca» and 22300 with «Huesca» are refused.
 * The request keeps names (its API and its stored rows are text), written as INE writes them.
 */
async function comprobarLugar(input: Pick<NuevaSolicitud, "codigoPostal" | "provincia" | "localidad">, d: Db): Promise<{ provincia: string; localidad: string }> {
  const r = await comprobarLugarEscrito(input, d);
  if (!r.ok) {
    const [mensaje] = Object.values(r.errores).flat();
    throw invalido(`${mensaje}.`, r.errores);
  }
  return { provincia: r.provincia.nombre, localidad: r.municipio.nombre };
}

/**
 * A student's new request. The email is the account's, whatever a client sends. Every module must
 * belong to the chosen cycle, and a module cannot be asked for again while another request for it
 * is pending or granted it (a denied module may be asked for again with new documents).
 */
export async function crearSolicitud(user: Quien & { email: string }, input: NuevaSolicitud, db?: Db): Promise<SolicitudDetalle> {
  exigir(user, "convalidaciones.solicitar", "Solo los estudiantes pueden pedir convalidaciones.");
  const d = db ?? (await getDb());
  const lugar = await comprobarLugar(input, d);
  const id = await d.transaction(async (tx) => {
    // "Not while another request is pending" is a read then an insert: without this lock, parallel
    // submissions on PostgreSQL all pass the read. The student's row lock queues their requests;
    // NO KEY UPDATE leaves the foreign-key checks of other writes on that row free.
    await tx.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.id, user.id)).for("no key update");
    const [ciclo] = await tx.select({ codigo: ciclos.codigo }).from(ciclos).where(eq(ciclos.codigo, input.ciclo)).limit(1);
    if (!ciclo) throw invalido(`No existe el ciclo ${input.ciclo}.`, { ciclo: ["Elige un ciclo de la lista"] });

    const delCiclo = await tx
      .select({ codigo: modulos.codigo, nombre: modulos.nombre })
      .from(modulos)
      .where(and(eq(modulos.ciclo, input.ciclo), inArray(modulos.codigo, input.modulos)));
    const ajenos = input.modulos.filter((c) => !delCiclo.some((m) => m.codigo === c));
    if (ajenos.length) {
      throw invalido(`${ajenos.length === 1 ? "El módulo" : "Los módulos"} ${ajenos.join(", ")} no ${ajenos.length === 1 ? "es" : "son"} del ciclo ${input.ciclo}.`, {
        modulos: ["Elige módulos del ciclo elegido"],
      });
    }

    const repetidos = await tx
      .select({ codigo: convalidacionModulos.modulo })
      .from(convalidacionModulos)
      .innerJoin(convalidaciones, eq(convalidaciones.id, convalidacionModulos.convalidacionId))
      .where(
        and(
          eq(convalidaciones.estudianteId, user.id),
          eq(convalidacionModulos.ciclo, input.ciclo),
          inArray(convalidacionModulos.modulo, input.modulos),
          or(isNull(convalidaciones.resuelta), eq(convalidacionModulos.estado, "concedida")),
        ),
      );
    if (repetidos.length) {
      const nombres = delCiclo.filter((m) => repetidos.some((r) => r.codigo === m.codigo)).map((m) => m.nombre);
      throw conflicto(`Ya tienes pedida o concedida la convalidación de ${nombres.join(", ")}. Quítalo de esta solicitud.`);
    }

    const [nueva] = await tx
      .insert(convalidaciones)
      .values({
        estudianteId: user.id,
        ciclo: input.ciclo,
        nif: input.nif,
        nombre: input.nombre,
        apellidos: input.apellidos,
        domicilio: input.domicilio,
        codigoPostal: input.codigoPostal,
        localidad: lugar.localidad,
        provincia: lugar.provincia,
        telefonoFijo: input.telefonoFijo,
        telefonoMovil: input.telefonoMovil,
        email: user.email,
        aporta: input.aporta,
      })
      .returning({ id: convalidaciones.id });
    await tx.insert(convalidacionModulos).values(input.modulos.map((modulo) => ({ convalidacionId: nueva.id, modulo, ciclo: input.ciclo })));
    await tx.insert(convalidacionHistorial).values({ convalidacionId: nueva.id, accion: "presentada", usuarioId: user.id });
    await encolarParaAdministracion(tx, {
      tipo: "convalidacion_recibida",
      datos: { id: nueva.id, estudiante: `${input.nombre} ${input.apellidos}`.trim(), ciclo: input.ciclo, modulos: input.modulos.length },
    });
    return nueva.id;
  });
  return getSolicitud(user, id, d);
}

/**
 * Resolves a request (admin only): every requested module granted, with an optional grade, or
 * denied. The resolution date is set here and only here; a resolved request is refused with 409
 * until an admin reopens it. The guarded UPDATE makes two simultaneous resolutions end with one
 * winner: the second waits for the row lock, then finds `resuelta` set.
 */
export async function resolverSolicitud(user: Quien, id: number, input: EntradaResolucion, db?: Db): Promise<SolicitudDetalle> {
  if (!puede(user, "convalidaciones.resolver")) throw noEncontrado("Solicitud no encontrada.");
  const d = db ?? (await getDb());
  await d.transaction(async (tx) => {
    const [s] = await tx
      .select({ id: convalidaciones.id, resuelta: convalidaciones.resuelta, estudianteId: convalidaciones.estudianteId, ciclo: convalidaciones.ciclo, creada: convalidaciones.creada })
      .from(convalidaciones)
      .where(eq(convalidaciones.id, id))
      .limit(1);
    if (!s) throw noEncontrado("Solicitud no encontrada.");
    await exigirFechaEditable(hoyEnElCentro(s.creada), tx);
    if (s.resuelta) throw yaResuelta(s.resuelta);

    const pedidos = await tx.select({ codigo: convalidacionModulos.modulo }).from(convalidacionModulos).where(eq(convalidacionModulos.convalidacionId, id));
    const decididos = new Map(input.modulos.map((m) => [m.codigo, m]));
    const errores: Record<string, string[]> = {};
    for (const p of pedidos) if (!decididos.has(p.codigo)) errores[`${p.codigo}.estado`] = ["Elige concedida o denegada"];
    const sobran = input.modulos.filter((m) => !pedidos.some((p) => p.codigo === m.codigo)).map((m) => m.codigo);
    if (sobran.length) errores.modulos = [`La solicitud no incluye ${sobran.join(", ")}`];
    if (Object.keys(errores).length) throw invalido("Decide cada módulo de la solicitud, y solo esos.", errores);

    const [marcada] = await tx
      .update(convalidaciones)
      .set({ resuelta: sql`now()`, resueltaPor: user.id, documentosRevisados: input.documentosRevisados })
      .where(and(eq(convalidaciones.id, id), isNull(convalidaciones.resuelta)))
      .returning({ resuelta: convalidaciones.resuelta });
    if (!marcada) {
      const [ahora] = await tx.select({ resuelta: convalidaciones.resuelta }).from(convalidaciones).where(eq(convalidaciones.id, id));
      throw yaResuelta(ahora?.resuelta ?? new Date());
    }
    for (const m of input.modulos) {
      await tx
        .update(convalidacionModulos)
        .set({ estado: m.estado, calificacion: m.estado === "concedida" ? m.calificacion : null, motivo: m.estado === "denegada" ? (m.motivo ?? null) : null })
        .where(and(eq(convalidacionModulos.convalidacionId, id), eq(convalidacionModulos.modulo, m.codigo)));
    }
    await tx.insert(convalidacionHistorial).values({ convalidacionId: id, accion: "resuelta", usuarioId: user.id });
    const concedidos = input.modulos.filter((m) => m.estado === "concedida").length;
    await encolarPara(tx, s.estudianteId, { tipo: "convalidacion_resuelta", datos: { id, ciclo: s.ciclo, concedidos, denegados: input.modulos.length - concedidos } });
  });
  return getSolicitud(user, id, d);
}

/** A parsed resolution; a denial's reason may be left out by callers that have none. */
type EntradaResolucion = Omit<Resolucion, "modulos"> & { modulos: (Omit<Resolucion["modulos"][number], "motivo"> & { motivo?: string | null })[] };

function yaResuelta(fecha: Date) {
  return conflicto(`Esta solicitud ya se resolvió el ${formatearFecha(fecha)}. Para cambiarla, reábrela primero.`);
}

/**
 * Reopens a resolved request (admin only), recording who and why. The decisions stay as a draft for
 * the next resolution, which sets a new date.
 */
export async function reabrirSolicitud(user: Quien, id: number, motivo: string, db?: Db): Promise<SolicitudDetalle> {
  if (!puede(user, "convalidaciones.resolver")) throw noEncontrado("Solicitud no encontrada.");
  const d = db ?? (await getDb());
  await d.transaction(async (tx) => {
    const [antes] = await tx.select({ creada: convalidaciones.creada }).from(convalidaciones).where(eq(convalidaciones.id, id));
    if (antes) await exigirFechaEditable(hoyEnElCentro(antes.creada), tx);
    const [reabierta] = await tx
      .update(convalidaciones)
      .set({ resuelta: null, resueltaPor: null })
      .where(and(eq(convalidaciones.id, id), isNotNull(convalidaciones.resuelta)))
      .returning({ id: convalidaciones.id });
    if (!reabierta) {
      const [existe] = await tx.select({ id: convalidaciones.id }).from(convalidaciones).where(eq(convalidaciones.id, id));
      if (!existe) throw noEncontrado("Solicitud no encontrada.");
      throw conflicto("La solicitud no está resuelta: no hay nada que reabrir.");
    }
    await tx.insert(convalidacionHistorial).values({ convalidacionId: id, accion: "reabierta", usuarioId: user.id, motivo });
  });
  return getSolicitud(user, id, d);
}
