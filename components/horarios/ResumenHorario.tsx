"use client";

// One step of the timetable import's preview (ImportarHorario.tsx): counts, new slots and changes.

import { useId, useState } from "react";
import type { InformeHorario } from "@/lib/horarios/importar";

/** Long lists scroll inside the preview; each scrolling box takes the keyboard focus so it can be scrolled without a mouse. */
function Cuentas({ titulo, filas }: { titulo: string; filas: { nombre: string; periodos: number }[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{titulo}</h4>
      <ul tabIndex={0} aria-label={titulo} className="mt-1 max-h-56 overflow-auto text-sm">
        {filas.map((f) => (
          <li key={f.nombre} className="flex justify-between gap-2 border-b border-slate-100 py-0.5">
            <span>{f.nombre}</span>
            <span className="tabular-nums text-slate-700">{f.periodos}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const POR_PAGINA = 100;
const TIPOS_CAMBIO = [
  ["alta", "Nuevos", "+ ", "text-green-900"],
  ["baja", "Eliminados", "− ", "text-red-900"],
  ["cambio", "Cambiados", "~ ", "text-amber-900"],
] as const;

/** Every change of the replacement, by kind and a page at a time, in the order of the week. */
function Cambios({ detalle, etiqueta }: { detalle: InformeHorario["horario"]["cambios"]["detalle"]; etiqueta: string }) {
  const [tipo, setTipo] = useState<"todos" | (typeof TIPOS_CAMBIO)[number][0]>("todos");
  const [pagina, setPagina] = useState(0);
  const lista = tipo === "todos" ? detalle : detalle.filter((c) => c.tipo === tipo);
  const paginas = Math.max(1, Math.ceil(lista.length / POR_PAGINA));
  const actual = Math.min(pagina, paginas - 1);
  const desde = actual * POR_PAGINA;
  const elegir = (t: typeof tipo) => {
    setTipo(t);
    setPagina(0);
  };
  return (
    <div className="mt-2 space-y-2">
      <div role="group" aria-label="Qué cambios ver" className="flex flex-wrap gap-2 text-sm">
        <button type="button" aria-pressed={tipo === "todos"} className="boton-secundario text-sm" onClick={() => elegir("todos")}>
          Todos ({detalle.length})
        </button>
        {TIPOS_CAMBIO.map(([t, nombre]) => (
          <button key={t} type="button" aria-pressed={tipo === t} className="boton-secundario text-sm" onClick={() => elegir(t)}>
            {nombre} ({detalle.filter((c) => c.tipo === t).length})
          </button>
        ))}
      </div>
      <ul tabIndex={0} aria-labelledby={etiqueta} className="max-h-72 overflow-auto text-sm">
        {lista.slice(desde, desde + POR_PAGINA).map((c, i) => {
          const [, , signo, clase] = TIPOS_CAMBIO.find(([t]) => t === c.tipo)!;
          return (
            <li key={desde + i} className={clase}>
              {signo}
              {c.texto}
            </li>
          );
        })}
      </ul>
      {paginas > 1 && (
        <nav aria-label="Páginas de cambios" className="flex flex-wrap items-center gap-2 text-sm">
          <button type="button" className="boton-secundario text-sm" disabled={actual === 0} onClick={() => setPagina(actual - 1)}>
            Anteriores
          </button>
          <span>
            {desde + 1}–{Math.min(desde + POR_PAGINA, lista.length)} de {lista.length}
          </span>
          <button type="button" className="boton-secundario text-sm" disabled={actual >= paginas - 1} onClick={() => setPagina(actual + 1)}>
            Siguientes
          </button>
        </nav>
      )}
    </div>
  );
}

/** The rest of the preview: new slots, periods by group, teacher and room, and every change. */
export function Resumen({ informe }: { informe: InformeHorario }) {
  const id = useId();
  const v = informe.horario;
  return (
    <>
      {v.franjasNuevas.length > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Al aplicar se crearán estas franjas horarias: {v.franjasNuevas.map((f) => `${f.inicio}–${f.fin}`).join(", ")}.
        </p>
      )}
      <details>
        <summary className="cursor-pointer font-semibold text-slate-900">Periodos por grupo, docente y aula</summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <Cuentas titulo="Grupos" filas={v.porGrupo} />
          <Cuentas titulo="Docentes" filas={v.porDocente} />
          <Cuentas titulo="Aulas" filas={v.porAula} />
        </div>
      </details>
      <section aria-labelledby={`${id}-cambios`}>
        <h3 id={`${id}-cambios`} className="font-semibold text-slate-900">
          Cambios respecto al horario actual de {v.curso}
        </h3>
        <p className="mt-1 text-sm">
          {v.cambios.altas} nuevos · {v.cambios.bajas} eliminados · {v.cambios.modificados} cambiados · {v.cambios.iguales} sin cambios
        </p>
        {v.cambios.detalle.length > 0 && <Cambios detalle={v.cambios.detalle} etiqueta={`${id}-cambios`} />}
      </section>
    </>
  );
}
