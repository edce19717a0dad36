import "server-only";
import type { Db } from "../db";
import { getDb } from "../db";
import { registro } from "../db/schema";
import { tieneCaracteresDeControl } from "../campos";
import { describirError, registrar as registrarLog } from "../log";
import type { AccionRegistro, EntidadRegistro } from "./schemas";

/**
 * Who made a change; null for events without a signed-in person (a refused sign-in). The id is
 * null for the server's console (`npm run admin`), which is named but has no account.
 */
export type Autor = { id: number | null; nombre: string; apellidos: string; email: string } | null;

export type Datos = Record<string, unknown>;

export type EntradaRegistro = {
  accion: AccionRegistro;
  entidad: EntidadRegistro;
  clave: string;
  resumen: string;
  antes?: Datos | null;
  despues?: Datos | null;
};

export function nombreAutor(a: Autor): string {
  return a ? `${`${a.nombre} ${a.apellidos}`.trim()} <${a.email}>` : "";
}

/**
 * Writes lines of the audit log with the transaction `tx` of the change they describe: if the
 * change fails the line is rolled back with it, and a logged change always happened. Every write of
 * the administration (pages, API, imports) calls this inside its own transaction.
 */
export async function registrar(tx: Db, autor: Autor, ...entradas: EntradaRegistro[]): Promise<void> {
  const filas = entradas.map((e) => ({
    autorId: autor?.id ?? null,
    autor: nombreAutor(autor),
    accion: e.accion,
    entidad: e.entidad,
    clave: e.clave,
    resumen: e.resumen,
    antes: e.antes ?? null,
    despues: e.despues ?? null,
  }));
  // 1,000 rows × 8 columns stays far below PostgreSQL's 65,535 bound parameters per statement.
  for (let i = 0; i < filas.length; i += 1000) await tx.insert(registro).values(filas.slice(i, i + 1000));
}

/** Text from outside (a provider's claim) made safe to store: no control characters, bounded. */
function limpio(texto: unknown, max: number): string {
  const s = typeof texto === "string" ? texto : "";
  return (tieneCaracteresDeControl(s) ? s.replace(/[\p{Cc}\p{Cf}\p{Cs}\uFFFE\uFFFF]/gu, "") : s).trim().slice(0, max);
}

const MOTIVOS: Record<string, string> = {
  Dominio: "la cuenta no es del dominio del centro",
  EmailNoVerificado: "el proveedor no ha verificado el correo",
  NoRegistrado: "la cuenta no está dada de alta en el portal",
  Inactivo: "la cuenta está desactivada",
};

/**
 * A refused sign-in: the reason, the email the provider sent and the provider, nothing else (never
 * a token). A failure to log never blocks the refusal itself.
 */
export async function registrarAccesoRechazado(datos: { email: unknown; motivo: string; proveedor: string }, db?: Db): Promise<void> {
  const email = limpio(datos.email, 254).toLowerCase() || "(sin correo)";
  const motivo = MOTIVOS[datos.motivo] ?? datos.motivo;
  try {
    const d = db ?? (await getDb());
    await registrar(d, null, {
      accion: "acceso_rechazado",
      entidad: "acceso",
      clave: email,
      resumen: `Acceso rechazado a ${email}: ${motivo}.`,
      despues: { motivo: datos.motivo, proveedor: limpio(datos.proveedor, 40) },
    });
  } catch (e) {
    registrarLog("error", "acceso_rechazado_sin_registrar", { error: describirError(e) });
  }
}
