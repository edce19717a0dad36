import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client";
import { columnaLista, enUnaFila } from "../db/fila";
import { franjas } from "../db/schema";

export type Franja = { id: number; orden: number; inicio: string; fin: string; recreo: boolean };

/** listFranjas as a JSON column, for a page that reads the slots with other things. */
export function franjasColumna(): SQL<Franja[]> {
  return columnaLista<Franja>(
    sql`select json_agg(json_build_object('id', f.id, 'orden', f.orden, 'inicio', f.inicio, 'fin', f.fin, 'recreo', f.recreo) order by f.orden) from ${franjas} as f`,
  );
}

/** The day's time slots in order (breaks included). Nothing personal: any signed-in user may read them. */
export async function listFranjas(db?: Db): Promise<Franja[]> {
  return (await enUnaFila({ franjas: franjasColumna() }, db)).franjas;
}

/** Minutes a slot lasts ('08:30'–'09:25' → 55): the hours a follow-up session counts. */
export function duracionMinutos(f: Pick<Franja, "inicio" | "fin">): number {
  const min = (h: string) => Number(h.slice(0, 2)) * 60 + Number(h.slice(3, 5));
  return min(f.fin) - min(f.inicio);
}
