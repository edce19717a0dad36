"use client";

import type { Accion } from "@/lib/accion";
import type { PreferenciaResumen } from "@/lib/avisos/queries";
import type { PreferenciasAvisos } from "@/lib/avisos/schemas";
import { Formulario } from "../forms/Formulario";
import { PieFormulario } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";

/** Which digests to receive (/perfil): one checkbox each, checked to receive it. */
export function FormularioPreferencias({ accion, preferencias }: { accion: Accion<undefined>; preferencias: PreferenciaResumen[] }) {
  const { form, estado, enviando, onSubmit, cargarValidacion } = useFormularioAccion<PreferenciasAvisos, undefined>({
    schema: () => import("@/lib/avisos/schemas").then((m) => m.preferenciasAvisosSchema),
    accion,
    valores: Object.fromEntries(preferencias.map((p) => [p.tipo, p.recibe])),
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate aria-label="Resúmenes por correo" className="space-y-3">
      <fieldset className="space-y-3">
        <legend className="font-medium">Resúmenes que quiero recibir</legend>
        {preferencias.map((p) => (
          <div key={p.tipo} className="flex items-start gap-2">
            <input id={`resumen-${p.tipo}`} type="checkbox" className="mt-1 h-5 w-5 shrink-0" aria-describedby={`resumen-${p.tipo}-ayuda`} {...form.register(p.tipo)} />
            <div>
              <label htmlFor={`resumen-${p.tipo}`}>{p.etiqueta}</label>
              <p id={`resumen-${p.tipo}-ayuda`} className="text-sm text-slate-600">
                {p.ayuda}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <PieFormulario enviando={enviando} texto="Guardar preferencias" estado={estado} />
    </Formulario>
  );
}
