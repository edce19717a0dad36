import type { Opcion } from "./tipos";

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

export const CLASE_FILTRO = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5";

/** A labelled select of a GET filter form; the first option (value "") means "no filter". */
export function SelectFiltro({ etiqueta, name, valor, todos, lista }: { etiqueta: string; name: string; valor: string; todos?: string; lista: readonly Opcion[] }) {
  return (
    <label className="block">
      <span className="text-sm text-slate-700">{etiqueta}</span>
      <select name={name} defaultValue={valor} className={CLASE_FILTRO}>
        {todos !== undefined && <option value="">{todos}</option>}
        <Opciones lista={lista} />
      </select>
    </label>
  );
}
