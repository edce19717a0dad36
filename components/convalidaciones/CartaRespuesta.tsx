import type { CartaRespuesta as Carta } from "@/lib/convalidaciones/carta";
import { HojaA4 } from "../print/HojaA4";
import { FUENTE_DOCUMENTO, Membrete, PieDocumento } from "./Membrete";

/** The reply letter on an A4 sheet; the PDF (lib/convalidaciones/pdf.ts) draws the same model. */
export function CartaRespuesta({ carta }: { carta: Carta }) {
  return (
    <HojaA4 className="text-[10.5pt] leading-normal text-black [print-color-adjust:exact] max-sm:p-4 print:pb-[14mm]">
      <div style={FUENTE_DOCUMENTO}>
      <Membrete nombre={carta.centro.nombre} lineas={carta.centro.lineas} />
      <h1 className="mt-6 text-center text-[13.5pt] font-bold text-marca-700">{carta.titulo}</h1>

      <dl className="mt-5 grid grid-cols-[9.5rem_1fr] gap-x-2">
        {carta.destinatario.map((d) => (
          <div key={d.etiqueta} className="contents">
            <dt className="font-bold">{d.etiqueta}:</dt>
            <dd>{d.valor}</dd>
          </div>
        ))}
      </dl>

      <p className="mt-5">{carta.exposicion}</p>
      <ul className="mt-1 list-disc pl-8">
        {carta.modulosSolicitados.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>

      <h2 className="mt-4 font-bold">{carta.tituloDocumentacion}</h2>
      <p className="whitespace-pre-line">{carta.documentacion}</p>

      <h2 className="mt-4 font-bold">{carta.tituloConcedidos}</h2>
      {carta.concedidos.length === 0 ? (
        <p>{carta.sinConcedidos}</p>
      ) : (
        <table className="mt-1 w-full border-collapse text-[10pt]">
          <thead>
            <tr className="bg-marca-50 text-left">
              <th scope="col" className="w-20 border-b border-slate-300 px-2 py-1">
                Código
              </th>
              <th scope="col" className="border-b border-slate-300 px-2 py-1">
                Módulo profesional
              </th>
              <th scope="col" className="w-24 border-b border-slate-300 px-2 py-1 text-right">
                Calificación
              </th>
            </tr>
          </thead>
          <tbody>
            {carta.concedidos.map((c) => (
              <tr key={c.codigo}>
                <td className="border-b border-slate-300 px-2 py-1">{c.codigo}</td>
                <td className="border-b border-slate-300 px-2 py-1">{c.nombre}</td>
                <td className="border-b border-slate-300 px-2 py-1 text-right">{c.calificacion}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <h2 className="mt-4 font-bold">{carta.tituloNormativa}</h2>
      <ol className="list-decimal pl-8 text-[9.5pt]">
        {carta.normativa.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ol>

      <p className="mt-5">{carta.saludo}</p>
      <div className="mt-6 break-inside-avoid">
        <p>{carta.firma[0]}</p>
        {carta.firma.slice(1).map((l) => (
          <p key={l} className="mt-1 font-bold">
            {l}
          </p>
        ))}
      </div>
      <PieDocumento />
      </div>
    </HojaA4>
  );
}
