"use client";

import { useState } from "react";
import { formatearFecha } from "@/lib/fechas";
import { estadoAccion, ETIQUETA_ESTADO, formatearHoras, horasAMinutos, minutosAHoras, type EstadoAccion } from "@/lib/seguimientos/reglas";
import { Aviso } from "../ui/Aviso";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Vacio } from "../ui/Tarjeta";
import { colorAccion } from "./colores";
import { FormularioEdicionAccion, type AccionEditable } from "./FormularioAccion";
import { BarraPorcentaje } from "./Indicadores";
import type { Accion } from "@/lib/accion";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

export type AccionLista = AccionEditable & {
  horasDedicadas: number;
  defase: number;
  completado: boolean;
  fechaInicioReal: string | null;
  fechaFinReal: string | null;
};

type Props = {
  acciones: AccionLista[];
  hoy: string;
  curso: { inicio: string; fin: string };
  /** The teacher's actions; without them the list is read-only (jefatura). */
  gestion?: { editar: Accion; completar: Accion; eliminar: Accion };
};

const ESTILO_ESTADO: Record<EstadoAccion, string> = {
  completada: "bg-green-50 text-green-800 ring-green-200",
  retrasada: "bg-red-50 text-red-800 ring-red-200",
  "en-curso": "bg-sky-50 text-sky-900 ring-sky-200",
  pendiente: "bg-slate-50 text-slate-700 ring-slate-200",
};

const rango = (desde: string | null, hasta: string | null) => (desde ? `${formatearFecha(desde)} – ${hasta ? formatearFecha(hasta) : "…"}` : "—");

/**
 * The module's formative actions (spec §2 'Actions page'): planned and real dates, hours estimated
 * and dedicated, the excess-hours flag the server sets, the texts; for the teacher, mark completed
 * or pending, edit, and delete after confirming.
 */
export function ListaAcciones({ acciones, hoy, curso, gestion }: Props) {
  const [editando, setEditando] = useState<number | null>(null);
  const c = useAccionConfirmada<AccionLista>();
  const estimadas = minutosAHoras(acciones.reduce((t, a) => t + horasAMinutos(a.horasEstimadas), 0));
  const dedicadas = minutosAHoras(acciones.reduce((t, a) => t + horasAMinutos(a.horasDedicadas), 0));

  return (
    <div className="space-y-3">
      <p className="flex flex-wrap gap-x-6 gap-y-1 text-slate-700">
        <span>
          Total de horas programadas: <strong className="tabular-nums" data-total="programadas">{formatearHoras(estimadas)}</strong>
        </span>
        <span>
          Horas dedicadas: <strong className="tabular-nums">{formatearHoras(dedicadas)}</strong>
        </span>
      </p>
      <div aria-live="polite">
        <Aviso estado={c.estado} />
      </div>
      {acciones.length === 0 ? (
        <Vacio>Todavía no hay acciones formativas en este módulo.</Vacio>
      ) : (
        <ol className="space-y-3" aria-label="Acciones formativas">
          {acciones.map((a, i) => {
            const estado = estadoAccion(a, hoy);
            const idTitulo = `accion-${a.id}`;
            return (
              <li key={a.id}>
                <article aria-labelledby={idTitulo} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <h3 id={idTitulo} className="texto-usuario flex min-w-0 items-center gap-2 text-lg font-semibold">
                      <span aria-hidden="true" className={`inline-block h-3 w-3 shrink-0 rounded-full ring-2 ${colorAccion(i)}`} />
                      {a.nombre}
                    </h3>
                    <div className="flex flex-wrap gap-2">
                      <span className={`rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${ESTILO_ESTADO[estado]}`}>{ETIQUETA_ESTADO[estado]}</span>
                      {a.defase > 0 && (
                        <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-sm font-semibold text-amber-950 ring-1 ring-amber-300" title="Horas dedicadas por encima de las estimadas">
                          ⚠ Desfase: +{formatearHoras(a.defase)}
                        </span>
                      )}
                    </div>
                  </div>
                  {editando === a.id && gestion ? (
                    <div className="mt-3">
                      <FormularioEdicionAccion
                        accion={a}
                        curso={curso}
                        guardar={gestion.editar}
                        alTerminar={(mensaje) => {
                          setEditando(null);
                          if (mensaje) c.setEstado({ ok: true, message: mensaje });
                        }}
                      />
                    </div>
                  ) : (
                    <>
                      <dl className="mt-2 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-3">
                        <div>
                          <dt className="text-slate-600">Fechas previstas</dt>
                          <dd>{rango(a.fechaInicio, a.fechaFin)}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-600">Fechas reales</dt>
                          <dd>{rango(a.fechaInicioReal, a.fechaFinReal)}</dd>
                        </div>
                        <div>
                          <dt className="text-slate-600">Horas dedicadas / estimadas</dt>
                          <dd>
                            <span className="tabular-nums">
                              {formatearHoras(a.horasDedicadas)} de {formatearHoras(a.horasEstimadas)}
                            </span>
                            <BarraPorcentaje valor={Math.round((100 * a.horasDedicadas) / a.horasEstimadas)} etiqueta="Horas dedicadas sobre las estimadas" />
                          </dd>
                        </div>
                      </dl>
                      {(a.comentarios || a.desviaciones || a.medidasCorrectoras) && (
                        <dl className="mt-3 space-y-1 text-sm">
                          {a.comentarios && <Texto etiqueta="Comentarios" texto={a.comentarios} />}
                          {a.desviaciones && <Texto etiqueta="Desviaciones" texto={a.desviaciones} />}
                          {a.medidasCorrectoras && <Texto etiqueta="Medidas correctoras" texto={a.medidasCorrectoras} />}
                        </dl>
                      )}
                      {gestion && (
                        <div className="mt-3 flex flex-wrap gap-2">
                          <button type="button" className="boton-secundario" disabled={c.ocupado} onClick={() => c.ejecutar(() => gestion.completar(null, { id: a.id, completado: !a.completado }))}>
                            {a.completado ? "Marcar como pendiente" : "Marcar como completada"}
                          </button>
                          <button type="button" className="boton-secundario" onClick={() => setEditando(a.id)} aria-label={`Editar ${a.nombre}`}>
                            Editar
                          </button>
                          <button type="button" className="boton-secundario text-red-700" disabled={c.ocupado} onClick={() => c.pedir(a)} aria-label={`Eliminar ${a.nombre}`}>
                            Eliminar
                          </button>
                        </div>
                      )}
                    </>
                  )}
                </article>
              </li>
            );
          })}
        </ol>
      )}
      {gestion && (
        <DialogoConfirmar titulo="Eliminar acción formativa" textoConfirmar="Eliminar" peligro {...c.dialogo((a) => gestion.eliminar(null, { id: a.id }))}>
          {c.pendiente && <p>¿Eliminar «{c.pendiente.nombre}»? Sus sesiones se conservan, pero quedarán sin asignar.</p>}
        </DialogoConfirmar>
      )}
    </div>
  );
}

function Texto({ etiqueta, texto }: { etiqueta: string; texto: string }) {
  return (
    <div>
      <dt className="inline font-medium text-slate-700">{etiqueta}: </dt>
      <dd className="inline whitespace-pre-line">{texto}</dd>
    </div>
  );
}
