import type { HojaMatricula as Modelo } from "@/lib/matricula/documento";
import { CamposDocumento, Documento, SeccionDocumento, TablaModulos } from "../print/Documento";

/**
 * The printed copy of a matrícula (spec §2: the student takes it to the centre): the centre's
 * letterhead, every section, the modules, the transport request, the consents, the date and room
 * for signatures. It draws the same model as the PDF (lib/matricula/documento.ts).
 */
export function HojaMatricula({ hoja, titulo: Titulo = "h1" }: { hoja: Modelo; /** "p" where the page already has its h1 (the form's hidden print copy). */ titulo?: "h1" | "p" }) {
  return (
    <Documento centro={hoja.centro} className="text-[9.5pt] leading-snug">
      <Titulo className="mt-4 text-center text-[13pt] font-bold tracking-wide">{hoja.titulo}</Titulo>
      <p className="text-center text-[8.5pt] text-slate-600">{hoja.subtitulo}</p>
      {hoja.aviso && <p className="mt-2 border border-black px-2 py-1 text-center text-[9pt] font-bold">{hoja.aviso}</p>}

      {hoja.secciones.map((s) => (
        <SeccionDocumento densa key={s.titulo} titulo={s.titulo}>
          <CamposDocumento datos={s.datos} densa />
        </SeccionDocumento>
      ))}

      <SeccionDocumento densa titulo={hoja.ciclo.titulo}>
        <p className="font-bold">{hoja.ciclo.texto}</p>
        <div className="mt-1">
          <TablaModulos modulos={hoja.ciclo.modulos} densa />
        </div>
      </SeccionDocumento>

      {hoja.transporte && (
        <SeccionDocumento densa titulo={hoja.transporte.titulo}>
          {hoja.transporte.lineas.map((l) => (
            <p key={l}>{l}</p>
          ))}
        </SeccionDocumento>
      )}

      {/* The last section and the signatures share a page: the date and signatures alone on a
          second sheet sign nothing the reader sees (issue 48, defect 4). */}
      <div className="break-inside-avoid">
        <SeccionDocumento densa titulo={hoja.proteccion.titulo}>
          <ul className="space-y-1">
            {hoja.proteccion.respuestas.map((r) => (
              <li key={r.texto} className="flex justify-between gap-4">
                <span>{r.texto}</span>
                <span className="shrink-0 font-bold">{r.respuesta}</span>
              </li>
            ))}
          </ul>
        </SeccionDocumento>

        <div className="mt-4">
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
      </div>
    </Documento>
  );
}
