"use client";

import { Enlace } from "../ui/Enlace";

/** One row of ListaModulos, its texts already written (decision 051). */
export type FilaModulo = {
  clave: string;
  /** «1º QUI301». */
  curso: string;
  nombre: string;
  /** The module's page; without it the row is not a link. */
  href: string | null;
};

/**
 * The rows of ListaModulos. A client component on purpose: a department's sixty modules travel in
 * the page's RSC payload as these strings, not as the element tree of each row, which was half of
 * jefatura's home (decision 051). The HTML is the same.
 */
export function FilasListaModulos({ filas }: { filas: FilaModulo[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {filas.map((f) => {
        const contenido = (
          <>
            <span className="w-20 shrink-0 text-sm text-slate-600">{f.curso}</span>
            <span className="font-medium">{f.nombre}</span>
          </>
        );
        return (
          <li key={f.clave}>
            {f.href ? (
              <Enlace href={f.href} className="flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-marca-50">
                {contenido}
              </Enlace>
            ) : (
              <div className="flex items-center gap-3 px-2 py-2.5">{contenido}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
