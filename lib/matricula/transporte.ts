import { eq, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { columnaLista, enUnaFila } from "../db/fila";
import { matriculas, rutasTransporte } from "../db/schema";
import { compararConNumeros } from "../orden";
import { exigir } from "../acceso/exigir";
import type { Quien } from "../acceso/cargos";

// --- Transport routes ----------------------------------------------------------------------------

export type Ruta = { id: number; nombre: string; activa: boolean };
export type RutaConUso = Ruta & { matriculas: number };

/** The routes offered to students, by name. Not personal: any signed-in user may read them. */
export async function listRutas(db?: Db): Promise<Ruta[]> {
  const d = db ?? (await getDb());
  const r = await d.select({ id: rutasTransporte.id, nombre: rutasTransporte.nombre, activa: rutasTransporte.activa }).from(rutasTransporte).where(eq(rutasTransporte.activa, true));
  return ordenarRutas(r);
}

/** Routes by name as a person reads them ('Ruta 2' before 'Ruta 10'), whatever the collation. */
export function ordenarRutas<R extends { nombre: string }>(r: R[]): R[] {
  return r.sort((a, b) => compararConNumeros(a.nombre, b.nombre));
}

/** The offered routes as a JSON column (id, nombre, activa), for a statement that reads more. */
export const rutasOfrecidasJson = columnaLista(
  sql`select json_agg(json_build_object('id', r.id, 'nombre', r.nombre, 'activa', r.activa)) from ${rutasTransporte} as r where r.activa`,
  (filas: Ruta[]) => ordenarRutas(filas),
);

/** Every route, offered or not, with how many matrículas ask for it (admin only), as a JSON column. */
export function rutasConUsoColumna(user: Quien): SQL<RutaConUso[]> {
  exigir(user, "matriculas.revisar");
  return columnaLista(
    sql`select json_agg(json_build_object('id', r.id, 'nombre', r.nombre, 'activa', r.activa,
        'matriculas', (select count(*) from ${matriculas} as m where m.ruta_id = r.id)))
      from ${rutasTransporte} as r`,
    (filas: RutaConUso[]) => filas.sort((a, b) => Number(b.activa) - Number(a.activa) || compararConNumeros(a.nombre, b.nombre)),
  );
}

export async function listRutasAdmin(user: Quien, db?: Db): Promise<RutaConUso[]> {
  return (await enUnaFila({ rutas: rutasConUsoColumna(user) }, db)).rutas;
}
