"use client";

import { CampoTexto } from "@/components/forms/Campos";
import { useFormularioAccion } from "@/components/forms/useFormularioAccion";
import { diaDeLaSemana, formatearFecha, NOMBRES_DIA } from "@/lib/fechas";
import { mesDe, tituloMes } from "@/lib/seguimientos/meses";
import { Aviso } from "../ui/Aviso";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Vacio } from "../ui/Tarjeta";
import { Formulario } from "../forms/Formulario";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";
type Dia = { fecha: string; descripcion: string };

/** Adds one day off, or every weekday between two dates (Christmas, Easter). */
export function FormularioDiasNoLectivos({ curso, accion }: { curso: { codigo: string; inicio: string; fin: string }; accion: Accion }) {
  const vacio = { curso: curso.codigo, desde: "", hasta: "", descripcion: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<typeof vacio>({
    schema: () => import("@/lib/curso-academico/calendario-schemas").then((m) => m.diasNoLectivosSchema),
    accion,
    valores: vacio,
    alExito: () => form.reset(vacio),
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-3" aria-label="Añadir días no lectivos">
      <div className="grid gap-3 sm:grid-cols-2">
        <CampoTexto etiqueta="Fecha" type="date" min={curso.inicio} max={curso.fin} {...form.register("desde")} error={error("desde")} />
        <CampoTexto etiqueta="Hasta (para un periodo)" type="date" min={curso.inicio} max={curso.fin} ayuda="Déjalo vacío para un solo día" {...form.register("hasta")} error={error("hasta")} />
        <CampoTexto etiqueta="Descripción" className="sm:col-span-2" maxLength={120} placeholder="Vacaciones de Navidad" {...form.register("descripcion")} error={error("descripcion")} />
      </div>
      <PieFormulario enviando={enviando} texto="Añadir" textoEnviando="Añadiendo…" estado={estado} />
    </Formulario>
  );
}

/** The year's days off by month; each can be made a teaching day again after confirming. */
export function ListaDiasNoLectivos({ dias, eliminar }: { dias: Dia[]; eliminar: Accion }) {
  const quitar = useAccionConfirmada<Dia>();
  const porMes = new Map<string, Dia[]>();
  for (const d of dias) porMes.set(mesDe(d.fecha), [...(porMes.get(mesDe(d.fecha)) ?? []), d]);
  return (
    <div className="space-y-3">
      <div aria-live="polite">
        <Aviso estado={quitar.estado} />
      </div>
      {dias.length === 0 ? (
        <Vacio>Este curso todavía no tiene días no lectivos.</Vacio>
      ) : (
        [...porMes.entries()].map(([mes, lista]) => (
          <section key={mes} aria-label={tituloMes(mes)}>
            <h3 className="font-medium text-slate-800">{tituloMes(mes)}</h3>
            <ul className="divide-y divide-slate-100">
              {lista.map((d) => (
                <li key={d.fecha} className="flex flex-wrap items-center gap-x-4 py-1.5 text-sm">
                  <span className="w-44">
                    {NOMBRES_DIA[diaDeLaSemana(d.fecha) - 1]} {formatearFecha(d.fecha)}
                  </span>
                  <span className="min-w-0 flex-1 text-slate-700">{d.descripcion || "—"}</span>
                  <button type="button" className="rounded-md px-2 py-1 text-red-700 hover:bg-red-50" disabled={quitar.ocupado} onClick={() => quitar.pedir(d)} aria-label={`Quitar ${formatearFecha(d.fecha)}`}>
                    Quitar
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      <DialogoConfirmar titulo="Quitar día no lectivo" textoConfirmar="Quitar" peligro {...quitar.dialogo((d) => eliminar(null, { fecha: d.fecha }))}>
        {quitar.pendiente && <p>¿El {formatearFecha(quitar.pendiente.fecha)} vuelve a ser lectivo? Las sesiones ya generadas no cambian; al generar de nuevo se añadirán las de ese día.</p>}
      </DialogoConfirmar>
    </div>
  );
}
