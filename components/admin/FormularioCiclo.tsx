"use client";

import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { CampoTexto } from "../forms/Campos";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";

type Valores = { codigo: string; nombre: string; familia: string };

/** New cycle, or an existing one (its code is read-only: modules and groups hang from it). */
export function FormularioCiclo<D>({ accion, valores }: { accion: Accion<D>; valores?: Valores }) {
  const inicial = valores ?? { codigo: "", nombre: "", familia: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, D>({ schema: () => import("@/lib/ciclos/admin-schemas").then((m) => m.cicloSchema), accion, valores: inicial, alExito: () => (valores ? undefined : form.reset(inicial)) });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="grid gap-3 sm:grid-cols-3">
      <CampoTexto etiqueta="Código" placeholder="QUI301" maxLength={12} readOnly={Boolean(valores)} autoCapitalize="characters" {...form.register("codigo")} error={error("codigo")} />
      <CampoTexto etiqueta="Nombre" maxLength={160} {...form.register("nombre")} error={error("nombre")} />
      <CampoTexto etiqueta="Familia profesional" maxLength={80} placeholder="Química" {...form.register("familia")} error={error("familia")} />
      <PieFormulario enviando={enviando} estado={estado} texto={valores ? "Guardar" : "Crear ciclo"} />
    </Formulario>
  );
}
