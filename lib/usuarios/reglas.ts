import { describirCargos, esPersonal, tieneCargo, type Cargo } from "../acceso/cargos";
import { perteneceAlDominio } from "../auth/reglas";
import type { AccionRegistro } from "../registro/schemas";
import type { UsuarioEntrada } from "./schemas";

/**
 * Rules about people that the form, the API and the imports share. Pure functions, so they are
 * tested without a database.
 */

/** Drops what does not apply to the cargos: a group and a code only for students, a department only for staff. */
export function normalizarUsuario(e: UsuarioEntrada): UsuarioEntrada {
  const estudiante = tieneCargo(e, "estudiante");
  return { ...e, grupo: estudiante ? e.grupo : null, codigo: estudiante ? e.codigo : null, departamentoId: esPersonal(e.cargos) ? e.departamentoId : null };
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
  /** As a phrase («Jefatura de departamento y docente»): the log reads on its own, and two equal sets are equal strings. */
  cargos: string;
  departamento: string | null;
  grupo: string | null;
  codigo: string | null;
  activo: boolean;
};

/** A person's row (with department name and group) as the audit log keeps it. */
export function fotoDe(u: Omit<FotoUsuario, "cargos"> & { cargos: readonly Cargo[] }): FotoUsuario {
  return { email: u.email, nombre: u.nombre, apellidos: u.apellidos, cargos: describirCargos(u.cargos), departamento: u.departamento, grupo: u.grupo, codigo: u.codigo, activo: u.activo };
}

export const CAMPOS_USUARIO: Record<keyof FotoUsuario, string> = {
  email: "Correo",
  nombre: "Nombre",
  apellidos: "Apellidos",
  cargos: "Cargos",
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

/** How the audit log names a change to a person: deactivation and changes of cargos stand out. */
export function accionDeCambio(antes: Pick<FotoUsuario, "cargos" | "activo">, despues: Pick<FotoUsuario, "cargos" | "activo">): AccionRegistro {
  if (antes.activo && !despues.activo) return "desactivar";
  if (!antes.activo && despues.activo) return "reactivar";
  if (antes.cargos !== despues.cargos) return "cambiar_cargos";
  return "modificar";
}

/** What a person holds that depends on a cargo: it must go before the cargo does. */
export type Vinculos = { asignaciones: number; tutoria: string | null; jefaturaDe: string | null };

/**
 * Why a person cannot hold only `cargos` (teaching and tutoring need «docente», heading a
 * department «jefatura»: they go first, in Centro), or null. The form, the API and the import share it.
 */
export function problemaConLosCargos(cargos: readonly Cargo[], v: Vinculos): string | null {
  const quedan: string[] = [];
  if (!tieneCargo({ cargos }, "docente")) {
    if (v.asignaciones) quedan.push(`${v.asignaciones} ${v.asignaciones === 1 ? "asignación" : "asignaciones"} de docencia`);
    if (v.tutoria) quedan.push(`la tutoría de ${v.tutoria}`);
  }
  if (!tieneCargo({ cargos }, "jefatura") && v.jefaturaDe) quedan.push(`la jefatura del departamento ${v.jefaturaDe}`);
  if (!quedan.length) return null;
  return `No se pueden quitar esos cargos: tiene ${quedan.join(", ")}. Quítaselas antes en Centro`;
}


export function nombrePersona(u: { nombre: string; apellidos: string }): string {
  return `${u.nombre} ${u.apellidos}`.trim();
}
