"use client";

import { useActionState, useId, useState } from "react";
import type { EstadoFormulario } from "@/lib/encuestas/actions";
import { Aviso } from "../ui/Aviso";

type Props = { accion: (prev: EstadoFormulario, fd: FormData) => Promise<EstadoFormulario>; cursoPorDefecto: string };

const campo = "mt-1 w-full rounded-lg border border-slate-300 px-3 py-2.5 aria-[invalid=true]:border-red-600";

/** New campaign: name, academic year and planned dates. It starts unopened. */
export function FormularioCampana({ accion, cursoPorDefecto }: Props) {
  const vacio = { nombre: "", cursoAcademico: cursoPorDefecto, abre: "", cierra: "" };
  const [valores, setValores] = useState(vacio);
  // Controlled fields: React resets a form after its action runs, which would wipe what the admin
  // typed whenever the server sends back an error. A success clears them on purpose.
  const [estado, enviar, enviando] = useActionState(async (prev: EstadoFormulario, fd: FormData) => {
    const r = await accion(prev, fd);
    if (r?.ok) setValores(vacio);
    return r;
  }, null);
  const id = useId();
  const errores = estado && !estado.ok ? (estado.fieldErrors ?? {}) : {};

  const campoDe = (nombre: keyof typeof vacio, etiqueta: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <div>
      <label htmlFor={`${id}-${nombre}`} className="text-sm text-slate-700">
        {etiqueta}
      </label>
      <input
        id={`${id}-${nombre}`}
        name={nombre}
        value={valores[nombre]}
        onChange={(e) => setValores((v) => ({ ...v, [nombre]: e.target.value }))}
        aria-invalid={errores[nombre] ? true : undefined}
        aria-describedby={`${id}-${nombre}-error`}
        required
        className={campo}
        {...extra}
      />
      <p id={`${id}-${nombre}-error`} className="mt-1 text-sm text-red-800" aria-live="polite">
        {errores[nombre]?.[0]}
      </p>
    </div>
  );

  return (
    <form action={enviar} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="sm:col-span-2">{campoDe("nombre", "Nombre", { maxLength: 120, placeholder: "Evaluación docente · 2.º trimestre 2026/2027" })}</div>
        {campoDe("cursoAcademico", "Curso académico", { inputMode: "numeric", placeholder: "2026/2027" })}
        <div className="grid grid-cols-2 gap-3">
          {campoDe("abre", "Apertura prevista", { type: "date" })}
          {campoDe("cierra", "Cierre previsto", { type: "date" })}
        </div>
      </div>
      <p className="text-xs text-slate-600">Las fechas se muestran a los estudiantes; la campaña se abre y se cierra con los botones de la lista.</p>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="boton-primario" disabled={enviando}>
          {enviando ? "Creando…" : "Crear campaña"}
        </button>
        <div aria-live="polite">
          <Aviso estado={estado} />
        </div>
      </div>
    </form>
  );
}
