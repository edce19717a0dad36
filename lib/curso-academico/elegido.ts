/**
 * The history selector's rules (issue 46), pure so that pages, the API and the tests read a
 * `?curso=` the same way: which year a page shows, and whether that year is history (read-only).
 */

export type CursoOpcion = { codigo: string; inicio: string; fin: string; actual: boolean };

const FORMATO = /^(\d{4})\/(\d{4})$/;

/** True for '2025/2026': four digits, a slash, the next year. */
export function esCodigoCurso(v: string): boolean {
  const m = FORMATO.exec(v);
  return m !== null && Number(m[2]) === Number(m[1]) + 1;
}

/**
 * The year a page was asked for in its URL (`?curso=`, first value if repeated), or undefined when
 * absent or malformed: a hand-edited URL shows the current year rather than an error page.
 */
export function leerCursoPedido(v: string | readonly string[] | undefined | null): string | undefined {
  const primero = (Array.isArray(v) ? v[0] : v) as string | undefined | null;
  const t = primero?.trim();
  return t && esCodigoCurso(t) ? t : undefined;
}

/**
 * A year before the current one is history. Codes compare as text ('2025/2026' < '2026/2027'); a
 * year after the current one (being prepared) stays editable.
 */
export function esCursoPasado(codigo: string, actual: string): boolean {
  return codigo < actual;
}

export type CursoElegido<C extends { codigo: string } = CursoOpcion> = {
  /** The year shown. */
  curso: C;
  actual: C;
  /** Every year the selector offers, newest first (the current one included even if not registered yet). */
  opciones: C[];
  /** A past year: shown read-only, labelled as such. */
  soloLectura: boolean;
};

/** The year a page shows: the one asked for if it exists, else the current one. */
export function elegirCurso<C extends { codigo: string }>(pedido: string | undefined, cursos: readonly C[], actual: C): CursoElegido<C> {
  const opciones = cursos.some((c) => c.codigo === actual.codigo) ? [...cursos] : [...cursos, actual];
  opciones.sort((a, b) => (a.codigo < b.codigo ? 1 : a.codigo > b.codigo ? -1 : 0));
  const curso = opciones.find((c) => c.codigo === pedido) ?? actual;
  return { curso, actual, opciones, soloLectura: esCursoPasado(curso.codigo, actual.codigo) };
}

/** The words every refusal to change a past year uses (pages, actions and the API alike). */
export function mensajeCursoCerrado(codigo: string): string {
  return `El curso ${codigo} ya ha terminado: sus datos se conservan como historial y solo se pueden consultar.`;
}

/**
 * The dates a year covers for the rows that only have a date (convalidaciones by their request
 * date, the change log): 1 July to 30 June, the calendar's rule (cursoAcademicoDe), so that the
 * summer between two years' classes belongs to the next one and no date falls in none
 * (decision 068). `hasta` is exclusive.
 */
export function rangoDelCurso(codigo: string): { desde: string; hasta: string } {
  const y = Number(codigo.slice(0, 4));
  return { desde: `${y}-07-01`, hasta: `${y + 1}-07-01` };
}

/** The chosen year for a read that takes one, or undefined for the current one (the reads' default). */
export function cursoSiNoEsElActual(e: Pick<CursoElegido<{ codigo: string }>, "curso" | "actual">): string | undefined {
  return e.curso.codigo === e.actual.codigo ? undefined : e.curso.codigo;
}
