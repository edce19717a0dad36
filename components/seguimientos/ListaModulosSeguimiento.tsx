import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import type { Desviacion, Indicadores } from "@/lib/seguimientos/reglas";
import { formatearHoras } from "@/lib/seguimientos/reglas";
import { Vacio } from "../ui/Tarjeta";
import { FilasModulosSeguimiento, type FilaVisible } from "./FilasModulosSeguimiento";

export type FilaModulo = {
  modulo: { codigo: string; ciclo: string; curso: number; nombre: string };
  docentes: string[];
  indicadores: Indicadores;
  desviacion: Desviacion;
};

/** What one module's row shows, each text as one string (React marks every join of text parts in the HTML, decision 040). */
function filaVisible({ modulo: m, docentes, indicadores: ind, desviacion: d }: FilaModulo, href: string, conDesviacion: boolean): FilaVisible {
  return {
    clave: `${m.codigo}-${m.ciclo}`,
    href,
    nombre: m.nombre,
    detalle: `${cursoDelCiclo(m.curso, m.ciclo)} · ${m.codigo}${docentes.length > 0 ? ` · ${docentes.join(", ")}` : ""}`,
    sesiones: `${ind.sesiones.impartidas} de ${ind.sesiones.actuales} asignadas`,
    pctSesiones: ind.sesiones.indicador,
    acciones: `${ind.acciones.impartida} de ${ind.acciones.totales} completadas`,
    pctAcciones: ind.acciones.indicador,
    // Left out, not undefined, without it: an undefined prop still travels in the RSC payload.
    ...(conDesviacion && {
      desviacion: {
        retrasadas: d.retrasadas === 1 ? "1 acción retrasada" : `${d.retrasadas} acciones retrasadas`,
        conRetraso: d.retrasadas > 0,
        desfase: `Desfase: ${d.horasDesfase > 0 ? `+${formatearHoras(d.horasDesfase)}` : "ninguno"}`,
        conDesfase: d.horasDesfase > 0,
        sinAsignar: d.sinAsignar > 0 ? `${d.sinAsignar} sesiones sin asignar` : null,
      },
    }),
  };
}

/**
 * Modules with their indicators: the module picker (spec §2) and, with `conDesviacion`, jefatura's
 * department overview, where the order (most deviated first) comes from lib/seguimientos. The texts
 * are written here, on the server; FilasModulosSeguimiento only lays them out (decision 051).
 */
export function ListaModulosSeguimiento({ modulos, enlace, vacio, conDesviacion = false, etiqueta }: { modulos: FilaModulo[]; enlace: (m: FilaModulo["modulo"]) => string; vacio: string; conDesviacion?: boolean; etiqueta: string }) {
  if (modulos.length === 0) return <Vacio>{vacio}</Vacio>;
  return <FilasModulosSeguimiento etiqueta={etiqueta} filas={modulos.map((f) => filaVisible(f, enlace(f.modulo), conDesviacion))} />;
}
