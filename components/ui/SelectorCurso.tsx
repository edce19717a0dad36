import { esCursoPasado, type CursoElegido } from "@/lib/curso-academico/elegido";
import { BarraFiltros, FiltroSelect } from "./BarraFiltros";

type Eleccion = CursoElegido<{ codigo: string }>;

/** The selector's options: the current year and the past ones marked as such. */
export function opcionesCurso(e: Pick<Eleccion, "opciones" | "actual">) {
  return e.opciones.map((c) => ({ valor: c.codigo, etiqueta: `${c.codigo}${c.codigo === e.actual.codigo ? " (actual)" : esCursoPasado(c.codigo, e.actual.codigo) ? " · historial" : ""}` }));
}

/**
 * The school year as one more field of a page's own filter bar (`?curso=`), for a list that already
 * has a BarraFiltros (matrículas, convalidaciones, the change log).
 */
export function FiltroCurso({ eleccion, className }: { eleccion: Eleccion; className?: string }) {
  return <FiltroSelect etiqueta="Curso académico" name="curso" valor={eleccion.curso.codigo} lista={opcionesCurso(eleccion)} className={className} />;
}

/**
 * The history selector (issue 46): one GET form with the school year (`?curso=2025/2026`), the same
 * on every page with a history. Submitted with its button, not on change, so that moving through
 * the options with the keyboard does not reload the page at every step. `conservar` keeps the
 * page's other parameters.
 */
export function SelectorCurso({ action, eleccion, conservar = {}, className = "mb-4" }: { action: string; eleccion: Eleccion; conservar?: Record<string, string | undefined>; className?: string }) {
  return (
    <BarraFiltros action={action} etiqueta="Elegir el curso académico" boton="Ver curso" diseno="linea" className={`print:hidden ${className}`}>
      {Object.entries(conservar).map(([k, v]) => (v ? <input key={k} type="hidden" name={k} value={v} /> : null))}
      <FiltroSelect etiqueta="Curso académico" name="curso" valor={eleccion.curso.codigo} lista={opcionesCurso(eleccion)} />
    </BarraFiltros>
  );
}

/** The label of a past year: what the page shows is history and cannot be changed. */
export function AvisoHistorial({ curso, soloLectura }: { curso: { codigo: string }; soloLectura: boolean }) {
  if (!soloLectura) return null;
  return (
    <p role="note" className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <strong>Curso {curso.codigo} · solo lectura.</strong> Es un curso terminado: sus datos se consultan como historial y no se pueden cambiar.
    </p>
  );
}
