import { Vacio } from "./Tarjeta";

/**
 * One column of a TablaAdaptable: its header (also the label of the value on a phone card) and how
 * a row fills it.
 */
export type Columna<T> = {
  titulo: string;
  celda: (fila: T) => React.ReactNode;
  /**
   * Where the value goes on a phone card: the card's heading ("titulo"), its top-right corner
   * ("esquina", for a status), a labelled line ("dato", the default), its foot without a label
   * ("pie", for buttons) or nowhere ("no", when the heading already says it).
   */
  tarjeta?: "titulo" | "esquina" | "dato" | "pie" | "no";
  /** The header is for screen readers only (a column of buttons). */
  tituloOculto?: boolean;
  /** What the card shows instead of `celda` (e.g. the code with the cycle's full name). */
  enTarjeta?: (fila: T) => React.ReactNode;
  /** Priority: the table shows the column only from this width on; the card always shows it. */
  desde?: "md" | "lg";
  /** Classes of the value, in the table and on the card: font-mono, whitespace-nowrap, tabular-nums… */
  clase?: string;
  /** The row's header cell (`<th scope="row">`): what names the row for a screen reader. */
  cabeceraDeFila?: boolean;
  /** The cell's tooltip (e.g. the cycle's name behind its code). */
  ayuda?: (fila: T) => string | undefined;
};

type Props<T> = {
  filas: readonly T[];
  columnas: readonly Columna<T>[];
  clave: (fila: T) => React.Key;
  /** Accessible name of the table and of the list of cards (the two never show at once). */
  etiqueta: string;
  /** What an empty list says; without it an empty list renders nothing. */
  vacio?: React.ReactNode;
  /**
   * "caja": the table in its own white box and one boxed card per row (a page's main list);
   * "plano": no box, rows and cards divided by lines (a list inside a Tarjeta or a section).
   */
  marco?: "caja" | "plano";
  /** Smaller rows, for the long reports of an import. */
  compacta?: boolean;
  /** Small print, for a detail under a record (a change's before and after). */
  pequena?: boolean;
  /** Row classes of the table (e.g. align-top, or a highlight for the row being edited). */
  claseFila?: string | ((fila: T) => string);
};

// Literal class names: Tailwind only generates the classes it finds written whole in the source.
const DESDE = { md: "hidden md:table-cell", lg: "hidden lg:table-cell" } as const;

/**
 * A list of records as a table on a tablet or a computer and as one card per record under 640 px,
 * where a table would overflow the screen or hide columns. Priority columns (`desde`) drop out of
 * the table on narrower screens but stay on the cards. Display only (no state, no hooks), so it
 * renders in server pages and in client components alike. The table and the cards carry the same
 * accessible name; only one is displayed, so only one is in the accessibility tree.
 */
export function TablaAdaptable<T>({ filas, columnas, clave, etiqueta, vacio, marco = "plano", compacta = false, pequena = false, claseFila = "" }: Props<T>) {
  if (filas.length === 0) return vacio ? <Vacio>{vacio}</Vacio> : null;
  const caja = marco === "caja";
  const py = compacta ? "py-1.5" : "py-2";
  const celda = (c: Columna<T>, i: number) => {
    const pad = caja ? `px-3 ${py}` : `${py} ${i < columnas.length - 1 ? "pr-3" : ""}`;
    return `${pad} ${c.desde ? DESDE[c.desde] : ""}`;
  };
  const titulos = columnas.filter((c) => c.tarjeta === "titulo");
  const esquinas = columnas.filter((c) => c.tarjeta === "esquina");
  const datos = columnas.filter((c) => (c.tarjeta ?? "dato") === "dato");
  const pies = columnas.filter((c) => c.tarjeta === "pie");
  const claseDe = (f: T) => (typeof claseFila === "function" ? claseFila(f) : claseFila);
  const valor = (c: Columna<T>, f: T) => (c.enTarjeta ?? c.celda)(f);
  const letra = pequena ? "text-xs" : "text-sm";

  return (
    <>
      <ul aria-label={etiqueta} className={`sm:hidden ${caja ? "space-y-3" : "divide-y divide-slate-100"}`}>
        {filas.map((f) => (
          <li key={clave(f)} className={`${caja ? "rounded-xl border border-slate-200 bg-white p-4 shadow-sm" : "py-3"} ${claseDe(f)}`}>
            {(titulos.length > 0 || esquinas.length > 0) && (
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0 font-medium break-words">
                  {titulos.map((c) => (
                    <span key={c.titulo} className={`block ${c.clase ?? ""}`}>
                      {valor(c, f)}
                    </span>
                  ))}
                </div>
                {esquinas.map((c) => (
                  <span key={c.titulo} className={c.clase}>
                    {valor(c, f)}
                  </span>
                ))}
              </div>
            )}
            {datos.length > 0 && (
              <dl className={`mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 ${letra}`}>
                {datos.map((c) => (
                  <div key={c.titulo} className="contents">
                    <dt className="text-slate-600">{c.titulo}</dt>
                    <dd className={`min-w-0 break-words ${c.clase ?? ""}`}>{valor(c, f)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {pies.map((c) => (
              <div key={c.titulo} className={`mt-3 ${c.clase ?? ""}`}>
                {valor(c, f)}
              </div>
            ))}
          </li>
        ))}
      </ul>
      <div className={`hidden overflow-x-auto sm:block ${caja ? "rounded-xl border border-slate-200 bg-white shadow-sm" : ""}`}>
        <table className={`w-full text-left ${letra}`}>
          <caption className="sr-only">{etiqueta}</caption>
          <thead className={caja ? "bg-slate-50 text-slate-700" : "text-slate-600"}>
            <tr className={caja ? "" : "border-b border-slate-200"}>
              {columnas.map((c, i) => (
                <th key={c.titulo} scope="col" className={celda(c, i)}>
                  {c.tituloOculto ? <span className="sr-only">{c.titulo}</span> : c.titulo}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={caja ? "divide-y divide-slate-100" : ""}>
            {filas.map((f) => (
              <tr key={clave(f)} className={`${caja ? "hover:bg-slate-50" : "border-b border-slate-100"} ${claseDe(f)}`}>
                {columnas.map((c, i) =>
                  c.cabeceraDeFila ? (
                    <th key={c.titulo} scope="row" className={`${celda(c, i)} font-normal ${c.clase ?? ""}`} title={c.ayuda?.(f)}>
                      {c.celda(f)}
                    </th>
                  ) : (
                    <td key={c.titulo} className={`${celda(c, i)} ${c.clase ?? ""}`} title={c.ayuda?.(f)}>
                      {c.celda(f)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
