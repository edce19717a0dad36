import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Cargo } from "./cargos";

/**
 * `cargos @> array[…]`: the account holds every one of the cargos (GIN index usuarios_cargos_idx).
 * How queries ask who holds a cargo — the teachers of a list, the active admins.
 */
export function conCargo(columna: AnyColumn | SQL, ...cargos: [Cargo, ...Cargo[]]): SQL<boolean> {
  return sql<boolean>`${columna} @> array[${sql.join(
    cargos.map((c) => sql`${c}`),
    sql`, `,
  )}]::tipo_usuario[]`;
}

/** `cargos && array[…]`: the account holds at least one of them. */
export function conAlgunCargo(columna: AnyColumn | SQL, cargos: readonly Cargo[]): SQL<boolean> {
  return sql<boolean>`${columna} && array[${sql.join(
    cargos.map((c) => sql`${c}`),
    sql`, `,
  )}]::tipo_usuario[]`;
}

/** The highest cargo of the account (lib/acceso/cargos.ts cargoPrincipal), as SQL. */
export function cargoPrincipalSql(columna: AnyColumn | SQL): SQL<Cargo> {
  return sql<Cargo>`(case when 'admin' = any(${columna}) then 'admin' when 'jefatura' = any(${columna}) then 'jefatura' when 'docente' = any(${columna}) then 'docente' else 'estudiante' end)`;
}
