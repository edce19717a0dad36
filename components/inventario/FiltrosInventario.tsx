"use client";

import Form from "next/form";
import { useRef } from "react";

/**
 * Search and room filter as a GET form: the URL holds the filter, so it survives reloads and the
 * back button, and the database does the filtering. Choosing a room applies it at once.
 */
export function FiltrosInventario({ q, aula, aulas }: { q: string; aula: string; aulas: string[] }) {
  const form = useRef<HTMLFormElement>(null);
  return (
    <Form ref={form} action="/jefatura/inventario" role="search" aria-label="Buscar artículos" className="flex flex-1 flex-col gap-2 sm:flex-row sm:items-end">
      <label className="block flex-1">
        <span className="text-sm text-slate-700">Buscar</span>
        <input
          type="search"
          name="q"
          defaultValue={q}
          placeholder="Código, nombre o descripción"
          maxLength={100}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5"
        />
      </label>
      <label className="block sm:w-56">
        <span className="text-sm text-slate-700">Aula</span>
        <select name="aula" defaultValue={aula} onChange={() => form.current?.requestSubmit()} className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5">
          <option value="">Todas</option>
          {aulas.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="boton-secundario">
        Buscar
      </button>
    </Form>
  );
}
