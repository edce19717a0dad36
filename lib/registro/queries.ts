import "server-only";
import { and, desc, getTableColumns, gte, lt, or, sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "../db";
import { columnaLista, enUnaFila } from "../db/fila";
import { registro } from "../db/schema";
import { sumarDias } from "../fechas";
import { rangoDelCurso } from "../curso-academico/elegido";
import { paginaConTotal } from "../db/paginas";
import type { Pagina } from "../paginacion";
import { contieneSql } from "../texto";
import type { AccionRegistro, EntidadRegistro, FiltroRegistro } from "./schemas";
import type { ConCargos } from "../acceso/cargos";
import { exigir } from "../acceso/exigir";

export type LineaRegistroVista = {
  id: number;
  momento: Date;
  autor: string;
  accion: AccionRegistro;
  entidad: EntidadRegistro;
  clave: string;
  resumen: string;
  antes: Record<string, unknown> | null;
  despues: Record<string, unknown> | null;
};

export const POR_PAGINA_REGISTRO = 50;

/**
 * The audit log, newest first, for admins only. The text search looks in the summary, the key and
 * who did it, without accents or case; dates are days in the centre's calendar (`momento` is
 * compared with the start of the day in Madrid).
 */
export async function listRegistro(user: ConCargos, filtro: FiltroRegistro, db?: Db): Promise<Pagina<LineaRegistroVista>> {
  exigir(user, "registro.leer");
  const d = db ?? (await getDb());
  const condiciones: (SQL | undefined)[] = [
    filtro.q ? or(contieneSql(registro.resumen, filtro.q), contieneSql(registro.clave, filtro.q), contieneSql(registro.autor, filtro.q)) : undefined,
    filtro.accion ? sql`${registro.accion} = ${filtro.accion}` : undefined,
    filtro.entidad ? sql`${registro.entidad} = ${filtro.entidad}` : undefined,
    filtro.desde ? gte(registro.momento, sql`(${filtro.desde}::date)::timestamp at time zone 'Europe/Madrid'`) : undefined,
    filtro.hasta ? lt(registro.momento, sql`(${sumarDias(filtro.hasta, 1)}::date)::timestamp at time zone 'Europe/Madrid'`) : undefined,
    ...(filtro.curso ? entreFechas(rangoDelCurso(filtro.curso)) : []),
  ];
  const donde = and(...condiciones);
  // The page and its total in one statement (docs/decisions/032).
  const p = await paginaConTotal(
    d,
    d.$count(registro, donde),
    (total, limite, offset) =>
      d
        .select({ ...getTableColumns(registro), total })
        .from(registro)
        .where(donde)
        .orderBy(desc(registro.momento), desc(registro.id))
        .limit(limite)
        .offset(offset),
    filtro.pagina,
    POR_PAGINA_REGISTRO,
  );
  return {
    filas: p.filas.map((f) => ({
      id: f.id,
      momento: f.momento,
      autor: f.autor,
      accion: f.accion as AccionRegistro,
      entidad: f.entidad as EntidadRegistro,
      clave: f.clave,
      resumen: f.resumen,
      antes: (f.antes as Record<string, unknown> | null) ?? null,
      despues: (f.despues as Record<string, unknown> | null) ?? null,
    })),
    total: p.total,
    pagina: p.pagina,
    paginas: p.paginas,
    porPagina: POR_PAGINA_REGISTRO,
  };
}

/** Lines from the start of day `desde` to the start of day `hasta` (exclusive), days in Madrid. */
function entreFechas({ desde, hasta }: { desde: string; hasta: string }): SQL[] {
  return [gte(registro.momento, sql`(${desde}::date)::timestamp at time zone 'Europe/Madrid'`), lt(registro.momento, sql`(${hasta}::date)::timestamp at time zone 'Europe/Madrid'`)];
}

export type CambioReciente = { id: number; momento: Date; resumen: string; autor: string };

/**
 * The last few lines, newest first, for the admin home, as a JSON column (enUnaFila): the home
 * reads them with its counts in one statement. Admins only.
 */
export function ultimosCambiosColumna(user: ConCargos, n = 5): SQL<CambioReciente[]> {
  exigir(user, "registro.leer");
  return columnaLista(
    sql`select json_agg(json_build_object('id', x.id, 'momento', x.momento, 'resumen', x.resumen, 'autor', x.autor) order by x.momento desc, x.id desc)
      from (select r.id, r.momento, r.resumen, r.autor from ${registro} as r order by r.momento desc, r.id desc limit ${n}) as x`,
    (filas: (Omit<CambioReciente, "momento"> & { momento: string })[]) => filas.map((c) => ({ ...c, momento: new Date(c.momento) })),
  );
}

export async function listUltimosCambios(user: ConCargos, n = 5, db?: Db): Promise<CambioReciente[]> {
  return (await enUnaFila({ cambios: ultimosCambiosColumna(user, n) }, db)).cambios;
}
