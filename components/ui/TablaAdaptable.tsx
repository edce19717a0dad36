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
  /** Accessible name of the table (its caption, for screen readers only). */
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

/** A labelled line of the card (the default place of a column). */
const esDato = <T,>(c: Columna<T>) => !c.tarjeta || c.tarjeta === "dato";

// Literal class names: Tailwind only generates the classes it finds written whole in the source.
// A priority column is hidden only between 640 px and its width: under 640 px the row is a card,
// which shows every column.
const DESDE = { md: "sm:max-md:hidden", lg: "sm:max-lg:hidden" } as const;

/**
 * The width of the card's label column, so that the values of a card line up: room for its longest
 * label in the portal's sans-serif fonts (em, not ch: a cell may be monospace). A wider font only
 * widens the line of a longer label (app/globals.css).
 */
function anchoEtiqueta<T>(columnas: readonly Columna<T>[]): string {
  const largo = Math.max(0, ...columnas.filter(esDato).map((c) => c.titulo.length));
  return `${(largo * 0.55 + 1).toFixed(2)}em`;
}

/**
 * A list of records as a table on a tablet or a computer and as one card per record under 640 px,
 * where a table would overflow the screen or hide columns. Priority columns (`desde`) drop out of
 * the table on narrower screens but stay on the cards. The table is drawn once: under 640 px the
 * `.tabla-adaptable` rules of app/globals.css lay each row out as a card, placing each cell by its
 * `data-tarjeta` (decision 038). Display only (no state, no hooks), so it renders in server pages
 * and in client components alike.
 */
export function TablaAdaptable<T>({ filas, columnas, clave, etiqueta, vacio, marco = "plano", compacta = false, pequena = false, claseFila = "" }: Props<T>) {
  if (filas.length === 0) return vacio ? <Vacio>{vacio}</Vacio> : null;
  const caja = marco === "caja";
  // Padding, lines and the hover of rows are the `.tabla-adaptable` rules of app/globals.css, not
  // classes on each cell: a list of 50 records has a few hundred cells (as in decision 036).
  const claseCelda = (c: Columna<T>, ...mas: (string | undefined)[]) => [c.desde && DESDE[c.desde], ...mas].filter(Boolean).join(" ") || undefined;
  // Rows and cells get only the attributes they use: an undefined one still costs bytes in the RSC payload.
  const atributosFila = (f: T) => {
    const clase = typeof claseFila === "function" ? claseFila(f) : claseFila;
    return clase ? { className: clase } : {};
  };
  const contenido = (c: Columna<T>, f: T) => {
    const enTabla = c.celda(f);
    // A different value on the card: both are drawn and CSS shows one (only a few columns have it).
    const valor = c.enTarjeta ? (
      <>
        <span className="max-sm:hidden">{enTabla}</span>
        <span className="sm:hidden">{c.enTarjeta(f)}</span>
      </>
    ) : (
      enTabla
    );
    // A labelled line of the card: the label comes from data-l (drawn by CSS, so the cell's text
    // stays the value); the value is one element, the second column of the line.
    return esDato(c) ? <span>{valor}</span> : valor;
  };

  return (
    <div className={`sm:overflow-x-auto ${caja ? "sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm" : ""}`}>
      <table style={{ "--etiqueta": anchoEtiqueta(columnas) } as React.CSSProperties} className={`tabla-adaptable ${caja ? "caja" : "plano"}${compacta ? " compacta" : ""} w-full text-left ${pequena ? "text-xs" : "text-sm"}`}>
        <caption className="sr-only">{etiqueta}</caption>
        <thead className={caja ? "bg-slate-50 text-slate-700" : "text-slate-600"}>
          <tr>
            {columnas.map((c) => (
              <th key={c.titulo} scope="col" className={claseCelda(c)}>
                {c.tituloOculto ? <span className="sr-only">{c.titulo}</span> : c.titulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((f) => (
            <tr key={clave(f)} {...atributosFila(f)}>
              {columnas.map((c) => {
                // A cell without data-tarjeta is a labelled line of the card, its label in data-l.
                const clase = claseCelda(c, c.clase, c.cabeceraDeFila ? "font-normal" : undefined);
                const props = {
                  ...(clase && { className: clase }),
                  ...(c.ayuda && { title: c.ayuda(f) }),
                  ...(esDato(c) ? { "data-l": c.titulo } : { "data-tarjeta": c.tarjeta }),
                };
                return c.cabeceraDeFila ? (
                  <th key={c.titulo} scope="row" {...props}>
                    {contenido(c, f)}
                  </th>
                ) : (
                  <td key={c.titulo} {...props}>
                    {contenido(c, f)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
