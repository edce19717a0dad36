"use client";

import { forwardRef, useCallback, useId, useState } from "react";
import { Aviso } from "../ui/Aviso";

type Comunes = { etiqueta: React.ReactNode; error?: string; ayuda?: string; className?: string; id?: string };
type PropsControl = { id: string; "aria-invalid"?: true; "aria-describedby": string; className: string };

/**
 * A labelled field whose error and help are tied to the control with aria-describedby, and whose
 * error region is aria-live so a screen reader hears it when it appears.
 */
function Envoltorio({ etiqueta, error, ayuda, className = "", id, children }: Comunes & { children: (p: PropsControl) => React.ReactNode }) {
  const auto = useId();
  const idCampo = id ?? auto;
  return (
    <div className={className}>
      <label htmlFor={idCampo} className="block text-sm font-medium text-slate-800">
        {etiqueta}
      </label>
      {children({
        id: idCampo,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": describir(idCampo, ayuda),
        className: `mt-1 w-full rounded-lg border px-3 py-2.5 ${error ? "border-red-600" : "border-slate-300"}`,
      })}
      <Mensajes id={idCampo} error={error} ayuda={ayuda} />
    </div>
  );
}

/**
 * The length limit of a text field, shown and never enforced by the browser: `maxLength` on an
 * input cuts a pasted or dictated text without a word (issue 48), so the field takes the whole
 * text, a counter appears near the limit (of a long field; a short code only past it) and turns red past it, and the form's schema refuses it
 * with its message («… como máximo N caracteres»).
 */
/** Hands the element to a forwarded ref, callback or object (the form library registers with it). */
function asignarRef<E>(ref: React.ForwardedRef<E>, el: E | null) {
  if (typeof ref === "function") ref(el);
  else if (ref) ref.current = el;
}

function useContador<E extends HTMLInputElement | HTMLTextAreaElement>(ref: React.ForwardedRef<E>, max: number | undefined, onInput: React.FormEventHandler<E> | undefined) {
  const [largo, setLargo] = useState(0);
  const unir = useCallback(
    (el: E | null) => {
      asignarRef(ref, el);
      // The value a form library or a draft put in the field before anyone typed.
      if (el && max !== undefined) setLargo(el.value.length);
    },
    [ref, max],
  );
  const alEscribir: React.FormEventHandler<E> = (e) => {
    if (max !== undefined) setLargo(e.currentTarget.value.length);
    onInput?.(e);
  };
  return { unir, alEscribir, contador: max !== undefined && (largo > max || (max >= 20 && largo >= max * 0.8)) ? <Contador largo={largo} max={max} /> : null };
}

function Contador({ largo, max }: { largo: number; max: number }) {
  const pasado = largo > max;
  return (
    <p className={`mt-1 text-right text-xs ${pasado ? "font-medium text-red-700" : "text-slate-600"}`} data-contador="">
      {pasado ? `${largo} caracteres: como máximo ${max}` : `${largo}/${max} caracteres`}
    </p>
  );
}

export const CampoTexto = forwardRef<HTMLInputElement, Comunes & React.InputHTMLAttributes<HTMLInputElement>>(function CampoTexto(
  { etiqueta, error, ayuda, className, id, maxLength, onInput, ...input },
  ref,
) {
  const { unir, alEscribir, contador } = useContador(ref, maxLength, onInput);
  return (
    <Envoltorio etiqueta={etiqueta} error={error} ayuda={ayuda} className={className} id={id}>
      {(p) => (
        <>
          <input ref={unir} {...p} className={`${p.className} read-only:bg-slate-100 read-only:text-slate-700`} {...input} onInput={alEscribir} />
          {contador}
        </>
      )}
    </Envoltorio>
  );
});

export const CampoArea = forwardRef<HTMLTextAreaElement, Comunes & React.TextareaHTMLAttributes<HTMLTextAreaElement>>(function CampoArea(
  { etiqueta, error, ayuda, className, id, maxLength, onInput, ...area },
  ref,
) {
  const { unir, alEscribir, contador } = useContador(ref, maxLength, onInput);
  return (
    <Envoltorio etiqueta={etiqueta} error={error} ayuda={ayuda} className={className} id={id}>
      {(p) => (
        <>
          <textarea ref={unir} {...p} {...area} onInput={alEscribir} />
          {contador}
        </>
      )}
    </Envoltorio>
  );
});

export const CampoSelect = forwardRef<HTMLSelectElement, Comunes & React.SelectHTMLAttributes<HTMLSelectElement>>(function CampoSelect(
  { etiqueta, error, ayuda, className, id, children, ...select },
  ref,
) {
  return (
    <Envoltorio etiqueta={etiqueta} error={error} ayuda={ayuda} className={className} id={id}>
      {(p) => (
        <select ref={ref} {...p} className={`${p.className} bg-white`} {...select}>
          {children}
        </select>
      )}
    </Envoltorio>
  );
});

/** The ids of the help text (if any) and the always-present error region. */
export function describir(id: string, ayuda?: string) {
  return ayuda ? `${id}-ayuda ${id}-error` : `${id}-error`;
}

export function Mensajes({ id, error, ayuda }: { id: string; error?: string; ayuda?: string }) {
  return (
    <>
      {ayuda && (
        <p id={`${id}-ayuda`} className="mt-1 text-xs text-slate-600">
          {ayuda}
        </p>
      )}
      <p id={`${id}-error`} aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
        {error}
      </p>
    </>
  );
}

/** The form's overall message: green status after success, red alert after a refused submit. */
export function AvisoFormulario({ estado }: { estado: { ok: boolean; message: string } | null }) {
  return (
    <div aria-live="polite">
      {estado?.message ? <Aviso estado={estado} /> : null}
    </div>
  );
}
