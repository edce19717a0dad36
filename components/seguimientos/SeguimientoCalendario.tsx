"use client";

import { Enlace } from "../ui/Enlace";
import { useMemo, useOptimistic, useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/errors";
import { diaDeLaSemana, formatearFecha, NOMBRES_DIA } from "@/lib/fechas";
import { formatearHoras } from "@/lib/seguimientos/reglas";
import { Aviso } from "../ui/Aviso";
import { Vacio } from "../ui/Tarjeta";
import { CalendarioMensual } from "./CalendarioMensual";
import { colorAccion, SIN_ASIGNAR } from "./colores";

type Sesion = { id: number; fecha: string; inicio: string; fin: string; accion: { id: number | null; nombre: string } };
type Accion = { id: number; nombre: string; horasEstimadas: number; horasDedicadas: number; defase: number };

type Props = {
  sesiones: Sesion[];
  acciones: Accion[];
  meses: string[];
  mesInicial: string;
  hoy: string;
  noLectivos: Record<string, string>;
  /** The server action that sets a session's action; without it the calendar is read-only (jefatura). */
  asignar?: (prev: EstadoFormulario<unknown>, entrada: { id: number; accion: number | null }) => Promise<EstadoFormulario<unknown>>;
  /** Where actions are created, for the empty state. */
  enlaceAcciones?: string;
};

/**
 * The follow-up page (spec §2, §4): sessions on their days; with an action selected, pressing a
 * session assigns it, pressing one of another action reassigns it, and pressing one of the selected
 * action again takes it off. Pressing the selected action again deselects it. The change shows at
 * once and is undone if the server refuses it.
 */
export function SeguimientoCalendario({ sesiones, acciones, meses, mesInicial, hoy, noLectivos, asignar, enlaceAcciones }: Props) {
  const [seleccion, setSeleccion] = useState<number | null>(null);
  const [aviso, setAviso] = useState<{ ok: boolean; message: string } | null>(null);
  const [, startTransition] = useTransition();
  const [vistas, aplicar] = useOptimistic(sesiones, (actual: Sesion[], cambio: { id: number; accion: Sesion["accion"] }) =>
    actual.map((s) => (s.id === cambio.id ? { ...s, accion: cambio.accion } : s)),
  );

  const porDia = useMemo(() => {
    const m = new Map<string, Sesion[]>();
    for (const s of vistas) m.set(s.fecha, [...(m.get(s.fecha) ?? []), s]);
    return m;
  }, [vistas]);
  const indice = new Map(acciones.map((a, i) => [a.id, i]));
  const elegida = acciones.find((a) => a.id === seleccion) ?? null;
  const sinAsignar = vistas.filter((s) => s.fecha <= hoy && s.accion.id === null).length;

  function pulsar(s: Sesion) {
    if (!asignar) return;
    if (!elegida) {
      setAviso({ ok: false, message: "Elige primero una acción formativa y después pulsa las sesiones que le has dedicado." });
      return;
    }
    const accion = s.accion.id === elegida.id ? { id: null, nombre: "" } : { id: elegida.id, nombre: elegida.nombre };
    startTransition(async () => {
      aplicar({ id: s.id, accion });
      const r = await asignar(null, { id: s.id, accion: accion.id });
      setAviso(r ? { ok: r.ok, message: r.message } : null);
    });
  }

  const nombreSesion = (s: Sesion) => `${NOMBRES_DIA[diaDeLaSemana(s.fecha) - 1]} ${formatearFecha(s.fecha)}, ${s.inicio}–${s.fin}: ${s.accion.id === null ? "sin asignar" : s.accion.nombre}`;

  const contenidoDia = (fecha: string) => {
    const delDia = porDia.get(fecha);
    if (!delDia) return null;
    return (
      <ul className="space-y-1">
        {delDia.map((s) => {
          const i = s.accion.id === null ? undefined : indice.get(s.accion.id);
          const color = i === undefined ? SIN_ASIGNAR : `ring-1 ${colorAccion(i)}`;
          const marcada = elegida !== null && s.accion.id === elegida.id;
          const cuerpo = (
            <>
              <span className="block font-semibold tabular-nums">{s.inicio}</span>
              <span className="texto-usuario line-clamp-2">{s.accion.id === null ? "Sin asignar" : s.accion.nombre}</span>
            </>
          );
          const clase = `block w-full rounded-md px-1.5 py-1 text-left text-xs ${color} ${marcada ? "outline-2 outline-offset-1 outline-slate-800" : ""}`;
          return (
            <li key={s.id}>
              {asignar ? (
                <button type="button" onClick={() => pulsar(s)} aria-label={nombreSesion(s)} className={`${clase} hover:brightness-95`}>
                  {cuerpo}
                </button>
              ) : (
                <span className={clase} title={nombreSesion(s)}>
                  <span className="sr-only">{nombreSesion(s)}</span>
                  <span aria-hidden="true">{cuerpo}</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    );
  };

  return (
    <div className="space-y-4">
      {acciones.length === 0 ? (
        <Vacio>
          Todavía no hay acciones formativas.{" "}
          {enlaceAcciones && (
            <Enlace href={enlaceAcciones} className="enlace">
              Crea la programación en «Acciones formativas»
            </Enlace>
          )}
        </Vacio>
      ) : asignar ? (
        // On a phone the chips are one row that scrolls sideways and stays at the top of the
        // screen while the days scroll under it: the calendar starts in the first screen and an
        // action is always at hand (issue 48, defect 8).
        <fieldset className="min-w-0 rounded-xl border border-slate-200 bg-white p-3 max-sm:sticky max-sm:top-0 max-sm:z-10 max-sm:py-2 max-sm:shadow-md">
          <legend className="px-1 text-sm font-medium text-slate-800 max-sm:float-left max-sm:mb-1 max-sm:w-full">Acción formativa que asignas</legend>
          <ul className="flex gap-2 max-sm:clear-both max-sm:overflow-x-auto max-sm:p-1 sm:flex-wrap">
            {acciones.map((a, i) => {
              const activa = a.id === seleccion;
              return (
                <li key={a.id} className="max-sm:shrink-0">
                  <button
                    type="button"
                    aria-pressed={activa}
                    onClick={() => setSeleccion(activa ? null : a.id)}
                    className={`texto-usuario rounded-full px-3 py-1.5 text-left text-sm ring-1 max-sm:whitespace-nowrap ${colorAccion(i)} ${activa ? "font-semibold ring-2 ring-slate-800" : ""}`}
                  >
                    {a.nombre}
                    <span className="ml-1 tabular-nums opacity-80">
                      · {formatearHoras(a.horasDedicadas)} de {formatearHoras(a.horasEstimadas)}
                      {a.defase > 0 && <span className="font-semibold"> (+{formatearHoras(a.defase)})</span>}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <p className="mt-2 text-sm text-slate-600 max-sm:sr-only">
            {elegida
              ? `Pulsa las sesiones que has dedicado a «${elegida.nombre}». Pulsa otra vez una de ellas para quitarla.`
              : "Elige una acción y pulsa las sesiones que le has dedicado. Pulsa otra vez la acción elegida para dejar de asignar."}
          </p>
        </fieldset>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Acciones formativas">
          {acciones.map((a, i) => (
            <li key={a.id} className={`rounded-full px-3 py-1 text-sm ring-1 ${colorAccion(i)}`}>
              {a.nombre}
            </li>
          ))}
        </ul>
      )}

      <div aria-live="polite">{aviso && <Aviso estado={aviso} />}</div>
      {sinAsignar > 0 && (
        <p className="text-sm text-slate-700">
          {sinAsignar === 1 ? "Hay 1 sesión hasta hoy sin asignar." : `Hay ${sinAsignar} sesiones hasta hoy sin asignar.`}
        </p>
      )}
      {vistas.length === 0 ? (
        <Vacio>{asignar ? "Este módulo todavía no tiene sesiones. Genéralas desde el horario o añádelas en «Configuración»." : "Este módulo todavía no tiene sesiones."}</Vacio>
      ) : (
        <CalendarioMensual meses={meses} mesInicial={mesInicial} hoy={hoy} noLectivos={noLectivos} contenidoDia={contenidoDia} titulo="Calendario de sesiones" />
      )}
    </div>
  );
}
