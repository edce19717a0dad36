import { Enlace } from "../ui/Enlace";

type Periodo = { grupo: string; modulo: string; docente: string };

type Props = {
  href: string;
  nombre: string;
  /** null: no class is running now (then the line is not shown). */
  ahora: Periodo[] | null;
  despues: { etiqueta: string; periodos: Periodo[] } | null;
};

function Linea({ etiqueta, periodos }: { etiqueta: string; periodos: Periodo[] }) {
  return (
    <p className="text-sm">
      <span className="font-medium text-slate-700">{etiqueta}: </span>
      {periodos.length === 0 ? (
        <span className="text-green-800">libre</span>
      ) : (
        periodos.map((p, i) => (
          <span key={i} className="text-slate-800">
            {i > 0 && " · "}
            {p.grupo}, {p.modulo} ({p.docente})
          </span>
        ))
      )}
    </p>
  );
}

/** One room on the staff's rooms page: what is in it now and next; the name opens its week. */
export function OcupacionAula({ href, nombre, ahora, despues }: Props) {
  const libre = ahora !== null && ahora.length === 0;
  return (
    <li className={`rounded-lg border px-3 py-2 ${libre ? "border-green-200" : "border-slate-200"}`}>
      <Enlace href={href} className="enlace">
        {nombre}
      </Enlace>
      {ahora !== null && <Linea etiqueta="Ahora" periodos={ahora} />}
      {despues && <Linea etiqueta={despues.etiqueta} periodos={despues.periodos} />}
    </li>
  );
}
