/** One option of a select: the value sent and the text shown. */
export type Opcion = { valor: string; etiqueta: string };

/** The <option>s of a select, from value/label pairs. */
export function Opciones({ lista }: { lista: readonly Opcion[] }) {
  return lista.map((o) => (
    <option key={o.valor} value={o.valor}>
      {o.etiqueta}
    </option>
  ));
}

/** A label table (value → label) as options, in its own order. */
export function opcionesDe(etiquetas: Readonly<Record<string, string>>): Opcion[] {
  return Object.entries(etiquetas).map(([valor, etiqueta]) => ({ valor, etiqueta }));
}
