"use client";

import { HojaA4 } from "../print/HojaA4";

/**
 * One action's row of the report, written: name, planned start and end, real start and end,
 * estimated hours, hours in the month, hours to date, hours over the estimate ('' if none) and
 * state. A tuple, not an object: a department's report has hundreds of rows and the keys would
 * travel with each one.
 */
export type FilaAccionInforme = [nombre: string, prevista: string, previstaFin: string, real: string, realFin: string, estimadas: string, enElMes: string, dedicadas: string, defase: string, estado: string];

/** One module's page of the monthly report, with its texts already written (decision 051). */
export type HojaInforme = {
  clave: string;
  nombre: string;
  codigo: string;
  /** «1.º QUI301 Operaciones de Laboratorio». */
  grupo: string;
  /** «Docente: …» or «Docentes: …, …». */
  docentes: string;
  /** Sessions in the month and assigned; to date, assigned and %; actions completed, in all and %. */
  cifras: [mes: number, asignadasMes: number, impartidas: number, actuales: number, pctSesiones: number, completadas: number, acciones: number, pctAcciones: number];
  acciones: FilaAccionInforme[];
  /** The actions with a deviation or corrective measures written: name, deviation, measures. */
  notas: [nombre: string, desviacion: string, medidas: string][];
  /** What the deviations section says when no action has notes. */
  sinNotas: string;
};

/**
 * The pages of the monthly follow-up report (InformeMensual). A client component on purpose: what
 * travels in the page's RSC payload is these texts per module, not the element tree of each page,
 * which for a department of sixty modules was most of the page (decision 051). The HTML is the
 * same.
 */
export function HojasInforme({ hojas, cabecera, titulo, corte }: { hojas: HojaInforme[]; cabecera: string; titulo: string; corte: string }) {
  return (
    <>
      {hojas.map((h) => {
        const [mes, asignadasMes, impartidas, actuales, pctSesiones, completadas, acciones, pctAcciones] = h.cifras;
        return (
          <HojaA4 key={h.clave} className="hoja-informe text-[10.5pt] leading-snug">
            <article aria-label={`Informe de ${h.nombre}`}>
              <header className="border-b-2 border-slate-800 pb-2">
                <p className="text-xs uppercase tracking-wide text-slate-600">{cabecera}</p>
                <h2 className="mt-1 text-lg font-bold">{titulo}</h2>
                <p>
                  <strong>{h.nombre}</strong> ({h.codigo}) · {h.grupo}
                </p>
                <p>{h.docentes}</p>
              </header>

              <section className="mt-3 grid grid-cols-3 gap-2 text-sm">
                <p>
                  Sesiones del mes: <strong>{mes}</strong> ({asignadasMes} asignadas)
                </p>
                <p>
                  Sesiones hasta el {corte}: <strong>{impartidas}</strong> de {actuales} asignadas ({pctSesiones} %)
                </p>
                <p>
                  Acciones completadas: <strong>{completadas}</strong> de {acciones} ({pctAcciones} %)
                </p>
              </section>

              {/* Seven columns do not fit a phone's width: there the table scrolls in its own box, not the page. */}
              <div className="mt-3 max-sm:overflow-x-auto">
                <table className="w-full border-collapse text-left text-[9.5pt]">
                  <caption className="sr-only">Acciones formativas de {h.nombre}</caption>
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
                    {h.acciones.map(([nombre, prevista, previstaFin, real, realFin, estimadas, enElMes, dedicadas, defase, estado], i) => (
                      <tr key={i} className="break-inside-avoid border-b border-slate-300 align-top">
                        <td className="texto-usuario py-1 pr-2">{nombre}</td>
                        <td className="whitespace-nowrap py-1 pr-2">
                          {prevista}
                          <br />
                          {previstaFin}
                        </td>
                        <td className="whitespace-nowrap py-1 pr-2">
                          {real}
                          <br />
                          {realFin}
                        </td>
                        <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">{estimadas}</td>
                        <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">{enElMes}</td>
                        <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">
                          {dedicadas}
                          {defase && <span className="block font-semibold">{defase}</span>}
                        </td>
                        <td className="py-1">{estado}</td>
                      </tr>
                    ))}
                    {h.acciones.length === 0 && (
                      <tr>
                        <td colSpan={7} className="py-2 text-slate-600">
                          Sin acciones formativas programadas.
                        </td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </div>

              <section className="mt-3">
                <h3 className="font-semibold">Desviaciones y medidas correctoras</h3>
                {h.notas.length === 0 ? (
                  <p className="text-slate-700">{h.sinNotas}</p>
                ) : (
                  <ul className="mt-1 space-y-1">
                    {h.notas.map(([nombre, desviacion, medidas], i) => (
                      <li key={i} className="texto-usuario break-inside-avoid">
                        <strong>{nombre}.</strong> {desviacion && <>Desviación: {desviacion} </>}
                        {medidas && <>Medidas: {medidas}</>}
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
