"use client";

import { useState } from "react";
import { CampoTexto } from "@/components/forms/Campos";
import { useFormularioAccion } from "@/components/forms/useFormularioAccion";
import { formatearFecha } from "@/lib/fechas";
import { Aviso } from "../ui/Aviso";
import { Insignia } from "../ui/Insignia";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Formulario } from "../forms/Formulario";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";
type Curso = { codigo: string; inicio: string; fin: string; actual: boolean };

/** 'Nuevo curso académico': code, first and last day of classes, and whether it is the current one. */
export function FormularioNuevoCurso({ sugerencia, accion }: { sugerencia: { codigo: string; inicio: string; fin: string }; accion: Accion }) {
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion({
    schema: () => import("@/lib/curso-academico/calendario-schemas").then((m) => m.cursoNuevoSchema),
    accion,
    valores: { ...sugerencia, actual: false },
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-3" aria-label="Nuevo curso académico">
      <div className="grid gap-3 sm:grid-cols-3">
        <CampoTexto etiqueta="Curso" placeholder="2027/2028" autoComplete="off" {...form.register("codigo")} error={error("codigo")} />
        <CampoTexto etiqueta="Primer día de clase" type="date" {...form.register("inicio")} error={error("inicio")} />
        <CampoTexto etiqueta="Último día de clase" type="date" {...form.register("fin")} error={error("fin")} />
      </div>
      <label className="flex items-center gap-2">
        <input type="checkbox" className="h-5 w-5" {...form.register("actual")} />
        Marcarlo como curso actual
      </label>
      <PieFormulario enviando={enviando} texto="Crear curso" textoEnviando="Creando…" estado={estado} />
    </Formulario>
  );
}

function FormularioFechas({ curso, accion, alTerminar }: { curso: Curso; accion: Accion; alTerminar: (m: string) => void }) {
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion({
    schema: () => import("@/lib/curso-academico/calendario-schemas").then((m) => m.fechasCursoSchema),
    accion,
    valores: { codigo: curso.codigo, inicio: curso.inicio, fin: curso.fin },
    alExito: (r) => alTerminar(r.message),
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="mt-2 space-y-3" aria-label={`Fechas del curso ${curso.codigo}`}>
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoTexto etiqueta="Primer día de clase" type="date" {...form.register("inicio")} error={error("inicio")} />
        <CampoTexto etiqueta="Último día de clase" type="date" {...form.register("fin")} error={error("fin")} />
      </div>
      <PieFormulario enviando={enviando} texto="Guardar fechas" estado={estado?.ok ? null : estado}>
        <button type="button" className="boton-secundario" onClick={() => alTerminar("")}>
          Cancelar
        </button>
      </PieFormulario>
    </Formulario>
  );
}

/** The school years: dates (editable) and which one is current (changed after confirming). */
export function ListaCursos({ cursos, fechas, marcarActual }: { cursos: Curso[]; fechas: Accion; marcarActual: Accion }) {
  const [editando, setEditando] = useState<string | null>(null);
  const marcar = useAccionConfirmada<Curso>();
  return (
    <div className="space-y-2">
      <div aria-live="polite">
        <Aviso estado={marcar.estado} />
      </div>
      <ul className="divide-y divide-slate-100" aria-label="Cursos académicos">
        {cursos.map((c) => (
          <li key={c.codigo} className="py-2">
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
              <span className="w-24 font-semibold">{c.codigo}</span>
              <span className="text-slate-700">
                del {formatearFecha(c.inicio)} al {formatearFecha(c.fin)}
              </span>
              {c.actual && <Insignia tono="verde">Curso actual</Insignia>}
              <div className="ml-auto flex flex-wrap gap-2">
                <button type="button" className="boton-secundario" onClick={() => setEditando(c.codigo)} aria-label={`Cambiar las fechas de ${c.codigo}`}>
                  Cambiar fechas
                </button>
                {!c.actual && (
                  <button type="button" className="boton-secundario" disabled={marcar.ocupado} onClick={() => marcar.pedir(c)} aria-label={`Marcar ${c.codigo} como curso actual`}>
                    Marcar como actual
                  </button>
                )}
              </div>
            </div>
            {editando === c.codigo && (
              <FormularioFechas
                curso={c}
                accion={fechas}
                alTerminar={(m) => {
                  setEditando(null);
                  if (m) marcar.setEstado({ ok: true, message: m });
                }}
              />
            )}
          </li>
        ))}
      </ul>
      <DialogoConfirmar titulo="Cambiar el curso actual" textoConfirmar="Marcar como actual" {...marcar.dialogo((c) => marcarActual(null, { codigo: c.codigo }))}>
        {marcar.pendiente && <p>Los horarios, el seguimiento de los módulos y la matrícula pasarán a usar el curso {marcar.pendiente.codigo}. ¿Continuar?</p>}
      </DialogoConfirmar>
    </div>
  );
}
