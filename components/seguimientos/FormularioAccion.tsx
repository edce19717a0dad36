"use client";

import type { FieldPath, UseFormReturn } from "react-hook-form";
import { CampoArea, CampoTexto } from "@/components/forms/Campos";
import { useFormularioAccion } from "@/components/forms/useFormularioAccion";
import { Formulario } from "@/components/forms/Formulario";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";

type Curso = { inicio: string; fin: string };

type ValoresBase = { nombre: string; horasEstimadas: string; fechaInicio: string; fechaFin: string };
type ValoresNueva = ValoresBase & { modulo: { codigo: string; ciclo: string } };
// `actualizado` travels with the values, never shown: the server refuses a save over a newer version.
type ValoresEdicion = ValoresBase & { id: number; comentarios: string; desviaciones: string; medidasCorrectoras: string; actualizado: string };

/** The four fields every action has (spec §5), with the dates limited to the school year. */
function CamposBasicos<V extends ValoresBase>({ form, error, curso }: { form: UseFormReturn<V>; error: (c: FieldPath<V>) => string | undefined; curso: Curso }) {
  const r = (c: keyof ValoresBase) => form.register(c as FieldPath<V>);
  const e = (c: keyof ValoresBase) => error(c as FieldPath<V>);
  return (
    <div className="grid gap-3 sm:grid-cols-6">
      <CampoTexto etiqueta="Nombre" className="sm:col-span-6" maxLength={200} autoComplete="off" {...r("nombre")} error={e("nombre")} />
      <CampoTexto etiqueta="Horas estimadas" className="sm:col-span-2" inputMode="decimal" autoComplete="off" ayuda="Por ejemplo 12 o 12,5" {...r("horasEstimadas")} error={e("horasEstimadas")} />
      <CampoTexto etiqueta="Fecha de inicio" type="date" className="sm:col-span-2" min={curso.inicio} max={curso.fin} {...r("fechaInicio")} error={e("fechaInicio")} />
      <CampoTexto etiqueta="Fecha de fin" type="date" className="sm:col-span-2" min={curso.inicio} max={curso.fin} {...r("fechaFin")} error={e("fechaFin")} />
    </div>
  );
}

/** 'Nueva acción formativa': nombre, horas estimadas, fecha de inicio y de fin, all required. */
export function FormularioNuevaAccion({ modulo, curso, accion }: { modulo: { codigo: string; ciclo: string }; curso: Curso; accion: Accion }) {
  const vacio: ValoresNueva = { modulo, nombre: "", horasEstimadas: "", fechaInicio: "", fechaFin: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<ValoresNueva>({
    schema: () => import("@/lib/seguimientos/schemas").then((m) => m.accionNuevaSchema),
    accion,
    valores: vacio,
    alExito: () => form.reset(vacio),
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-3" aria-label="Nueva acción formativa">
      <CamposBasicos form={form} error={error} curso={curso} />
      <PieFormulario enviando={enviando} texto="Crear acción" textoEnviando="Creando…" estado={estado} />
    </Formulario>
  );
}

export type AccionEditable = { id: number; nombre: string; horasEstimadas: number; fechaInicio: string; fechaFin: string; comentarios: string; desviaciones: string; medidasCorrectoras: string; actualizado: string };

/** Edits an action: the four fields plus comments, deviations and corrective measures. */
export function FormularioEdicionAccion({ accion: a, curso, guardar, alTerminar }: { accion: AccionEditable; curso: Curso; guardar: Accion; alTerminar: (mensaje: string) => void }) {
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<ValoresEdicion>({
    schema: () => import("@/lib/seguimientos/schemas").then((m) => m.accionFormularioEdicionSchema),
    accion: guardar,
    valores: { ...a, horasEstimadas: String(a.horasEstimadas).replace(".", ",") },
    alExito: (r) => alTerminar(r.message),
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-3" aria-label={`Editar ${a.nombre}`}>
      <CamposBasicos form={form} error={error} curso={curso} />
      <CampoArea etiqueta="Comentarios" rows={2} maxLength={2000} {...form.register("comentarios")} error={error("comentarios")} />
      <CampoArea etiqueta="Desviaciones" rows={2} maxLength={2000} {...form.register("desviaciones")} error={error("desviaciones")} />
      <CampoArea etiqueta="Medidas correctoras" rows={2} maxLength={2000} {...form.register("medidasCorrectoras")} error={error("medidasCorrectoras")} />
      <PieFormulario enviando={enviando} texto="Guardar cambios" textoEnviando="Guardando…" estado={estado?.ok ? null : estado}>
        <button type="button" className="boton-secundario" onClick={() => alTerminar("")}>
          Cancelar
        </button>
      </PieFormulario>
    </Formulario>
  );
}
