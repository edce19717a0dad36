"use client";

import { useState } from "react";
import type { Accion } from "@/lib/accion";
import { AvisoFormulario, CampoTexto } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { PieFormulario } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { TablaAdaptable } from "../ui/TablaAdaptable";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

type Franja = { id: number; orden: number; inicio: string; fin: string; recreo: boolean };
type Valores = { id: string; curso: string; inicio: string; fin: string; recreo: boolean };

type Props = {
  /** The school year whose slots these are ('2026/2027'); each year has its own. */
  curso: string;
  franjas: Franja[];
  /** Periods of the timetable in each slot, to say what an edit moves. */
  usos: Record<number, number>;
  guardar: Accion<{ id: number }>;
  eliminar: Accion<undefined>;
};


/** A school year's time slots: a list with edit and delete, and one form to add or change a slot. */
export function EditorFranjas({ curso, franjas, usos, guardar, eliminar }: Props) {
  const VACIO: Valores = { id: "", curso, inicio: "", fin: "", recreo: false };
  const [editando, setEditando] = useState<Franja | null>(null);
  const borrado = useAccionConfirmada<Franja>();
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, { id: number }>({
    schema: () => import("@/lib/horarios/schemas").then((m) => m.franjaSchema),
    accion: guardar,
    valores: VACIO,
    alExito: () => {
      setEditando(null);
      form.reset(VACIO);
    },
  });

  const editar = (f: Franja) => {
    setEditando(f);
    form.reset({ id: String(f.id), curso, inicio: f.inicio, fin: f.fin, recreo: f.recreo });
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <div>
        <AvisoFormulario estado={borrado.estado} />
        <TablaAdaptable<Franja>
          etiqueta="Franjas horarias"
          filas={franjas}
          clave={(f) => f.id}
          vacio="No hay franjas horarias. Añade la primera."
          claseFila={(f) => (editando?.id === f.id ? "bg-marca-50" : "")}
          columnas={[
            { titulo: "N.º", tarjeta: "no", clase: "tabular-nums", celda: (f) => f.orden },
            { titulo: "Horas", tarjeta: "titulo", clase: "tabular-nums", celda: (f) => `${f.inicio}–${f.fin}` },
            { titulo: "Tipo", tarjeta: "esquina", celda: (f) => (f.recreo ? "Recreo" : "Clase") },
            { titulo: "Periodos", clase: "tabular-nums", celda: (f) => usos[f.id] ?? 0 },
            {
              titulo: "Acciones",
              tituloOculto: true,
              tarjeta: "pie",
              celda: (f) => (
                <div className="flex gap-2 sm:justify-end">
                  <button type="button" className="boton-secundario px-3 py-1.5 text-sm" onClick={() => editar(f)} aria-label={`Editar la franja ${f.inicio}–${f.fin}`}>
                    Editar
                  </button>
                  <button
                    type="button"
                    className="boton-secundario px-3 py-1.5 text-sm text-red-800"
                    onClick={() => {
                      borrado.setEstado(null);
                      borrado.pedir(f);
                    }}
                    aria-label={`Eliminar la franja ${f.inicio}–${f.fin}`}
                  >
                    Eliminar
                  </button>
                </div>
              ),
            },
          ]}
        />
      </div>

      <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate claseForm="self-start" className="space-y-3 rounded-lg border border-slate-200 p-4" aria-labelledby="franja-form-titulo">
        <h2 id="franja-form-titulo" className="font-semibold text-slate-900">
          {editando ? `Editar la franja ${editando.inicio}–${editando.fin}` : "Añadir una franja"}
        </h2>
        {editando && (usos[editando.id] ?? 0) > 0 && <p className="text-sm text-amber-900">Sus {usos[editando.id]} periodos del horario pasarán a las horas nuevas.</p>}
        <input type="hidden" {...form.register("id")} />
        <input type="hidden" {...form.register("curso")} />
        <div className="grid grid-cols-2 gap-3">
          <CampoTexto etiqueta="Inicio" type="time" {...form.register("inicio")} error={error("inicio")} />
          <CampoTexto etiqueta="Fin" type="time" {...form.register("fin")} error={error("fin")} />
        </div>
        <div>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" {...form.register("recreo")} aria-describedby="franja-recreo-error" className="h-4 w-4" />
            Es un recreo (sin clases)
          </label>
          <p id="franja-recreo-error" aria-live="polite" className="mt-1 text-sm text-red-700 empty:hidden">
            {error("recreo")}
          </p>
        </div>
        <PieFormulario enviando={enviando} texto={editando ? "Guardar cambios" : "Añadir franja"} estado={estado}>
          {editando && (
            <button
              type="button"
              className="boton-secundario"
              onClick={() => {
                setEditando(null);
                form.reset(VACIO);
              }}
            >
              Cancelar
            </button>
          )}
        </PieFormulario>
      </Formulario>

      <DialogoConfirmar titulo="¿Eliminar la franja?" textoConfirmar="Eliminar" peligro {...borrado.dialogo((f) => eliminar(null, { id: f.id }))}>
        {borrado.pendiente && `La franja ${borrado.pendiente.inicio}–${borrado.pendiente.fin} desaparecerá del curso ${curso}. Solo se puede eliminar si ningún horario ni ninguna sesión la usa.`}
      </DialogoConfirmar>
    </div>
  );
}
