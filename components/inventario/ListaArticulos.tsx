"use client";

import { Enlace } from "../ui/Enlace";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { Accion } from "@/lib/accion";
import { comprimirCodigos, textoBaja } from "@/lib/inventario/reglas";
import { Vacio } from "../ui/Tarjeta";
import { useSeleccionImpresion } from "./seleccion";

type Articulo = { codigo: number; nombre: string; aula: string; fechabaja: string | null };

type Props = {
  articulos: Articulo[];
  /** Where the edit page returns to: this list with its filters and page. */
  volver: string;
  /** The list's search and room, for 'Marcar todos' (every match, on every page). */
  filtro: { q: string; aula: string };
  listarCodigos: Accion<number[]>;
};

// Node's default limit for a request line plus headers is 16 kB; stay well inside it.
const MAX_URL = 8000;

/**
 * The cards of one page of articles. Normal mode: each card opens the article. Print mode: each
 * card toggles its mark (a pressed button), and 'Imprimir' opens the label sheet of the marks.
 */
export function ListaArticulos({ articulos, volver, filtro, listarCodigos }: Props) {
  const sel = useSeleccionImpresion();
  const router = useRouter();
  const [aviso, setAviso] = useState<string | null>(null);
  const [marcando, startTransition] = useTransition();
  const marcados = new Set(sel.marcados);
  const volverParam = volver === "/jefatura/inventario" ? "" : `?volver=${encodeURIComponent(volver)}`;

  const imprimir = () => {
    const codigos = comprimirCodigos(sel.marcados);
    if (codigos.length > MAX_URL) {
      setAviso("Has marcado demasiados artículos sueltos para una sola impresión. Imprime por aulas o en varias tandas.");
      return;
    }
    router.push(`/jefatura/inventario/etiquetas?codigos=${codigos}`);
  };

  return (
    <div>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium">
          <input type="checkbox" role="switch" checked={sel.modo} onChange={(e) => sel.setModo(e.target.checked)} className="h-5 w-5 accent-marca-600" />
          Modo impresión
        </label>
      </div>

      {sel.modo && (
        <div className="mb-4 rounded-xl border border-marca-100 bg-marca-50 p-3">
          <p className="text-sm text-marca-900">Marca los artículos que quieras imprimir</p>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <button type="button" className="boton-secundario" disabled={marcando} onClick={() => startTransition(async () => sel.marcar((await listarCodigos(null, filtro))?.datos ?? []))}>
              {marcando ? "Marcando…" : "Marcar todos"}
            </button>
            <button type="button" className="boton-secundario" onClick={sel.desmarcarTodos} disabled={sel.marcados.length === 0}>
              Desmarcar todos
            </button>
            <button type="button" className="boton-primario" onClick={imprimir} disabled={sel.marcados.length === 0}>
              Imprimir
            </button>
            <span aria-live="polite" className="text-sm text-slate-700">
              {sel.marcados.length === 1 ? "1 artículo marcado" : `${sel.marcados.length} artículos marcados`}
            </span>
          </div>
          <div aria-live="assertive">
            {aviso && (
              <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
                {aviso}
              </p>
            )}
          </div>
        </div>
      )}

      {articulos.length === 0 ? (
        <Vacio>No hay artículos</Vacio>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="Artículos">
          {articulos.map((a) => {
            const marcado = marcados.has(a.codigo);
            const contenido = (
              <>
                <span className="flex items-start justify-between gap-2">
                  <span className="font-mono text-lg font-semibold text-marca-700">{a.codigo}</span>
                  {sel.modo && (
                    <span aria-hidden="true" className={`inline-flex h-6 w-6 items-center justify-center rounded border-2 ${marcado ? "border-marca-600 bg-marca-600 text-white" : "border-slate-300 bg-white"}`}>
                      {marcado ? "✓" : ""}
                    </span>
                  )}
                </span>
                <span className="mt-1 block font-medium text-slate-900">{a.nombre}</span>
                <span className="block text-sm text-slate-600">{a.aula}</span>
                {a.fechabaja && <span className="mt-2 inline-block rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">{textoBaja(a.fechabaja)}</span>}
              </>
            );
            const clase = `block h-full w-full rounded-xl border bg-white p-4 text-left shadow-sm transition hover:border-marca-500 ${a.fechabaja ? "border-amber-200 bg-amber-50/40" : "border-slate-200"}`;
            return (
              <li key={a.codigo}>
                {sel.modo ? (
                  <button type="button" aria-pressed={marcado} onClick={() => sel.alternar(a.codigo)} className={`${clase} ${marcado ? "ring-2 ring-marca-500" : ""}`}>
                    {contenido}
                  </button>
                ) : (
                  <Enlace href={`/jefatura/inventario/${a.codigo}/editar${volverParam}`} className={clase}>
                    {contenido}
                  </Enlace>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
