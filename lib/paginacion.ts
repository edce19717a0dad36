/** The page a list shows: the requested one, within 1…last (an out-of-range page shows the last). */
export function paginar(total: number, pagina: number, porPagina: number): { pagina: number; paginas: number; offset: number } {
  const paginas = Math.max(1, Math.ceil(total / porPagina));
  const actual = Math.min(Math.max(1, Math.trunc(pagina) || 1), paginas);
  return { pagina: actual, paginas, offset: (actual - 1) * porPagina };
}

export type Pagina<T> = { filas: T[]; total: number; pagina: number; paginas: number; porPagina: number };
