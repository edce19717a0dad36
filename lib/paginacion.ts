/** The page a list shows: the requested one, within 1…last (an out-of-range page shows the last). */
export function paginar(total: number, pagina: number, porPagina: number): { pagina: number; paginas: number; offset: number } {
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  const actual = Math.min(Math.max(1, Math.trunc(pagina) || 1), paginas);
  return { pagina: actual, paginas, offset: (actual - 1) * porPagina };
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
