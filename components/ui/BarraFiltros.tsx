"use client";

import Form from "next/form";
import { Enlace } from "./Enlace";
import { useId } from "react";
import { Opciones, type Opcion } from "../forms/Opciones";

const CONTROL = "mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5";

type Barra = {
  /** Where the GET goes (the list page itself). */
  action: string;
  /** The search landmark's accessible name, e.g. "Filtrar solicitudes". */
  etiqueta: string;
  /** Text of the submit button ("Filtrar", "Buscar", "Ver resultados"). */
  boton: string;
  /** Link back to the unfiltered list; leave it out while nothing is filtered. */
  quitar?: string;
  /**
   * "tarjeta": a white box above a list, its fields in a grid; "plano": the same grid without the
   * box (inside a Tarjeta); "linea": the fields in a row (a toolbar).
   */
  diseno?: "tarjeta" | "plano" | "linea";
  /** The grid's columns (e.g. "sm:grid-cols-2 lg:grid-cols-[1fr_1fr_2fr_auto]"); the buttons take the last cell. */
  columnas?: string;
  className?: string;
  children: React.ReactNode;
};

/**
 * The filters of a list as a GET form: the URL holds them, so a filtered view survives a reload and
 * the back button and can be shared, and the database does the filtering. Every list page's filters
 * are this bar with FiltroSelect, FiltroTexto and FiltroFecha inside.
 */
export function BarraFiltros({ action, etiqueta, boton, quitar, diseno = "tarjeta", columnas = "", className = "", children }: Barra) {
  const caja = diseno === "linea" ? "flex flex-wrap items-end gap-3" : `grid gap-3 sm:items-end ${diseno === "tarjeta" ? "rounded-xl border border-slate-200 bg-white p-4 shadow-sm" : ""} ${columnas}`;
  return (
    <Form action={action} role="search" aria-label={etiqueta} className={`${caja} ${className}`}>
      {children}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="boton-secundario">
          {boton}
        </button>
        {quitar && (
          <Enlace href={quitar} className="enlace text-sm">
            Quitar filtros
          </Enlace>
        )}
      </div>
    </Form>
  );
}

type Campo = { etiqueta: string; name: string; className?: string };

/**
 * A label above its control, tied by id rather than wrapped around it: a wrapping label's text would
 * include a select's options, and the field is found by its label alone.
 */
function Etiquetado({ etiqueta, className = "", children }: { etiqueta: string; className?: string; children: (id: string) => React.ReactNode }) {
  const id = useId();
  return (
    <div className={`min-w-0 ${className}`}>
      <label htmlFor={id} className="block text-sm text-slate-700">
        {etiqueta}
      </label>
      {children(id)}
    </div>
  );
}

/**
 * A labelled select of the bar. `todos` adds a first option with value "" (no filter); `alCambiar`
 * applies the filter as soon as it is chosen.
 */
export function FiltroSelect({ etiqueta, name, valor, todos, lista, alCambiar, className }: Campo & { valor: string; todos?: string; lista: readonly Opcion[]; alCambiar?: "enviar" }) {
  return (
    <Etiquetado etiqueta={etiqueta} className={className}>
      {(id) => (
        <select id={id} name={name} defaultValue={valor} className={CONTROL} onChange={alCambiar ? (e) => e.currentTarget.form?.requestSubmit() : undefined}>
          {todos !== undefined && <option value="">{todos}</option>}
          <Opciones lista={lista} />
        </select>
      )}
    </Etiquetado>
  );
}

/** The bar's free-text search. */
export function FiltroTexto({ etiqueta, name, valor, placeholder, maxLength = 100, className }: Campo & { valor: string | undefined; placeholder?: string; maxLength?: number }) {
  return <Etiquetado etiqueta={etiqueta} className={className}>{(id) => <input id={id} type="search" name={name} defaultValue={valor ?? ""} maxLength={maxLength} placeholder={placeholder} className={CONTROL} />}</Etiquetado>;
}

/** A date (or, with tipo "month", a month) of the bar. */
export function FiltroFecha({ etiqueta, name, valor, tipo = "date", className }: Campo & { valor: string | undefined; tipo?: "date" | "month" }) {
  return <Etiquetado etiqueta={etiqueta} className={className}>{(id) => <input id={id} type={tipo} name={name} defaultValue={valor ?? ""} className={CONTROL} />}</Etiquetado>;
}
