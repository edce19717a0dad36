import { textoModuloCarta, type CartaRespuesta as Carta } from "@/lib/convalidaciones/carta";
import { Documento, TablaDocumento } from "../print/Documento";

/** The reply letter on an A4 sheet; the PDF (lib/convalidaciones/pdf.ts) draws the same model. */
export function CartaRespuesta({ carta }: { carta: Carta }) {
  return (
    <Documento centro={carta.centro} className="text-[10.5pt] leading-normal">
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
        {carta.modulos.map((m) => (
          <li key={m.modulo} className="texto-usuario">
            {textoModuloCarta(m)}
          </li>
        ))}
      </ul>

      <h2 className="mt-4 break-after-avoid font-bold">{carta.tituloDocumentacion}</h2>
      <p className="whitespace-pre-line">{carta.documentacion}</p>

      <h2 className="mt-4 break-after-avoid font-bold">{carta.tituloConcedidos}</h2>
      {carta.concedidos.length === 0 ? (
        <p>{carta.sinConcedidos}</p>
      ) : (
        <TablaDocumento
          estilo="lineas"
          className="mt-1 text-[10pt]"
          filas={carta.concedidos}
          clave={(c) => c.codigo}
          columnas={[
            { titulo: "Código", ancho: "w-20", celda: (c) => c.codigo },
            { titulo: "Módulo profesional", celda: (c) => c.nombre },
            { titulo: "Calificación", ancho: "w-24", alinear: "text-right", celda: (c) => c.calificacion },
          ]}
        />
      )}

      <h2 className="mt-4 break-after-avoid font-bold">{carta.tituloNormativa}</h2>
      <ol className="list-decimal pl-8 text-[9.5pt]">
        {carta.normativa.map((n) => (
          <li key={n}>{n}</li>
        ))}
      </ol>

      <p className="mt-4">{carta.recurso}</p>

      <p className="mt-5">{carta.saludo}</p>
      <div className="mt-6 break-inside-avoid">
        <p>{carta.firma[0]}</p>
        {carta.firma.slice(1).map((l) => (
          <p key={l} className="mt-1 font-bold">
            {l}
          </p>
        ))}
      </div>
    </Documento>
  );
}
