"use client";

import { Formulario } from "@/components/forms/Formulario";
import { PieFormulario } from "@/components/forms/PieFormulario";
import { useFormularioAccion } from "@/components/forms/useFormularioAccion";
import type { Accion } from "@/lib/accion";

/** Confirms every draft teaching assignment of a year: teachers see them from then on. */
export function ConfirmarAsignaciones<D>({ curso, accion }: { curso: string; accion: Accion<D> }) {
  const { estado, enviando, onSubmit, cargarValidacion } = useFormularioAccion<{ curso: string }, D>({
    schema: () => import("@/lib/curso-academico/nuevo-curso-schemas").then((m) => m.confirmarAsignacionesSchema),
    accion,
    valores: { curso },
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate aria-label={`Confirmar asignaciones de ${curso}`}>
      <PieFormulario enviando={enviando} texto="Confirmar todas" textoEnviando="Confirmando…" estado={estado} />
    </Formulario>
  );
}
