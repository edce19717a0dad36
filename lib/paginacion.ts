/** The page a list shows: the requested one, within 1…last (an out-of-range page shows the last). */
export function paginar(total: number, pagina: number, porPagina: number): { pagina: number; paginas: number; offset: number } {
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  const actual = Math.min(Math.max(1, Math.trunc(pagina) || 1), paginas);
  return { pagina: actual, paginas, offset: (actual - 1) * porPagina };
}

/**
 * One page of rows and the total in one round trip: `leer` selects the page with the total as a
 * column (the count query as a scalar subquery, `totalComoColumna` in lib/db/paginas.ts). Only a page past
 * the end comes back empty without a total; then `contar` counts and the last page is read, as
 * `paginar` would have clamped it (docs/decisions/032).
 */
export async function paginaYTotal<T extends { total: number }>(
  leer: (limite: number, offset: number) => Promise<T[]>,
  contar: () => Promise<number>,
  pagina: number,
  porPagina: number,
): Promise<{ filas: Omit<T, "total">[]; total: number; pagina: number; paginas: number }> {
  const pedida = Math.max(1, Math.trunc(pagina) || 1);
  let filas = await leer(porPagina, (pedida - 1) * porPagina);
  let total = filas[0]?.total ?? 0;
  if (filas.length === 0 && pedida > 1) {
    total = await contar();
    if (total > 0) filas = await leer(porPagina, paginar(total, pedida, porPagina).offset);
  }
  const p = paginar(total, pedida, porPagina);
  const sinTotal = filas.map((f) => {
    const copia: Partial<T> = { ...f };
    delete copia.total;
    return copia as Omit<T, "total">;
  });
  return { filas: sinTotal, total, pagina: p.pagina, paginas: p.paginas };
}

export type Pagina<T> = { filas: T[]; total: number; pagina: number; paginas: number; porPagina: number };

type Busqueda = Record<string, string | string[] | undefined>;

/** A page's searchParams with one value per key (the first, if repeated), ready for a zod filter. */
export function primeros(sp: Busqueda): Record<string, string | undefined> {
  return Object.fromEntries(Object.entries(sp).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
}

/** `ruta?clave=valor…` with the non-empty values only (page 1 is left out). */
export function urlConFiltros(ruta: string, valores: Record<string, string | number | null | undefined>): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(valores)) if (v !== null && v !== undefined && v !== "" && !(k === "pagina" && Number(v) <= 1)) p.set(k, String(v));
  const s = p.toString();
  return s ? `${ruta}?${s}` : ruta;
}
