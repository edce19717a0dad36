"use client";

/**
 * What TablaAdaptable draws, as data: the columns once, and each row's values. A client component
 * so that a server page sends this instead of the element tree of every cell, with its classes and
 * data attributes, in its RSC payload (decision 051). TablaAdaptable prepares it; nothing else
 * should use it.
 */

/** One column, as every cell of it is drawn. */
export type ColumnaVisible = {
  titulo: string;
  tituloOculto?: true;
  /** Classes of the header cell (its priority). */
  claseCabecera?: string;
  /** Classes of each cell (its priority and the column's own). */
  claseCelda?: string;
  /** Where the value goes on a phone card; none for a labelled line (data-l). */
  tarjeta?: "titulo" | "esquina" | "pie" | "no";
  cabeceraDeFila?: true;
};

/** One row: a value per column; only the rows and cells that have them carry the rest. */
export type FilaVisible = {
  clave: React.Key;
  clase?: string;
  celdas: React.ReactNode[];
  /** Column index → what the card shows instead of the cell. */
  enTarjeta?: Record<number, React.ReactNode>;
  /** Column index → the cell's tooltip. */
  ayuda?: Record<number, string>;
};

export function TablaAdaptableFilas({ columnas, filas, claseMarco, claseTabla, anchoEtiqueta, etiqueta, claseCabecera }: { columnas: ColumnaVisible[]; filas: FilaVisible[]; claseMarco: string; claseTabla: string; anchoEtiqueta: string; etiqueta: string; claseCabecera: string }) {
  const contenido = (c: ColumnaVisible, f: FilaVisible, i: number) => {
    const enTabla = f.celdas[i];
    const enTarjeta = f.enTarjeta?.[i];
    // A different value on the card: both are drawn and CSS shows one (only a few columns have it).
    const valor =
      enTarjeta !== undefined ? (
        <>
          <span className="max-sm:hidden">{enTabla}</span>
          <span className="sm:hidden">{enTarjeta}</span>
        </>
      ) : (
        enTabla
      );
    // A labelled line of the card: the label comes from data-l (drawn by CSS, so the cell's text
    // stays the value); the value is one element, the second column of the line.
    return c.tarjeta ? valor : <span>{valor}</span>;
  };

  return (
    <div className={claseMarco}>
      <table style={{ "--etiqueta": anchoEtiqueta } as React.CSSProperties} className={claseTabla}>
        <caption className="sr-only">{etiqueta}</caption>
        <thead className={claseCabecera}>
          <tr>
            {columnas.map((c) => (
              <th key={c.titulo} scope="col" className={c.claseCabecera}>
                {c.tituloOculto ? <span className="sr-only">{c.titulo}</span> : c.titulo}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {filas.map((f) => (
            <tr key={f.clave} {...(f.clase && { className: f.clase })}>
              {columnas.map((c, i) => {
                // Cells get only the attributes they use (an undefined one still costs bytes).
                const props = {
                  ...(c.claseCelda && { className: c.claseCelda }),
                  ...(f.ayuda?.[i] !== undefined && { title: f.ayuda[i] }),
                  ...(c.tarjeta ? { "data-tarjeta": c.tarjeta } : { "data-l": c.titulo }),
                };
                return c.cabeceraDeFila ? (
                  <th key={c.titulo} scope="row" {...props}>
                    {contenido(c, f, i)}
                  </th>
                ) : (
                  <td key={c.titulo} {...props}>
                    {contenido(c, f, i)}
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
