import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import { formatearFecha } from "@/lib/fechas";
import { nombreMes } from "@/lib/seguimientos/meses";
import type { InformeModulo } from "@/lib/seguimientos/queries";
import { estadoAccion, ETIQUETA_ESTADO, formatearHoras } from "@/lib/seguimientos/reglas";
import { HojasInforme, type HojaInforme } from "./HojasInforme";

export type PaginaInforme = InformeModulo;

const fecha = (f: string | null) => (f ? formatearFecha(f) : "—");

/** What HojasInforme draws of one module's page: its texts, written here. */
function hojaDe(p: PaginaInforme, corte: string): HojaInforme {
  const { indicadores: ind } = p;
  return {
    clave: `${p.modulo.codigo}-${p.modulo.ciclo}`,
    nombre: p.modulo.nombre,
    codigo: p.modulo.codigo,
    grupo: `${cursoDelCiclo(p.modulo.curso, p.modulo.ciclo)} ${p.modulo.cicloNombre}`,
    docentes: `Docente${p.docentes.length === 1 ? "" : "s"}: ${p.docentes.join(", ") || "—"}`,
    cifras: [p.sesionesMes, p.asignadasMes, ind.sesiones.impartidas, ind.sesiones.actuales, ind.sesiones.indicador, ind.acciones.impartida, ind.acciones.totales, ind.acciones.indicador],
    acciones: p.acciones.map((a) => [
      a.nombre,
      fecha(a.fechaInicio),
      fecha(a.fechaFin),
      fecha(a.fechaInicioReal),
      fecha(a.fechaFinReal),
      formatearHoras(a.horasEstimadas),
      formatearHoras(a.horasMes),
      formatearHoras(a.horasAcumuladas),
      a.defase > 0 ? `+${formatearHoras(a.defase)}` : "",
      ETIQUETA_ESTADO[estadoAccion(a, corte)],
    ]),
    notas: p.acciones.filter((a) => a.desviaciones || a.medidasCorrectoras).map((a) => [a.nombre, a.desviaciones, a.medidasCorrectoras]),
    sinNotas: p.desviacion.retrasadas || p.desviacion.horasDesfase ? "Hay desviaciones sin explicar en el seguimiento." : "Sin desviaciones.",
  };
}

/**
 * The monthly follow-up report a department files: one A4 page per module with its actions,
 * planned and real dates, hours in the month and to date, deviations and corrective measures, and
 * room for the signatures. The texts are written here; HojasInforme lays them out (decision 051).
 */
export function InformeMensual({ paginas, mes, curso, departamento, centro, corte }: { paginas: PaginaInforme[]; mes: string; curso: string; departamento: string; centro: string; corte: string }) {
  return (
    <HojasInforme
      hojas={paginas.map((p) => hojaDe(p, corte))}
      cabecera={`${centro} · Departamento de ${departamento} · Curso ${curso}`}
      titulo={`Seguimiento de la programación · ${nombreMes(mes)}`}
      corte={formatearFecha(corte)}
    />
  );
}
