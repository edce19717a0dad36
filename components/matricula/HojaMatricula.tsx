import type { HojaMatricula as Modelo } from "@/lib/matricula/documento";
import { FUENTE_DOCUMENTO, Membrete, PieDocumento } from "../convalidaciones/Membrete";
import { HojaA4 } from "../print/HojaA4";

const COLUMNAS = { 1: "col-span-1", 2: "col-span-2", 3: "col-span-3", 4: "col-span-4", 6: "col-span-6" } as const;

function Seccion({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <section className="mt-3 break-inside-avoid">
      <h2 className="mb-1 bg-slate-100 px-2 py-0.5 text-[9.5pt] font-bold uppercase text-marca-700">{titulo}</h2>
      {children}
    </section>
  );
}

/**
 * The printed copy of a matrícula (spec §2: the student takes it to the centre): the centre's
 * letterhead, every section, the modules, the transport request, the consents, the date and room
 * for signatures. It draws the same model as the PDF (lib/matricula/documento.ts).
 */
export function HojaMatricula({ hoja, titulo: Titulo = "h1" }: { hoja: Modelo; /** "p" where the page already has its h1 (the form's hidden print copy). */ titulo?: "h1" | "p" }) {
  return (
    <HojaA4 className="text-[9.5pt] leading-snug text-black [print-color-adjust:exact] max-sm:p-4 print:pb-[14mm]">
      <div style={FUENTE_DOCUMENTO}>
        <Membrete nombre={hoja.centro.nombre} lineas={hoja.centro.lineas} />
        <Titulo className="mt-4 text-center text-[13pt] font-bold tracking-wide">{hoja.titulo}</Titulo>
        <p className="text-center text-[8.5pt] text-slate-600">{hoja.subtitulo}</p>
        {hoja.aviso && <p className="mt-2 border border-black px-2 py-1 text-center text-[9pt] font-bold">{hoja.aviso}</p>}

        {hoja.secciones.map((s) => (
          <Seccion key={s.titulo} titulo={s.titulo}>
            <dl className="grid grid-cols-6 border-l border-t border-slate-400">
              {s.datos.map((d) => (
                <div key={d.etiqueta} className={`border-b border-r border-slate-400 px-1.5 py-0.5 max-sm:col-span-6 ${COLUMNAS[d.ancho]}`}>
                  <dt className="text-[6.5pt] uppercase tracking-wide text-slate-600">{d.etiqueta}</dt>
                  <dd className="min-h-[1.2em] break-words">{d.valor}</dd>
                </div>
              ))}
            </dl>
          </Seccion>
        ))}

        <Seccion titulo={hoja.ciclo.titulo}>
          <p className="font-bold">{hoja.ciclo.texto}</p>
          <table className="mt-1 w-full border-collapse text-[9pt]">
            <thead>
              <tr className="text-left">
                <th scope="col" className="w-16 border border-slate-400 px-1.5 py-0.5">
                  Código
                </th>
                <th scope="col" className="border border-slate-400 px-1.5 py-0.5">
                  Módulo profesional
                </th>
                <th scope="col" className="w-14 border border-slate-400 px-1.5 py-0.5 text-center">
                  Curso
                </th>
              </tr>
            </thead>
            <tbody>
              {hoja.ciclo.modulos.map((m) => (
                <tr key={m.codigo}>
                  <td className="border border-slate-400 px-1.5 py-0.5 font-mono">{m.codigo}</td>
                  <td className="border border-slate-400 px-1.5 py-0.5">{m.nombre}</td>
                  <td className="border border-slate-400 px-1.5 py-0.5 text-center">{m.curso}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Seccion>

        {hoja.transporte && (
          <Seccion titulo={hoja.transporte.titulo}>
            {hoja.transporte.lineas.map((l) => (
              <p key={l}>{l}</p>
            ))}
          </Seccion>
        )}

        <Seccion titulo={hoja.proteccion.titulo}>
          <ul className="space-y-1">
            {hoja.proteccion.respuestas.map((r) => (
              <li key={r.texto} className="flex justify-between gap-4">
                <span>{r.texto}</span>
                <span className="shrink-0 font-bold">{r.respuesta}</span>
              </li>
            ))}
          </ul>
        </Seccion>

        <div className="mt-4 break-inside-avoid">
          <p>{hoja.lugarFecha}</p>
          <div className="mt-12 grid grid-cols-2 gap-6">
            {hoja.firmas.map((f) => (
              <p key={f} className="border-t border-slate-500 pt-1 text-[8.5pt] text-slate-700">
                {f}
              </p>
            ))}
          </div>
          <p className="mt-4 font-bold">{hoja.entrega}</p>
        </div>
        <PieDocumento />
      </div>
    </HojaA4>
  );
}
