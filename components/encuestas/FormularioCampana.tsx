"use client";

import type { Accion } from "@/lib/accion";
import { CampoTexto } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { PieFormulario } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";

type Valores = { nombre: string; cursoAcademico: string; abre: string; cierra: string };

type Props = { accion: Accion<undefined>; cursoPorDefecto: string };

/** New campaign: name, academic year and its dates. It opens and closes by itself on them. */
export function FormularioCampana({ accion, cursoPorDefecto }: Props) {
  const vacio: Valores = { nombre: "", cursoAcademico: cursoPorDefecto, abre: "", cierra: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({
    schema: () => import("@/lib/encuestas/schemas").then((m) => m.campanaSchema),
    accion,
    valores: vacio,
    alExito: () => form.reset(vacio),
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoTexto etiqueta="Nombre" maxLength={120} placeholder="Evaluación docente · 2.º trimestre 2026/2027" error={error("nombre")} className="sm:col-span-2" {...form.register("nombre")} />
        <CampoTexto etiqueta="Curso académico" inputMode="numeric" placeholder="2026/2027" error={error("cursoAcademico")} {...form.register("cursoAcademico")} />
        <div className="grid grid-cols-2 gap-3">
          <CampoTexto etiqueta="Apertura prevista" type="date" error={error("abre")} {...form.register("abre")} />
          <CampoTexto etiqueta="Cierre previsto" type="date" error={error("cierra")} {...form.register("cierra")} />
        </div>
      </div>
      <p className="text-xs text-slate-600">
        La campaña se abre sola el día de apertura y se cierra al terminar el día de cierre (solo puede haber una abierta). Con los botones de la lista
        puedes abrirla o cerrarla antes.
      </p>
      <PieFormulario enviando={enviando} texto="Crear campaña" textoEnviando="Creando…" estado={estado} />
    </Formulario>
  );
}
