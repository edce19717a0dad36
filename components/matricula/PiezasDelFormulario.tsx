import type { UseFormRegisterReturn } from "react-hook-form";
import { CONSENTIMIENTOS, type Consentimiento } from "@/lib/matricula/reglas";
import { describir, Mensajes } from "../forms/Campos";

/** The presentational pieces of the matrícula form (FormularioMatricula.tsx), without its state. */

export function Seccion({ titulo, children, ayuda }: { titulo: string; children: React.ReactNode; ayuda?: string }) {
  return (
    <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-6">
      <legend className="px-1 text-lg font-semibold">{titulo}</legend>
      {ayuda && <p className="text-sm text-slate-600 sm:col-span-6">{ayuda}</p>}
      {children}
    </fieldset>
  );
}

function Icono({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}
const IMPRESORA = "M6 9V3h12v6M6 18H4a1 1 0 0 1-1-1v-6a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v6a1 1 0 0 1-1 1h-2M6 14h12v7H6z";
const ENVIAR = "M22 2 11 13M22 2l-7 20-4-9-9-4z";

/** The spec's print and submit icons, kept in view while scrolling, with the draft's last save. */
export function BarraDeAcciones({ imprimir, enviando, guardado }: { imprimir: () => void; enviando: boolean; guardado: { ok: boolean; message: string } | null }) {
  return (
    <div className="sticky top-0 z-10 -mx-1 flex flex-wrap items-center gap-2 rounded-xl bg-slate-50/95 px-1 py-2 backdrop-blur">
      <button type="button" className="boton-secundario px-3" onClick={() => imprimir()} aria-label="Imprimir" title="Imprimir una copia de lo que hay en el formulario">
        <Icono d={IMPRESORA} />
      </button>
      <button type="submit" className="boton-primario px-3" disabled={enviando} aria-label="Enviar matrícula" title="Enviar la matrícula">
        <Icono d={ENVIAR} />
      </button>
      <p aria-live="polite" className={`ml-auto text-sm ${guardado && !guardado.ok ? "text-red-700" : "text-slate-600"}`}>
        {guardado?.message}
      </p>
    </div>
  );
}

/** One data-protection consent, answered «Sí, autorizo» or «No autorizo». */
export function PreguntaConsentimiento({ clave, registro, error }: { clave: Consentimiento; registro: UseFormRegisterReturn; error?: string }) {
  const id = `consentimiento-${clave}`;
  return (
    <fieldset className="sm:col-span-6" aria-describedby={describir(id)} aria-invalid={error ? true : undefined}>
      <legend className="text-sm text-slate-800">{CONSENTIMIENTOS[clave]}</legend>
      <div className="mt-1 flex gap-6">
        {(["si", "no"] as const).map((r) => (
          <label key={r} className="flex min-h-11 items-center gap-2">
            <input type="radio" value={r} className="h-4 w-4" {...registro} />
            {r === "si" ? "Sí, autorizo" : "No autorizo"}
          </label>
        ))}
      </div>
      <Mensajes id={id} error={error} />
    </fieldset>
  );
}
