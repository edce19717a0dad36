import { formatearFecha } from "@/lib/fechas";
import { nombreMes } from "@/lib/seguimientos/calendario";
import type { InformeModulo } from "@/lib/seguimientos/queries";
import { estadoAccion, ETIQUETA_ESTADO, formatearHoras } from "@/lib/seguimientos/reglas";
import { HojaA4 } from "../print/HojaA4";

export type PaginaInforme = InformeModulo;

const fecha = (f: string | null) => (f ? formatearFecha(f) : "—");

/**
 * The monthly follow-up report a department files: one A4 page per module with its actions,
 * planned and real dates, hours in the month and to date, deviations and corrective measures, and
 * room for the signatures.
 */
export function InformeMensual({ paginas, mes, curso, departamento, centro, corte }: { paginas: PaginaInforme[]; mes: string; curso: string; departamento: string; centro: string; corte: string }) {
  return (
    <>
      {paginas.map((p) => {
        const conTexto = p.acciones.filter((a) => a.desviaciones || a.medidasCorrectoras);
        return (
          <HojaA4 key={`${p.modulo.codigo}-${p.modulo.ciclo}`} className="hoja-informe text-[10.5pt] leading-snug">
            <article aria-label={`Informe de ${p.modulo.nombre}`}>
              <header className="border-b-2 border-slate-800 pb-2">
                <p className="text-xs uppercase tracking-wide text-slate-600">
                  {centro} · Departamento de {departamento} · Curso {curso}
                </p>
                <h2 className="mt-1 text-lg font-bold">Seguimiento de la programación · {nombreMes(mes)}</h2>
                <p>
                  <strong>{p.modulo.nombre}</strong> ({p.modulo.codigo}) · {p.modulo.curso}.º {p.modulo.ciclo} {p.modulo.cicloNombre}
                </p>
                <p>Docente{p.docentes.length === 1 ? "" : "s"}: {p.docentes.join(", ") || "—"}</p>
              </header>

              <section className="mt-3 grid grid-cols-3 gap-2 text-sm">
                <p>
                  Sesiones del mes: <strong>{p.sesionesMes}</strong> ({p.asignadasMes} asignadas)
                </p>
                <p>
                  Sesiones hasta el {formatearFecha(corte)}: <strong>{p.indicadores.sesiones.impartidas}</strong> de {p.indicadores.sesiones.actuales} asignadas ({p.indicadores.sesiones.indicador} %)
                </p>
                <p>
                  Acciones completadas: <strong>{p.indicadores.acciones.impartida}</strong> de {p.indicadores.acciones.totales} ({p.indicadores.acciones.indicador} %)
                </p>
              </section>

              <table className="mt-3 w-full border-collapse text-left text-[9.5pt]">
                <caption className="sr-only">Acciones formativas de {p.modulo.nombre}</caption>
                <thead>
                  <tr className="border-b border-slate-800">
                    <th scope="col" className="py-1 pr-2">Acción formativa</th>
                    <th scope="col" className="py-1 pr-2">Prevista</th>
                    <th scope="col" className="py-1 pr-2">Real</th>
                    <th scope="col" className="py-1 pr-2 text-right">Estimadas</th>
                    <th scope="col" className="py-1 pr-2 text-right">En el mes</th>
                    <th scope="col" className="py-1 pr-2 text-right">Dedicadas</th>
                    <th scope="col" className="py-1">Estado</th>
                  </tr>
                </thead>
                <tbody>
                  {p.acciones.map((a) => (
                    <tr key={a.id} className="break-inside-avoid border-b border-slate-300 align-top">
                      <td className="py-1 pr-2">{a.nombre}</td>
                      <td className="whitespace-nowrap py-1 pr-2">
                        {fecha(a.fechaInicio)}
                        <br />
                        {fecha(a.fechaFin)}
                      </td>
                      <td className="whitespace-nowrap py-1 pr-2">
                        {fecha(a.fechaInicioReal)}
                        <br />
                        {fecha(a.fechaFinReal)}
                      </td>
                      <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">{formatearHoras(a.horasEstimadas)}</td>
                      <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">{formatearHoras(a.horasMes)}</td>
                      <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">
                        {formatearHoras(a.horasAcumuladas)}
                        {a.defase > 0 && <span className="block font-semibold">+{formatearHoras(a.defase)}</span>}
                      </td>
                      <td className="py-1">{ETIQUETA_ESTADO[estadoAccion(a, corte)]}</td>
                    </tr>
                  ))}
                  {p.acciones.length === 0 && (
                    <tr>
                      <td colSpan={7} className="py-2 text-slate-600">
                        Sin acciones formativas programadas.
                      </td>
                    </tr>
                  )}
                </tbody>
              </table>

              <section className="mt-3">
                <h3 className="font-semibold">Desviaciones y medidas correctoras</h3>
                {conTexto.length === 0 ? (
                  <p className="text-slate-700">{p.desviacion.retrasadas || p.desviacion.horasDesfase ? "Hay desviaciones sin explicar en el seguimiento." : "Sin desviaciones."}</p>
                ) : (
                  <ul className="mt-1 space-y-1">
                    {conTexto.map((a) => (
                      <li key={a.id} className="break-inside-avoid">
                        <strong>{a.nombre}.</strong> {a.desviaciones && <>Desviación: {a.desviaciones} </>}
                        {a.medidasCorrectoras && <>Medidas: {a.medidasCorrectoras}</>}
                      </li>
                    ))}
                  </ul>
                )}
              </section>

              <footer className="mt-8 grid grid-cols-2 gap-8 text-sm">
                <p className="border-t border-slate-500 pt-1">Firma del docente</p>
                <p className="border-t border-slate-500 pt-1">Vº Bº Jefatura del departamento</p>
              </footer>
            </article>
          </HojaA4>
        );
      })}
    </>
  );
}
