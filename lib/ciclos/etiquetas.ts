/**
 * The year of a cycle, written one way everywhere (issue 48 found four): «1.º», and with the cycle
 * «1.º QUI301» — the ordinal with its dot, as the RAE writes it, and a space before the code.
 */
export function ordinalCurso(curso: number | string): string {
  return `${curso}.º`;
}

export function cursoDelCiclo(curso: number | string, ciclo: string): string {
  return `${ordinalCurso(curso)} ${ciclo}`;
}
