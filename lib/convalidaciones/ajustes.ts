import { eq, sql } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { ajustesCentro, usuarios } from "../db/schema";
import { getEnv } from "../env";

import { nombreCompleto } from "../texto";
import type { Quien } from "../acceso/cargos";
import type { AjustesCentro } from "./schemas";
import { exigir } from "../acceso/exigir";

/**
 * The centre's letterhead and the regulations the reply letter cites: one row an admin edits, and
 * built-in values until then.
 */

/** Built-in letterhead and citations, used until an admin saves the centre's own. */
export function ajustesPorDefecto(nombreCentro: string): AjustesCentro {
  return {
    nombre: nombreCentro,
    direccion: "",
    codigoPostal: "22004",
    localidad: "Huesca",
    provincia: "Huesca",
    telefono: "",
    fax: "",
    email: "",
    normativaEstatal:
      "Real Decreto 1085/2020, de 9 de diciembre, por el que se establecen convalidaciones de módulos profesionales de los títulos de Formación Profesional del sistema educativo español y las medidas para su aplicación.",
    normativaInstrucciones:
      "Resolución de junio de 2021 de la Dirección General de Innovación y Formación Profesional del Gobierno de Aragón, por la que se dictan instrucciones para la convalidación de módulos profesionales con efectos a partir del curso 2021/2022.",
    normativaAutonomica:
      "Decreto 91/2024, de 5 de junio, del Gobierno de Aragón, por el que se establece la ordenación de la Formación Profesional del Grado D y del Grado E en la Comunidad Autónoma de Aragón, modificado por el Decreto 107/2025, de 10 de septiembre.",
  };
}

export type AjustesGuardados = AjustesCentro & { actualizado: Date | null; actualizadoPor: string | null };

/** The centre's letterhead and citations. Not personal data: any signed-in page may print it. */
export async function getAjustesCentro(db?: Db): Promise<AjustesGuardados> {
  const d = db ?? (await getDb());
  const [fila] = await d
    .select({ ajustes: ajustesCentro, nombre: usuarios.nombre, apellidos: usuarios.apellidos })
    .from(ajustesCentro)
    .leftJoin(usuarios, eq(usuarios.id, ajustesCentro.actualizadoPor))
    .where(eq(ajustesCentro.id, 1))
    .limit(1);
  if (!fila) return { ...ajustesPorDefecto(getEnv().CENTRO_NOMBRE), actualizado: null, actualizadoPor: null };
  const { id: _id, actualizado, actualizadoPor: _por, ...ajustes } = fila.ajustes;
  void _id;
  void _por;
  return { ...ajustes, actualizado, actualizadoPor: nombreCompleto(fila.nombre, fila.apellidos) };
}

/** Saves the centre's letterhead and the regulations cited in the reply letter (admin only). */
export async function guardarAjustesCentro(user: Quien, input: AjustesCentro, db?: Db): Promise<AjustesGuardados> {
  exigir(user, "convalidaciones.resolver");
  const d = db ?? (await getDb());
  const valores = { ...input, actualizado: sql`now()`, actualizadoPor: user.id };
  await d
    .insert(ajustesCentro)
    .values({ id: 1, ...valores })
    .onConflictDoUpdate({ target: ajustesCentro.id, set: valores });
  return getAjustesCentro(d);
}
