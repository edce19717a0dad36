import type { TipoUsuario } from "../auth/roles";
import { perteneceAlDominio } from "../auth/reglas";
import type { AccionRegistro } from "../registro/schemas";
import type { UsuarioEntrada } from "./schemas";

/**
 * Rules about people that the form, the API and the imports share. Pure functions, so they are
 * tested without a database.
 */

export const esPersonal = (tipo: TipoUsuario) => tipo === "docente" || tipo === "jefatura";

/** Drops what does not apply to the type: a group and a code only for students, a department only for staff. */
export function normalizarUsuario(e: UsuarioEntrada): UsuarioEntrada {
  const estudiante = e.tipo === "estudiante";
  return { ...e, grupo: estudiante ? e.grupo : null, codigo: estudiante ? e.codigo : null, departamentoId: esPersonal(e.tipo) ? e.departamentoId : null };
}

export function mensajeDominio(dominio: string): string {
  return `El correo debe ser de la cuenta del centro (@${dominio})`;
}

export function comprobarDominio(email: string, dominio: string): string | null {
  return perteneceAlDominio(email, dominio) ? null : mensajeDominio(dominio);
}

/** What the audit log keeps of a person: names instead of ids, so a line reads on its own. */
export type FotoUsuario = {
  email: string;
  nombre: string;
  apellidos: string;
  tipo: TipoUsuario;
  departamento: string | null;
  grupo: string | null;
  codigo: string | null;
  activo: boolean;
};

/** A person's row (with department name and group) as the audit log keeps it. */
export function fotoDe(u: FotoUsuario): FotoUsuario {
  return { email: u.email, nombre: u.nombre, apellidos: u.apellidos, tipo: u.tipo, departamento: u.departamento, grupo: u.grupo, codigo: u.codigo, activo: u.activo };
}

export const CAMPOS_USUARIO: Record<keyof FotoUsuario, string> = {
  email: "Correo",
  nombre: "Nombre",
  apellidos: "Apellidos",
  tipo: "Tipo",
  departamento: "Departamento",
  grupo: "Grupo",
  codigo: "Código",
  activo: "Activa",
};

export type Cambio = { campo: string; antes: string; despues: string };

const texto = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : v === true ? "sí" : v === false ? "no" : String(v));

/** The fields that differ between two snapshots, labelled for people. */
export function diferencias<T extends Record<string, unknown>>(antes: T | null, despues: T, etiquetas: Record<keyof T, string>): Cambio[] {
  return (Object.keys(etiquetas) as (keyof T)[])
    .filter((k) => (antes?.[k] ?? null) !== (despues[k] ?? null))
    .map((k) => ({ campo: etiquetas[k], antes: texto(antes?.[k]), despues: texto(despues[k]) }));
}

/** How the audit log names a change to a person: deactivation and type changes stand out. */
export function accionDeCambio(antes: Pick<FotoUsuario, "tipo" | "activo">, despues: Pick<FotoUsuario, "tipo" | "activo">): AccionRegistro {
  if (antes.activo && !despues.activo) return "desactivar";
  if (!antes.activo && despues.activo) return "reactivar";
  if (antes.tipo !== despues.tipo) return "cambiar_tipo";
  return "modificar";
}

export function nombrePersona(u: { nombre: string; apellidos: string }): string {
  return `${u.nombre} ${u.apellidos}`.trim();
}
