/**
 * The cargos an account can hold (issue 43, docs/decisions/058). A person has one or more:
 *  - estudiante: a student, and nothing else;
 *  - docente: teaches modules (and may tutor a group);
 *  - jefatura: heads one department (its inventory, the follow-up of its modules);
 *  - admin: the centre's management — dirección, jefatura de estudios, secretaría.
 * Staff combine the last three freely: a head of department teaches, so does the director.
 * No imports: the database schema, the proxy and client components all read this file.
 */

export const CARGOS = ["estudiante", "docente", "jefatura", "admin"] as const;
export type Cargo = (typeof CARGOS)[number];

/** What a set of cargos is read as: anything that carries one. */
export type ConCargos = { readonly cargos: readonly Cargo[] };

export const CARGOS_PERSONAL: readonly Cargo[] = ["docente", "jefatura", "admin"];

export const ETIQUETA_CARGO: Record<Cargo, string> = {
  estudiante: "Estudiante",
  docente: "Docente",
  jefatura: "Jefatura de departamento",
  admin: "Administración",
};

/** From the highest: the home a person lands on and the cargo named first. */
const PRIORIDAD: readonly Cargo[] = ["admin", "jefatura", "docente", "estudiante"];

/** Whether an account (the caller or another: the student being enrolled) holds a cargo. */
export function tieneCargo(u: ConCargos | null | undefined, cargo: Cargo): boolean {
  return !!u && u.cargos.includes(cargo);
}

/** Staff: holds any cargo but estudiante (a department, teaching, management). */
export function esPersonal(cargos: readonly Cargo[]): boolean {
  return cargos.some((c) => CARGOS_PERSONAL.includes(c));
}

/**
 * The set after ticking or unticking one cargo in a form: ticking «estudiante» leaves only it,
 * ticking a staff cargo drops «estudiante», so the form cannot make a set the rules refuse.
 */
export function alternarCargo(cargos: readonly Cargo[], cargo: Cargo, marcado: boolean): Cargo[] {
  const resto = cargos.filter((c) => c !== cargo && (cargo === "estudiante" ? false : c !== "estudiante"));
  return normalizarCargos(marcado ? [...resto, cargo] : resto);
}

export function esCargo(valor: unknown): valor is Cargo {
  return typeof valor === "string" && (CARGOS as readonly string[]).includes(valor);
}

/** Without repeats and in one order (the enum's), so two equal sets are equal arrays. */
export function normalizarCargos(cargos: Iterable<Cargo>): Cargo[] {
  const hay = new Set(cargos);
  return CARGOS.filter((c) => hay.has(c));
}

/**
 * A set of cargos from outside (a token's claims, a CSV cell): every element a cargo, at least one.
 * Null when it is not one, so an old or forged value is refused rather than guessed.
 */
export function leerCargos(valor: unknown): Cargo[] | null {
  if (!Array.isArray(valor) || valor.length === 0 || !valor.every(esCargo)) return null;
  return normalizarCargos(valor);
}

/**
 * The cargos a session cookie was issued with. Cookies from before cargos (issue 43) carry one
 * `tipo`: read as a set of one, so an upgrade does not sign everybody out.
 */
export function cargosDelToken(claims: { cargos?: unknown; tipo?: unknown }): Cargo[] | null {
  return leerCargos(claims.cargos) ?? (typeof claims.tipo === "string" ? leerCargos([claims.tipo]) : null);
}

/** Why a set cannot be an account's (the database refuses the same), or null when it can. */
export function problemaDeCargos(cargos: readonly Cargo[]): string | null {
  if (cargos.length === 0) return "Elige al menos un cargo";
  if (cargos.includes("estudiante") && cargos.length > 1) return "Un estudiante no puede tener también cargos de personal";
  return null;
}

export function cargoPrincipal(cargos: readonly Cargo[]): Cargo {
  return PRIORIDAD.find((c) => cargos.includes(c)) ?? "estudiante";
}

/** In priority order, the highest first. */
export function ordenarPorPrioridad(cargos: readonly Cargo[]): Cargo[] {
  return PRIORIDAD.filter((c) => cargos.includes(c));
}

export function mismosCargos(a: readonly Cargo[], b: readonly Cargo[]): boolean {
  const x = normalizarCargos(a);
  const y = normalizarCargos(b);
  return x.length === y.length && x.every((c, i) => c === y[i]);
}

/** «Docente y jefatura de departamento»: a set as one Spanish phrase, highest first. */
export function describirCargos(cargos: readonly Cargo[]): string {
  const nombres = ordenarPorPrioridad(cargos).map((c, i) => (i === 0 ? ETIQUETA_CARGO[c] : ETIQUETA_CARGO[c].toLowerCase()));
  if (nombres.length <= 1) return nombres[0] ?? "";
  return `${nombres.slice(0, -1).join(", ")} y ${nombres[nombres.length - 1]}`;
}

/**
 * Who is asking, as the data layer needs it: the person, their cargos and the department they
 * belong to (a jefatura acts for the one she heads, else this one). Every lib/ read and write
 * takes this (or the whole signed-in user, which is one).
 */
export type Quien = { readonly id: number; readonly cargos: readonly Cargo[]; readonly departamentoId?: number | null };
