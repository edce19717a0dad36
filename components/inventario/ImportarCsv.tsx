"use client";

import { useActionState, useId, useState } from "react";
import type { Accion } from "@/lib/accion";
import { formatearTamano, mensajeArchivoGrande } from "@/lib/archivos";
import type { InformeImportacion } from "@/lib/inventario/importacion";
import { MAX_BYTES_IMPORTACION } from "@/lib/inventario/reglas";
import { describir, Mensajes } from "../forms/Campos";
import { Aviso } from "../ui/Aviso";
import { TablaAdaptable } from "../ui/TablaAdaptable";

/**
 * Upload a CSV and either check it (dry run) or import it: a plain form, as file uploads are. A file
 * over the maximum is refused here before it is sent, with the server's own words. The report lists
 * every bad row; nothing is imported until all rows are valid.
 */
export function ImportarCsv({ importar }: { importar: Accion<InformeImportacion> }) {
  const [estado, enviar, enviando] = useActionState(importar, null);
  const [demasiadoGrande, setDemasiadoGrande] = useState<string | null>(null);
  const id = useId();
  const informe = estado?.datos;
  // A report with bad rows is a refusal, though the action itself went through.
  const aviso = demasiadoGrande ? { ok: false, message: demasiadoGrande } : estado && informe?.errores.length ? { ok: false, message: estado.message } : estado;
  return (
    // eslint-disable-next-line no-restricted-syntax -- a server action in action works before hydration
    <form
      action={enviar}
      onSubmit={(e) => {
        const archivo = (e.currentTarget.elements.namedItem("archivo") as HTMLInputElement).files?.[0];
        if (archivo && archivo.size > MAX_BYTES_IMPORTACION) {
          e.preventDefault();
          setDemasiadoGrande(mensajeArchivoGrande(MAX_BYTES_IMPORTACION));
        } else setDemasiadoGrande(null);
      }}
      className="space-y-4"
    >
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          Archivo CSV
        </label>
        <input
          id={id}
          type="file"
          name="archivo"
          accept=".csv,text/csv"
          required
          aria-invalid={demasiadoGrande ? true : undefined}
          aria-describedby={describir(id, "ayuda")}
          onChange={() => setDemasiadoGrande(null)}
          className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-marca-50 file:px-4 file:py-2.5 file:font-medium file:text-marca-700"
        />
        <Mensajes
          id={id}
          error={demasiadoGrande ?? undefined}
          ayuda={`Columnas: Código, Nombre, Descripción, Aula, Categoría, Subcategoría, Fecha de baja y Motivo de la baja (las de «Exportar CSV»). Nombre, Aula y Categoría son obligatorias. Un código de tu departamento modifica ese artículo; sin código se asigna el siguiente libre. Como mucho ${formatearTamano(MAX_BYTES_IMPORTACION)}.`}
        />
      </div>
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
        {!enviando && <Aviso estado={aviso} />}
        {informe && informe.errores.length > 0 && !enviando && (
          <TablaAdaptable
            etiqueta="Filas con errores"
            filas={informe.errores.slice(0, 500)}
            clave={(e) => e.fila}
            compacta
            claseFila="align-top"
            columnas={[
              { titulo: "Fila", tarjeta: "titulo", clase: "font-mono", celda: (e) => e.fila, enTarjeta: (e) => `Fila ${e.fila}` },
              { titulo: "Errores", celda: (e) => e.mensajes.join(" ") },
            ]}
          />
        )}
        {informe && informe.errores.length > 500 && <p className="text-sm text-slate-600">…y {informe.errores.length - 500} filas más con errores.</p>}
      </div>
    </form>
  );
}
