"use client";

import { esCursoPasado } from "@/lib/curso-academico/elegido";
import type { Accion } from "@/lib/accion";
import type { CampanaAdmin } from "@/lib/encuestas/queries";
import { ETIQUETA_ESTADO_CAMPANA } from "@/lib/encuestas/puntuaciones";
import { formatearFecha } from "@/lib/fechas";
import { Aviso } from "../ui/Aviso";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Vacio } from "../ui/Tarjeta";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

type AccionCampana = Accion<undefined>;

type Props = {
  campanas: CampanaAdmin[];
  abrir: AccionCampana;
  cerrar: AccionCampana;
  borrar: AccionCampana;
  /** The current school year: a planned campaign of a past one is history, without buttons (issue 46). */
  cursoActual?: string;
};

type Pendiente = { accion: "cerrar" | "borrar"; campana: CampanaAdmin } | null;

const ESTILO_ESTADO = {
  preparada: "bg-slate-100 text-slate-800",
  abierta: "bg-green-100 text-green-900",
  cerrada: "bg-marca-100 text-marca-900",
} as const;

/**
 * The campaigns with their state. They open and close by themselves on their dates; an admin may
 * open one earlier, close one for good earlier (confirmed) and delete one never opened (confirmed).
 */
export function GestionCampanas({ campanas, abrir, cerrar, borrar, cursoActual }: Props) {
  const confirmacion = useAccionConfirmada<NonNullable<Pendiente>>();
  const { pendiente: confirmar, ocupado } = confirmacion;
  const hayAbierta = campanas.some((c) => c.estado === "abierta");

  return (
    <>
      <div aria-live="polite">
        <Aviso estado={confirmacion.estado} className="mb-3" />
      </div>
      {hayAbierta && <p className="mb-2 text-sm text-slate-600">Solo puede haber una campaña abierta: para abrir otra, cierra antes la actual.</p>}
      {campanas.length === 0 ? (
        <Vacio>Todavía no hay campañas. Crea la primera con el formulario de abajo.</Vacio>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Campañas de encuestas">
          {campanas.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
              <div className="min-w-0 flex-[1_1_18rem]">
                <p className="font-medium text-slate-900">{c.nombre}</p>
                <p className="text-sm text-slate-600">
                  Curso {c.cursoAcademico} · del {formatearFecha(c.abre)} al {formatearFecha(c.cierra)} · {c.respuestas === 1 ? "1 respuesta" : `${c.respuestas} respuestas`}
                </p>
                {c.estado !== "cerrada" && (
                  <p className="text-xs text-slate-600">{c.estado === "abierta" ? `Se cerrará sola al terminar el ${formatearFecha(c.cierra)}.` : `Se abrirá sola el ${formatearFecha(c.abre)} si no hay otra abierta.`}</p>
                )}
              </div>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${ESTILO_ESTADO[c.estado]}`}>{ETIQUETA_ESTADO_CAMPANA[c.estado]}</span>
              <div className="flex gap-2">
                {c.estado === "abierta" && (
                  <button type="button" className="boton-secundario" disabled={ocupado} onClick={() => confirmacion.pedir({ accion: "cerrar", campana: c })} aria-label={`Cerrar ${c.nombre}`}>
                    Cerrar
                  </button>
                )}
                {c.estado === "preparada" && !(cursoActual && esCursoPasado(c.cursoAcademico, cursoActual)) && (
                  <>
                    <button
                      type="button"
                      className="boton-secundario"
                      disabled={ocupado || hayAbierta}
                      onClick={() => confirmacion.ejecutar(() => abrir(null, { id: c.id }))}
                      aria-label={`Abrir ${c.nombre}`}
                    >
                      Abrir
                    </button>
                    <button type="button" className="boton-secundario text-red-800" disabled={ocupado} onClick={() => confirmacion.pedir({ accion: "borrar", campana: c })} aria-label={`Borrar ${c.nombre}`}>
                      Borrar
                    </button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <DialogoConfirmar
        abierto={confirmar !== null}
        titulo={confirmar?.accion === "borrar" ? "Borrar campaña" : "Cerrar campaña"}
        textoConfirmar={confirmar?.accion === "borrar" ? "Borrar" : "Cerrar campaña"}
        peligro={confirmar?.accion === "borrar"}
        onCancelar={confirmacion.cancelar}
        onConfirmar={() => confirmacion.confirmar((p) => (p.accion === "borrar" ? borrar : cerrar)(null, { id: p.campana.id }))}
      >
        {confirmar?.accion === "borrar" && <p>¿Borrar la campaña «{confirmar.campana.nombre}»? No se ha abierto nunca, así que no tiene respuestas.</p>}
        {confirmar?.accion === "cerrar" && (
          <p>
            ¿Cerrar «{confirmar.campana.nombre}»? Los estudiantes ya no podrán contestar y se publicarán todas las respuestas. Una campaña cerrada no
            se vuelve a abrir.
          </p>
        )}
      </DialogoConfirmar>
    </>
  );
}
