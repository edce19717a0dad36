import "server-only";
import { asc } from "drizzle-orm";
import { CARGOS, describirCargos, esCargo, type Cargo } from "../acceso/cargos";
import { conCargo } from "../acceso/sql";
import { ID_CONSOLA, type Admin } from "../centro/admin-comun";
import type { Db } from "../db";
import { usuarios } from "../db/schema";
import { AppError, invalido, noEncontrado } from "../errors";
import { cambiarActivo, crearUsuario } from "./mutations";
import { unsafeConsultaUsuarios, unsafeFindUsuarioByEmail } from "./queries";
import { nombrePersona } from "./reglas";
import { usuarioSchema } from "./schemas";

/**
 * `npm run admin` (scripts/admin.ts): the server's console administers people with the same
 * functions as /admin/usuarios (the domain, the unique email, the last active admin, the audit
 * log), acting as an admin without an account: it creates the first one (issue 49).
 */

/** The console as the author of a change: the log names the system user and the machine. */
export function operadorDeConsola(quien: { usuario: string; maquina: string }): Admin {
  return { id: ID_CONSOLA, cargos: ["admin"], nombre: "Consola del servidor", apellidos: "", email: `${quien.usuario}@${quien.maquina}` };
}

export type Orden =
  | { orden: "alta"; email: string; nombre: string; apellidos: string; cargos: string[] }
  | { orden: "baja"; email: string }
  | { orden: "lista"; cargo: string | null };

export const USO = `Uso:
  npm run admin -- alta CORREO "Nombre" "Apellidos" [--cargo admin]
      Da de alta una cuenta del dominio del centro. Por defecto con el cargo de administración;
      --cargo (repetible o separado por comas) elige otros: docente, jefatura, admin, estudiante.
  npm run admin -- lista [--cargo admin | --todas]
      Las cuentas con ese cargo (por defecto, las de administración) o todas.
  npm run admin -- baja CORREO
      Desactiva la cuenta (el historial la conserva); no deja sin ninguna cuenta de administración activa.`;

/** The command line after `npm run admin --`, or a Spanish message saying what is wrong. */
export function leerOrden(args: readonly string[]): Orden | { error: string } {
  const posicionales: string[] = [];
  const cargos: string[] = [];
  let todas = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === "--cargo" || a === "--cargos") {
      const v = args[++i];
      if (v === undefined || v.startsWith("--")) return { error: `Falta el cargo después de ${a}.` };
      cargos.push(...v.split(/[\s,]+/).filter(Boolean));
    } else if (a.startsWith("--cargo=")) cargos.push(...a.slice(8).split(/[\s,]+/).filter(Boolean));
    else if (a === "--todas") todas = true;
    else if (a.startsWith("--")) return { error: `Opción desconocida: ${a}.` };
    else posicionales.push(a);
  }
  const [orden, ...resto] = posicionales;
  switch (orden) {
    case "alta":
      if (resto.length < 2 || resto.length > 3) return { error: "alta necesita el correo, el nombre y los apellidos (entre comillas si llevan espacios)." };
      if (todas) return { error: "--todas solo vale para lista." };
      return { orden, email: resto[0], nombre: resto[1], apellidos: resto[2] ?? "", cargos: cargos.length ? cargos : ["admin"] };
    case "baja":
      if (resto.length !== 1) return { error: "baja necesita un correo, solo uno." };
      if (cargos.length || todas) return { error: "baja no admite opciones." };
      return { orden, email: resto[0] };
    case "lista":
      if (resto.length) return { error: "lista no lleva más argumentos que --cargo o --todas." };
      if (todas && cargos.length) return { error: "Elige --cargo o --todas, no los dos." };
      if (cargos.length > 1) return { error: "lista admite un solo cargo." };
      return { orden, cargo: todas ? null : (cargos[0] ?? "admin") };
    case undefined:
      return { error: "Falta la orden: alta, lista o baja." };
    default:
      return { error: `Orden desconocida: ${orden}. Las órdenes son alta, lista y baja.` };
  }
}

export type CuentaListada = { email: string; nombre: string; apellidos: string; cargos: Cargo[]; activo: boolean };

/** One account per line: what `lista` prints. */
export function lineaDeCuenta(c: CuentaListada): string {
  return `${c.email}  ${nombrePersona(c)}  (${describirCargos(c.cargos).toLowerCase()})${c.activo ? "" : "  [desactivada]"}`;
}

/** The first message of a refused entry, as the form would show it by the field. */
function rechazo(e: { issues: readonly { message: string }[] }): AppError {
  return invalido(`${e.issues[0]?.message ?? "Datos no válidos"}.`);
}

/** Adds an account as /admin/usuarios does: same schema, same checks, same log line. */
export async function altaDesdeConsola(operador: Admin, o: Extract<Orden, { orden: "alta" }>, db: Db): Promise<{ id: number; texto: string }> {
  const entrada = usuarioSchema.safeParse({ email: o.email, nombre: o.nombre, apellidos: o.apellidos, cargos: o.cargos });
  if (!entrada.success) throw rechazo(entrada.error);
  const { id } = await crearUsuario(operador, entrada.data, db);
  return { id, texto: `Alta de ${nombrePersona(entrada.data)} (${entrada.data.email}) como ${describirCargos(entrada.data.cargos).toLowerCase()}. Ya puede entrar con su cuenta del centro.` };
}

/** Deactivates an account as the person's page does (the last active admin stays). */
export async function bajaDesdeConsola(operador: Admin, email: string, db: Db): Promise<{ texto: string }> {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw noEncontrado(`No hay ninguna cuenta con el correo ${email.trim().toLowerCase()}.`);
  const r = await cambiarActivo(operador, u.id, false, db);
  return { texto: r.cambiado ? `Cuenta de ${r.nombre} (${u.email}) desactivada: sus sesiones se han cerrado.` : `La cuenta de ${r.nombre} (${u.email}) ya estaba desactivada.` };
}

/** Accounts holding a cargo (null: all), by surname; deactivated ones too, marked. */
export async function listaDesdeConsola(cargo: string | null, db: Db): Promise<CuentaListada[]> {
  if (cargo !== null && !esCargo(cargo)) throw invalido(`Cargo desconocido: ${cargo}. Los cargos son ${CARGOS.join(", ")}.`);
  const consulta = unsafeConsultaUsuarios(db);
  const filas = await (cargo ? consulta.where(conCargo(usuarios.cargos, cargo)) : consulta).orderBy(asc(usuarios.apellidos), asc(usuarios.nombre), asc(usuarios.id));
  return filas.map(({ email, nombre, apellidos, cargos, activo }) => ({ email, nombre, apellidos, cargos, activo }));
}
