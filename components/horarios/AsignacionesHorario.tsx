"use client";

// One step of the timetable import's preview (ImportarHorario.tsx): the teaching assignments it implies.

import { useId, useState } from "react";
import { contarAsignaciones, type AsignacionImplicita } from "@/lib/horarios/asignaciones";
import type { InformeHorario } from "@/lib/horarios/importar";
import type { PasoImportacion } from "../importar/Importador";
import { TablaAdaptable } from "../ui/TablaAdaptable";
import type { Elecciones } from "./EquivalenciasHorario";

const ESTADO_ASIGNACION: Record<AsignacionImplicita["estado"], string> = {
  conflicto: "Asignado a otro docente",
  nueva: "Nueva",
  sinHorario: "Asignada, sin horario",
  coincide: "Ya asignada",
};

/**
 * The teaching assignments the timetable implies, compared with today's: the new ones can be
 * created with the timetable (one tick), so that the teachers see their modules and follow-up at once.
 */
export function Asignaciones({ informe, elecciones, setElecciones, vigente }: PasoImportacion<InformeHorario, Elecciones>) {
  const id = useId();
  const lista = informe.horario.asignaciones;
  const n = contarAsignaciones(lista);
  const [todas, setTodas] = useState(false);
  const visibles = todas ? lista : lista.filter((a) => a.estado !== "coincide");
  if (lista.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-asig`} className="space-y-2">
      <h3 id={`${id}-asig`} className="font-semibold text-slate-900">
        Asignaciones de docencia
      </h3>
      <p className="text-sm">
        {n.nueva} nuevas · {n.conflicto} asignadas a otro docente · {n.sinHorario} asignadas sin horario · {n.coincide} ya asignadas
      </p>
      {informe.simulacion && vigente && n.nueva > 0 && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={elecciones.crearAsignaciones} onChange={(e) => setElecciones((x) => ({ ...x, crearAsignaciones: e.target.checked }))} />
          <span>Crear las {n.nueva} asignaciones nuevas al aplicar (cada docente verá sus módulos y su seguimiento sin más pasos)</span>
        </label>
      )}
      {visibles.length > 0 && (
        <div tabIndex={0} role="group" aria-labelledby={`${id}-asig`} className="max-h-72 overflow-auto">
          <TablaAdaptable<AsignacionImplicita>
            etiqueta="Asignaciones de docencia"
            filas={visibles}
            clave={(a) => `${a.docenteId}|${a.modulo}|${a.ciclo}|${a.grupo}`}
            compacta
            columnas={[
              { titulo: "Grupo", tarjeta: "titulo", celda: (a) => a.grupo },
              { titulo: "Módulo", celda: (a) => `${a.modulo} · ${a.nombreModulo}` },
              { titulo: "Docente", celda: (a) => a.docente },
              { titulo: "Situación", tarjeta: "esquina", celda: (a) => `${ESTADO_ASIGNACION[a.estado]}${a.otros.length ? `: ${a.otros.join(", ")}` : ""}` },
            ]}
          />
        </div>
      )}
      {n.coincide > 0 && (
        <button type="button" className="boton-secundario text-sm" onClick={() => setTodas(!todas)}>
          {todas ? "Ocultar las ya asignadas" : `Ver también las ${n.coincide} ya asignadas`}
        </button>
      )}
    </section>
  );
}

