import { HojaA4 } from "./HojaA4";
import { FUENTE_DOCUMENTO, Membrete, PieDocumento } from "./Membrete";

/**
 * An official document of the centre on an A4 sheet: the letterhead, the body, the footer image,
 * in the documents' font (the PDFs draw the same models). The request form, the reply letter and
 * the matrícula copy are this frame with their own sections.
 */
export function Documento({ centro, className = "", children }: { centro: { nombre: string; lineas: string[] }; className?: string; children: React.ReactNode }) {
  return (
    <HojaA4 className={`text-black [print-color-adjust:exact] ${className}`}>
      <div style={FUENTE_DOCUMENTO}>
        {/* On paper the footer image is fixed to the foot of every page, so every page must keep
            its height free, not only the last one. Chromium repeats a <tfoot> (a real one: not a
            <div> styled as a table footer) on each page its table spans, so in print the body is the
            one cell of a layout table whose footer is that space; on screen they are plain blocks. */}
        <table role="presentation" className="block w-full print:table">
          <tbody className="block print:table-row-group">
            <tr className="block print:table-row">
              <td className="block p-0 print:table-cell">
                <Membrete nombre={centro.nombre} lineas={centro.lineas} />
                {children}
              </td>
            </tr>
          </tbody>
          <tfoot aria-hidden="true" className="hidden print:table-footer-group">
            <tr>
              <td className="h-[14mm] p-0" />
            </tr>
          </tfoot>
        </table>
        <PieDocumento />
      </div>
    </HojaA4>
  );
}

/**
 * A numbered or plain section of a form, with its shaded heading; it never splits across pages.
 * `densa`: the tighter spacing of a long form (the matrícula fits on two sheets).
 */
export function SeccionDocumento({ titulo, numero, densa = false, children }: { titulo: string; numero?: number; densa?: boolean; children: React.ReactNode }) {
  return (
    <section className={`break-inside-avoid ${densa ? "mt-3" : "mt-4"}`}>
      <h2 className={`bg-slate-100 px-2 font-bold uppercase ${densa ? "mb-1 py-0.5 text-[9.5pt] text-marca-700" : "mb-1.5 py-1 text-[10pt]"}`}>
        {numero !== undefined && `${numero}. `}
        {titulo}
      </h2>
      {children}
    </section>
  );
}

/** How many of the form's six columns a field takes (literal classes for Tailwind). */
const ANCHO = { 1: "col-span-1", 2: "col-span-2", 3: "col-span-3", 4: "col-span-4", 6: "col-span-6" } as const;
export type AnchoCampo = keyof typeof ANCHO;

/**
 * Labelled boxes on a six-column grid, as on a paper form: the label small and in capitals above
 * the value. On a phone every box takes the whole width.
 */
export function CamposDocumento({ datos, densa = false }: { datos: readonly { etiqueta: string; valor: string; ancho: AnchoCampo }[]; densa?: boolean }) {
  return (
    <dl className="grid grid-cols-6 border-l border-t border-slate-400">
      {datos.map((d) => (
        <div key={d.etiqueta} className={`border-b border-r border-slate-400 max-sm:col-span-6 ${densa ? "px-1.5 py-0.5" : "px-2 py-1"} ${ANCHO[d.ancho]}`}>
          <dt className={`uppercase tracking-wide text-slate-600 ${densa ? "text-[6.5pt]" : "text-[7.5pt]"}`}>{d.etiqueta}</dt>
          <dd className={`min-h-[1.2em] break-words ${densa ? "" : "text-[10pt]"}`}>{d.valor}</dd>
        </div>
      ))}
    </dl>
  );
}

type ColumnaDocumento<T> = {
  titulo: string;
  celda: (fila: T) => React.ReactNode;
  /** Width of the column (on its header). */
  ancho?: string;
  alinear?: "text-center" | "text-right";
  /** Classes of the values (font-mono …). */
  clase?: string;
};

/**
 * A table of a document. "rejilla": ruled on every side, as on a form; "lineas": ruled rows under a
 * shaded header, as in a letter.
 */
export function TablaDocumento<T>({
  columnas,
  filas,
  clave,
  estilo = "rejilla",
  densa = false,
  className = "",
}: {
  columnas: readonly ColumnaDocumento<T>[];
  filas: readonly T[];
  clave: (fila: T) => React.Key;
  estilo?: "rejilla" | "lineas";
  densa?: boolean;
  className?: string;
}) {
  const borde = `${estilo === "rejilla" ? "border border-slate-400" : "border-b border-slate-300"} ${densa ? "px-1.5 py-0.5" : "px-2 py-1"}`;
  return (
    <table className={`w-full border-collapse ${className}`}>
      <thead>
        <tr className={`text-left ${estilo === "lineas" ? "bg-marca-50" : ""}`}>
          {columnas.map((c) => (
            <th key={c.titulo} scope="col" className={`${borde} ${c.ancho ?? ""} ${c.alinear ?? ""}`}>
              {c.titulo}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {filas.map((f) => (
          <tr key={clave(f)}>
            {columnas.map((c) => (
              <td key={c.titulo} className={`${borde} ${c.alinear ?? ""} ${c.clase ?? ""}`}>
                {c.celda(f)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The modules of a request or an enrolment: code, name and year, as the official forms list them. */
export function TablaModulos({ modulos, densa = false }: { modulos: readonly { codigo: string; nombre: string; curso: string }[]; densa?: boolean }) {
  return (
    <TablaDocumento
      densa={densa}
      className={densa ? "text-[9pt]" : "text-[9.5pt]"}
      filas={modulos}
      clave={(m) => m.codigo}
      columnas={[
        { titulo: "Código", ancho: densa ? "w-16" : "w-20", clase: "font-mono", celda: (m) => m.codigo },
        { titulo: "Módulo profesional", celda: (m) => m.nombre },
        { titulo: "Curso", ancho: densa ? "w-14" : "w-16", alinear: "text-center", celda: (m) => m.curso },
      ]}
    />
  );
}
