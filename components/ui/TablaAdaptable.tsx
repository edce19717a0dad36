import { TablaAdaptableFilas, type ColumnaVisible, type FilaVisible } from "./TablaAdaptableFilas";
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
 *
 * Here each row becomes its values, column by column; TablaAdaptableFilas, a client component,
 * draws the table from them, so a server page sends values, not every cell's element (decision 051).
 */
export function TablaAdaptable<T>({ filas, columnas, clave, etiqueta, vacio, marco = "plano", compacta = false, pequena = false, claseFila = "" }: Props<T>) {
  if (filas.length === 0) return vacio ? <Vacio>{vacio}</Vacio> : null;
  const caja = marco === "caja";
  // Padding, lines and the hover of rows are the `.tabla-adaptable` rules of app/globals.css, not
  // classes on each cell: a list of 50 records has a few hundred cells (as in decision 036).
  const clases = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(" ") || undefined;
  // Only the properties a column or row uses: an undefined one still costs bytes in the RSC payload.
  const visibles: ColumnaVisible[] = columnas.map((c) => {
    const prioridad = c.desde && DESDE[c.desde];
    const claseCabecera = clases(prioridad);
    const claseCelda = clases(prioridad, c.clase, c.cabeceraDeFila && "font-normal");
    return {
      titulo: c.titulo,
      ...(c.tituloOculto && { tituloOculto: true as const }),
      ...(claseCabecera && { claseCabecera }),
      ...(claseCelda && { claseCelda }),
      ...(!esDato(c) && { tarjeta: c.tarjeta as Exclude<Columna<T>["tarjeta"], "dato" | undefined> }),
      ...(c.cabeceraDeFila && { cabeceraDeFila: true as const }),
    };
  });
  const fila = (f: T): FilaVisible => {
    const clase = typeof claseFila === "function" ? claseFila(f) : claseFila;
    const enTarjeta = Object.fromEntries(columnas.flatMap((c, i) => (c.enTarjeta ? [[i, c.enTarjeta(f)]] : [])));
    const ayuda = Object.fromEntries(
      columnas.flatMap((c, i) => {
        const a = c.ayuda?.(f);
        return a !== undefined ? [[i, a]] : [];
      }),
    );
    return {
      clave: clave(f),
      ...(clase && { clase }),
      celdas: columnas.map((c) => c.celda(f)),
      ...(Object.keys(enTarjeta).length > 0 && { enTarjeta }),
      ...(Object.keys(ayuda).length > 0 && { ayuda }),
    };
  };

  return (
    <TablaAdaptableFilas
      columnas={visibles}
      filas={filas.map(fila)}
      etiqueta={etiqueta}
      anchoEtiqueta={anchoEtiqueta(columnas)}
      claseMarco={`sm:overflow-x-auto ${caja ? "sm:rounded-xl sm:border sm:border-slate-200 sm:bg-white sm:shadow-sm" : ""}`}
      claseTabla={`tabla-adaptable ${caja ? "caja" : "plano"}${compacta ? " compacta" : ""} w-full text-left ${pequena ? "text-xs" : "text-sm"}`}
      claseCabecera={caja ? "bg-slate-50 text-slate-700" : "text-slate-600"}
    />
  );
}
