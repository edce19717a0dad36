"use client";

import { useActionState, useId, useState, useTransition } from "react";
import type { Accion } from "@/lib/accion";
import type { TipoImportacion } from "@/lib/importar/columnas";
import type { FilaInforme, Informe } from "@/lib/importar/tipos";
import { Formulario } from "../forms/Formulario";
import { Aviso } from "../ui/Aviso";
import { TablaAdaptable } from "../ui/TablaAdaptable";

const ESTADO: Record<FilaInforme["estado"], { texto: string; clase: string }> = {
  error: { texto: "Error", clase: "bg-red-100 text-red-900" },
  nuevo: { texto: "Alta", clase: "bg-green-100 text-green-900" },
  cambiado: { texto: "Con cambios", clase: "bg-amber-100 text-amber-900" },
  sinCambios: { texto: "Sin cambios", clase: "bg-slate-100 text-slate-700" },
};

function Filas({ filas, caption }: { filas: FilaInforme[]; caption: string }) {
  return (
    <TablaAdaptable<FilaInforme>
      etiqueta={caption}
      filas={filas}
      clave={(f) => f.linea}
      compacta
      claseFila="align-top"
      columnas={[
        { titulo: "Fila", tarjeta: "titulo", clase: "font-mono", celda: (f) => f.linea, enTarjeta: (f) => `Fila ${f.linea}` },
        { titulo: "Clave", clase: "break-all", celda: (f) => f.clave || "—" },
        { titulo: "Resultado", tarjeta: "esquina", celda: (f) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${ESTADO[f.estado].clase}`}>{ESTADO[f.estado].texto}</span> },
        {
          titulo: "Detalle",
          celda: (f) => (
            <>
              {f.errores.length > 0 && (
                <ul className="list-disc pl-4 text-red-900">
                  {f.errores.map((e) => (
                    <li key={e}>{e}.</li>
                  ))}
                </ul>
              )}
              {f.cambios.length > 0 && (
                <ul className="text-slate-700">
                  {f.cambios.map((c) => (
                    <li key={c.campo}>
                      {c.campo}: <del className="text-slate-500">{c.antes}</del> → <ins className="no-underline">{c.despues}</ins>
                    </li>
                  ))}
                </ul>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

/**
 * Upload → preview → apply. "Comprobar" reads the file and shows what each row would do (new,
 * changed, unchanged, or why it is wrong) without writing; "Aplicar" sends the same file again with
 * the preview's fingerprint and the people chosen for deactivation, and the server applies it all
 * in one transaction, or nothing if any row is wrong.
 */
export function Importador({ tipo, accion }: { tipo: TipoImportacion; accion: Accion<Informe> }) {
  const [estado, enviar, enviando] = useActionState(accion, null);
  const [, startTransition] = useTransition();
  const [archivo, setArchivo] = useState<File | null>(null);
  const [comprobado, setComprobado] = useState<File | null>(null);
  const [desactivar, setDesactivar] = useState<Set<number>>(new Set());
  const id = useId();
  const informe = estado?.datos;
  const vigente = informe && archivo !== null && archivo === comprobado;

  const mandar = (modo: "comprobar" | "aplicar") => {
    if (!archivo) return;
    const fd = new FormData();
    fd.set("tipo", tipo);
    fd.set("modo", modo);
    fd.set("archivo", archivo);
    if (modo === "aplicar" && informe) {
      fd.set("huella", informe.huella);
      for (const p of desactivar) fd.append("desactivar", String(p));
    } else {
      setComprobado(archivo);
      setDesactivar(new Set());
    }
    startTransition(() => enviar(fd));
  };

  const puedeAplicar = vigente && informe.simulacion && !informe.mensaje && informe.errores === 0 && (informe.nuevos + informe.cambiados > 0 || desactivar.size > 0);
  const conErrores = informe?.filas.filter((f) => f.estado === "error") ?? [];
  const conCambios = informe?.filas.filter((f) => f.estado === "nuevo" || f.estado === "cambiado") ?? [];
  const iguales = informe?.filas.filter((f) => f.estado === "sinCambios") ?? [];

  return (
    <div className="space-y-4">
      <Formulario
        onSubmit={(e) => {
          e.preventDefault();
          mandar("comprobar");
        }}
        className="space-y-3"
      >
        <label htmlFor={`${id}-archivo`} className="block text-sm font-medium text-slate-800">
          Archivo CSV
        </label>
        <input
          id={`${id}-archivo`}
          type="file"
          name="archivo"
          accept=".csv,text/csv,.txt"
          required
          onChange={(e) => setArchivo(e.target.files?.[0] ?? null)}
          aria-describedby={`${id}-ayuda`}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-marca-50 file:px-4 file:py-2.5 file:font-medium file:text-marca-700"
        />
        <p id={`${id}-ayuda`} className="text-xs text-slate-600">
          Separado por punto y coma o por comas, en UTF-8 (con o sin BOM) o Windows-1252, como lo guarda Excel. 10 MB y 5.000 filas como mucho.
        </p>
        <button type="submit" className="boton-secundario" disabled={!archivo || enviando}>
          Comprobar el archivo
        </button>
      </Formulario>

      <div aria-live="polite" className="space-y-3">
        {enviando && <p role="status">Procesando el archivo…</p>}
        {!enviando && estado && <Aviso estado={{ ok: estado.ok && !informe?.mensaje && (informe?.errores ?? 0) === 0, message: estado.message }} />}
        {!enviando && informe && archivo !== comprobado && <p className="text-sm text-amber-900">Has elegido otro archivo: compruébalo antes de aplicar.</p>}
      </div>

      {informe && !informe.mensaje && (
        <section aria-label={informe.aplicado ? "Resultado de la importación" : "Vista previa"} className="space-y-4">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[
              ["Altas", informe.nuevos],
              ["Con cambios", informe.cambiados],
              ["Sin cambios", informe.sinCambios],
              ["Con errores", informe.errores],
            ].map(([t, n]) => (
              <div key={t} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t}</dt>
                <dd className="text-2xl font-semibold">{n}</dd>
              </div>
            ))}
          </dl>
          {conErrores.length > 0 && (
            <div>
              <h3 className="mb-2 font-semibold text-red-900">Filas con errores ({conErrores.length})</h3>
              <Filas filas={conErrores} caption="Filas con errores" />
            </div>
          )}
          {conCambios.length > 0 && (
            <div>
              <h3 className="mb-2 font-semibold">{informe.aplicado ? "Altas y cambios aplicados" : "Altas y cambios"} ({conCambios.length})</h3>
              <Filas filas={conCambios} caption="Altas y cambios" />
            </div>
          )}
          {iguales.length > 0 && (
            <details>
              <summary className="cursor-pointer text-sm font-medium">Filas sin cambios ({iguales.length})</summary>
              <Filas filas={iguales} caption="Filas sin cambios" />
            </details>
          )}
          {vigente && informe.simulacion && informe.errores === 0 && informe.ausentes.length > 0 && (
            <fieldset className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 font-semibold">No están en el archivo ({informe.ausentes.length})</legend>
              <p className="mb-2 text-sm text-slate-700">Estas cuentas activas no aparecen en el archivo. No se desactiva a nadie sin que lo marques aquí.</p>
              <div className="mb-2 flex gap-2">
                <button type="button" className="boton-secundario text-sm" onClick={() => setDesactivar(new Set(informe.ausentes.map((a) => a.id)))}>
                  Marcar todas
                </button>
                <button type="button" className="boton-secundario text-sm" onClick={() => setDesactivar(new Set())}>
                  Desmarcar todas
                </button>
              </div>
              <ul className="max-h-80 space-y-1 overflow-auto">
                {informe.ausentes.map((a) => (
                  <li key={a.id}>
                    <label className="flex items-start gap-2 text-sm">
                      <input
                        type="checkbox"
                        className="mt-0.5 h-4 w-4"
                        checked={desactivar.has(a.id)}
                        onChange={(e) =>
                          setDesactivar((s) => {
                            const n = new Set(s);
                            if (e.target.checked) n.add(a.id);
                            else n.delete(a.id);
                            return n;
                          })
                        }
                      />
                      <span>
                        Desactivar a {a.nombre} <span className="text-slate-600">({a.email} · {a.detalle})</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          {puedeAplicar && (
            <button type="button" className="boton-primario" disabled={enviando} onClick={() => mandar("aplicar")}>
              Aplicar la importación
            </button>
          )}
        </section>
      )}
    </div>
  );
}
