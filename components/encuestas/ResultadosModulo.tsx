import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import type { ResultadoModulo } from "@/lib/encuestas/resultados";
import { explicarPublicacion, explicarVisibilidad, formatearMedia } from "@/lib/encuestas/puntuaciones";
import { Vacio } from "../ui/Tarjeta";
import { CuestionesResultado } from "./CuestionesResultado";

const nRespuestas = (n: number) => (n === 1 ? "1 respuesta" : `${n} respuestas`);

export function tituloModulo(r: Pick<ResultadoModulo, "modulo">): string {
  return `${r.modulo.nombre} (${cursoDelCiclo(r.modulo.curso, r.modulo.ciclo)})`;
}

/** One module × teacher: each question with its average and a chart of counts per score. */
export function ResultadosModulo({ resultado: r, mostrarDocente, children }: { resultado: ResultadoModulo; mostrarDocente?: boolean; children?: React.ReactNode }) {
  const id = `res-${r.modulo.codigo}-${r.modulo.ciclo}-${r.docente.email}`.replace(/[^a-zA-Z0-9-]/g, "-");
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:border-slate-300 print:shadow-none">
      {/* A module may run over several pages (never kept whole: that would leave a near-blank page
          before it); its heading stays with its first question, and each question stays whole. */}
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 print:break-after-avoid">
        <div>
          <h2 id={id} className="text-lg font-semibold text-slate-900">
            {tituloModulo(r)}
          </h2>
          {mostrarDocente && (
            <p className="text-sm text-slate-700">
              {r.docente.nombre} {r.docente.apellidos} · <span className="break-all">{r.docente.email}</span>
            </p>
          )}
        </div>
        <p className="text-sm text-slate-600">{nRespuestas(r.respuestas)}</p>
      </div>
      {explicarPublicacion(r) && <p className="mb-3 text-sm text-slate-600">{explicarPublicacion(r)}</p>}
      {r.visible ? (
        // resultados has one entry per score in PUNTUACIONES order (resumirCuestiones): the counts alone say it.
        <CuestionesResultado
          cuestiones={r.cuestiones.map((c) => ({ id: c.id, numero: c.numero, texto: `${c.numero}. ${c.cuestion}`, media: formatearMedia(c.media), veces: c.resultados.map((x) => x.veces) }))}
        />
      ) : (
        <Vacio>{explicarVisibilidad(r)}</Vacio>
      )}
      {children}
    </section>
  );
}

/** The comments of one module, or why there are none to show. */
export function ComentariosModulo({ resultado: r }: { resultado: ResultadoModulo }) {
  if (!r.visible) return <p className="text-sm text-slate-600">Se muestran junto con los resultados, a partir de {r.minimo} respuestas.</p>;
  if (r.comentarios.length === 0) return <p className="text-sm text-slate-600">No hay comentarios</p>;
  return (
    <ul className="space-y-1.5">
      {r.comentarios.map((c, i) => (
        <li key={i} className="texto-usuario rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-800 print:bg-transparent print:px-0">
          «{c}»
        </li>
      ))}
    </ul>
  );
}
