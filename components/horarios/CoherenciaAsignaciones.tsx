import { Enlace } from "../ui/Enlace";
import type { AsignacionImplicita } from "@/lib/horarios/asignaciones";
import { TablaAdaptable } from "../ui/TablaAdaptable";

const QUE: Record<AsignacionImplicita["estado"], string> = {
  conflicto: "Da clase en el horario, pero el módulo está asignado a otro docente",
  nueva: "Da clase en el horario sin tener el módulo asignado",
  sinHorario: "Tiene el módulo asignado y ninguna clase en el horario",
  coincide: "Coincide",
};

/**
 * Where the current year's timetable and the teaching assignments disagree (issue 44, point 9): a
 * teacher with classes of a module nobody assigned them, or that is assigned to someone else, and
 * assignments with no class. Assignments are fixed on each group's page.
 */
export function CoherenciaAsignaciones({ curso, asignaciones }: { curso: string; asignaciones: AsignacionImplicita[] }) {
  if (asignaciones.length === 0) {
    return <p className="text-sm text-slate-700">El horario de {curso} y las asignaciones de docencia coinciden: cada docente tiene asignados los módulos que da en el horario, y cada asignación tiene clases.</p>;
  }
  return (
    <div className="space-y-2 text-sm">
      <p className="text-slate-700">
        En {curso}, {asignaciones.length} {asignaciones.length === 1 ? "caso no coincide" : "casos no coinciden"} entre el horario y las asignaciones de docencia. Las asignaciones se cambian en la página de cada grupo (
        <Enlace className="enlace" href="/admin/centro/grupos">
          Centro › Grupos
        </Enlace>
        ); al importar el horario se pueden crear las que faltan.
      </p>
      <div tabIndex={0} role="group" aria-label="Diferencias entre el horario y la docencia" className="max-h-96 overflow-auto">
        <TablaAdaptable<AsignacionImplicita>
          etiqueta="Diferencias entre el horario y la docencia"
          filas={asignaciones}
          clave={(a) => `${a.docenteId}|${a.modulo}|${a.ciclo}|${a.grupo}`}
          compacta
          claseFila="align-top"
          columnas={[
            { titulo: "Grupo", tarjeta: "titulo", celda: (a) => a.grupo },
            { titulo: "Módulo", celda: (a) => `${a.modulo} · ${a.nombreModulo}` },
            { titulo: "Docente", celda: (a) => a.docente },
            { titulo: "Qué pasa", celda: (a) => `${QUE[a.estado]}${a.otros.length ? ` (${a.otros.join(", ")})` : ""}.` },
          ]}
        />
      </div>
    </div>
  );
}
