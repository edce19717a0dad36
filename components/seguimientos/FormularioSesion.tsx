"use client";

import { CampoSelect, CampoTexto } from "@/components/forms/Campos";
import { useFormularioAccion } from "@/components/forms/useFormularioAccion";
import { Formulario } from "@/components/forms/Formulario";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";

type Modulo = { codigo: string; ciclo: string };
type Curso = { inicio: string; fin: string };

/** 'Añadir sesión' (spec §2, §5): date and time slot, both required. */
export function FormularioSesion({ modulo, curso, franjas, accion }: { modulo: Modulo; curso: Curso; franjas: { id: number; inicio: string; fin: string }[]; accion: Accion }) {
  const vacio = { modulo: modulo.codigo, ciclo: modulo.ciclo, fecha: "", franja: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<typeof vacio>({
    schema: () => import("@/lib/seguimientos/schemas").then((m) => m.sesionNuevaSchema),
    accion,
    valores: vacio,
    alExito: (_r, v) => form.reset({ ...vacio, franja: v.franja }),
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-3" aria-label="Añadir sesión">
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoTexto etiqueta="Fecha" type="date" min={curso.inicio} max={curso.fin} {...form.register("fecha")} error={error("fecha")} />
        <CampoSelect etiqueta="Franja horaria" {...form.register("franja")} error={error("franja")}>
          <option value="">Elige una franja</option>
          {franjas.map((f) => (
            <option key={f.id} value={String(f.id)}>
              {f.inicio}–{f.fin}
            </option>
          ))}
        </CampoSelect>
      </div>
      <PieFormulario enviando={enviando} texto="Añadir sesión" textoEnviando="Añadiendo…" estado={estado} />
    </Formulario>
  );
}

/** 'Generar sesiones del curso': one session per timetable period between two dates; re-running adds only what is missing. */
export function FormularioGenerar({ modulo, curso, accion }: { modulo: Modulo; curso: Curso; accion: Accion }) {
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion({
    schema: () => import("@/lib/seguimientos/schemas").then((m) => m.generacionSchema),
    accion,
    valores: { modulo: modulo.codigo, ciclo: modulo.ciclo, desde: curso.inicio, hasta: curso.fin },
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-3" aria-label="Generar sesiones del curso">
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoTexto etiqueta="Desde" type="date" min={curso.inicio} max={curso.fin} {...form.register("desde")} error={error("desde")} />
        <CampoTexto etiqueta="Hasta" type="date" min={curso.inicio} max={curso.fin} {...form.register("hasta")} error={error("hasta")} />
      </div>
      <PieFormulario enviando={enviando} texto="Generar sesiones del curso" textoEnviando="Generando…" estado={estado} />
    </Formulario>
  );
}
