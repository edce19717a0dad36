import { ETIQUETA_ESTADO, type EstadoMatricula as Estado } from "@/lib/matricula/reglas";

const ESTILO: Record<Estado, string> = {
  enviada: "bg-amber-50 text-amber-900 ring-amber-200",
  revisada: "bg-green-50 text-green-800 ring-green-200",
  incidencia: "bg-red-50 text-red-800 ring-red-200",
};

/** 'Enviada' (waiting for the secretary), 'Revisada' or 'Con incidencia'. */
export function EstadoMatricula({ estado }: { estado: Estado }) {
  return <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${ESTILO[estado]}`}>{ETIQUETA_ESTADO[estado]}</span>;
}
