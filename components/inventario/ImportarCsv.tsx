"use client";

import { useActionState, useId } from "react";
import type { EstadoImportacion } from "@/lib/inventario/actions";
import { Aviso } from "../ui/Aviso";

/**
 * Upload a CSV and either check it (dry run) or import it. The report lists every bad row; nothing
 * is imported until all rows are valid.
 */
export function ImportarCsv({ importar }: { importar: (prev: EstadoImportacion, fd: FormData) => Promise<EstadoImportacion> }) {
  const [estado, enviar, enviando] = useActionState(importar, null);
  const id = useId();
  const informe = estado?.informe;
  return (
    <form action={enviar} className="space-y-4">
      <label className="block">
        <span className="text-sm text-slate-700">Archivo CSV</span>
        <input type="file" name="archivo" accept=".csv,text/csv" required aria-describedby={`${id}-ayuda`} className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-marca-50 file:px-4 file:py-2.5 file:font-medium file:text-marca-700" />
        <span id={`${id}-ayuda`} className="mt-1 block text-xs text-slate-600">
          Columnas: Código, Nombre, Descripción, Aula, Categoría, Subcategoría, Fecha de baja y Motivo de la baja (las de «Exportar CSV»). Nombre, Aula y Categoría son obligatorias. Un código de tu
          departamento modifica ese artículo; sin código se asigna el siguiente libre.
        </span>
      </label>
      <div className="flex flex-wrap gap-2">
        <button type="submit" name="modo" value="simular" className="boton-secundario" disabled={enviando}>
          Comprobar sin importar
        </button>
        <button type="submit" name="modo" value="importar" className="boton-primario" disabled={enviando}>
          Importar
        </button>
      </div>
      <div aria-live="polite" className="space-y-2">
        {enviando && <p role="status">Procesando el archivo…</p>}
        {!enviando && <Aviso estado={estado} />}
        {informe && informe.errores.length > 0 && !enviando && (
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Filas con errores</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="py-1 pr-3">
                  Fila
                </th>
                <th scope="col" className="py-1">
                  Errores
                </th>
              </tr>
            </thead>
            <tbody>
              {informe.errores.slice(0, 500).map((e) => (
                <tr key={e.fila} className="border-b border-slate-100 align-top">
                  <td className="py-1 pr-3 font-mono">{e.fila}</td>
                  <td className="py-1">{e.mensajes.join(" ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {informe && informe.errores.length > 500 && <p className="text-sm text-slate-600">…y {informe.errores.length - 500} filas más con errores.</p>}
      </div>
    </form>
  );
}
