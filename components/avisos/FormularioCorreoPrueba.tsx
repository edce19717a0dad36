"use client";

import type { Accion } from "@/lib/accion";
import { CampoTexto } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { PieFormulario } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";

type Valores = { correo: string };

/** Queues a test mail to an address: the sender delivers it like any notice, never in this request. */
export function FormularioCorreoPrueba({ accion, correo }: { accion: Accion<undefined>; correo: string }) {
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({
    schema: () => import("@/lib/avisos/schemas").then((m) => m.correoPruebaSchema),
    accion,
    valores: { correo },
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate aria-label="Correo de prueba" className="grid gap-3 sm:grid-cols-[minmax(0,24rem)_auto] sm:items-end">
      <CampoTexto etiqueta="Enviar un correo de prueba a" type="email" autoComplete="email" error={error("correo")} {...form.register("correo")} />
      <PieFormulario enviando={enviando} texto="Enviar prueba" textoEnviando="Enviando…" estado={estado} />
    </Formulario>
  );
}
