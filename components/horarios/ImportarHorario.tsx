"use client";

import { useId, useMemo } from "react";
import type { Accion } from "@/lib/accion";
import type { Mapeo } from "@/lib/horarios/analisis";
import type { CatalogoHorario } from "@/lib/horarios/equivalencias";
import type { InformeHorario } from "@/lib/horarios/importar";
import { Importador, type PasoImportacion } from "../importar/Importador";
import { Equivalencias, type Elecciones } from "./EquivalenciasHorario";
import { Resumen } from "./ResumenHorario";
import { Asignaciones } from "./AsignacionesHorario";

type Props = {
  cursos: { codigo: string; actual: boolean; periodos: number }[];
  catalogo: CatalogoHorario;
  accion: Accion<InformeHorario>;
};

/**
 * The timetable through the one `<Importador>` (lib/importar): the school year goes with the file,
 * and its own step maps the names the portal does not recognise (a select each, the suggestion
 * preselected) before the preview can be applied; applying replaces the year's timetable, after
 * a confirmation.
 */
export function ImportarHorario({ cursos, catalogo, accion }: Props) {
  const id = useId();
  // One component for as long as the catalogue is the same: the step keeps its focus while the admin chooses.
  const Paso = useMemo(
    () =>
      function PasoHorario(p: PasoImportacion<InformeHorario, Elecciones>) {
        return (
          <>
            <Equivalencias {...p} catalogo={catalogo} />
            <Resumen informe={p.informe} />
            <Asignaciones {...p} />
          </>
        );
      },
    [catalogo],
  );
  return (
    <Importador<InformeHorario, Elecciones>
      accion={accion}
      etiqueta="Archivo"
      accept=".csv,text/csv,.fet,.xml"
      ayuda="De FET, el horario generado (*_data_and_timetable.fet) o su exportación CSV (*_timetable.csv); o la plantilla del portal (CSV, UTF-8 o Windows-1252)."
      listarFilas={false}
      campos={
        <div>
          <label htmlFor={`${id}-curso`} className="block text-sm font-medium text-slate-800">
            Curso académico
          </label>
          <select id={`${id}-curso`} name="curso" defaultValue={cursos.find((c) => c.actual)?.codigo ?? cursos[0]?.codigo} className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 sm:w-56">
            {cursos.map((c) => (
              <option key={c.codigo} value={c.codigo}>
                {c.codigo}
                {c.actual ? " (actual)" : ""}
              </option>
            ))}
          </select>
        </div>
      }
      cuentas={(i) => [
        ["Filas", i.leidas],
        ["Periodos", i.horario.periodos],
        ["Desdobles", i.horario.desdobles],
        ["Filas con errores", i.errores],
      ]}
      eleccionesDe={(i) => {
        // The suggestions start selected: one click on «Actualizar vista previa» accepts them.
        const equivalencias: Mapeo = {};
        for (const e of i.horario.equivalencias) {
          const v = e.origen === "pendiente" ? e.sugerencia : e.valor;
          if (v) (equivalencias[e.tipo] ??= {})[e.clave] = v;
        }
        return { equivalencias, crearAsignaciones: false };
      }}
      hayQueAplicar={(i, e) => i.nuevos + i.cambiados + i.eliminados > 0 || i.horario.franjasNuevas.length > 0 || (e.crearAsignaciones && i.horario.asignaciones.some((a) => a.estado === "nueva"))}
      pendiente={(i, e) => i.horario.equivalencias.some((q) => (e.equivalencias[q.tipo]?.[q.clave] ?? null) !== q.valor)}
      Paso={Paso}
      confirmar={(i) => ({
        titulo: `¿Aplicar el horario de ${i.horario.curso}?`,
        texto: `El horario de ${i.horario.curso} pasará a ser el del archivo: ${i.nuevos} periodos nuevos, ${i.eliminados} eliminados y ${i.cambiados} cambiados. Los demás cursos no cambian.`,
      })}
    />
  );
}
