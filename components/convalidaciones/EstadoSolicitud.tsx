import { formatearFecha } from "@/lib/fechas";
import { Insignia } from "../ui/Insignia";

/** 'Sin resolver', or the resolution date, as the spec words the two states. */
export function EstadoSolicitud({ resuelta }: { resuelta: Date | null }) {
  return resuelta ? <Insignia tono="verde">Resuelta el {formatearFecha(resuelta)}</Insignia> : <Insignia tono="ambar">Sin resolver</Insignia>;
}

type Modulo = { codigo: string; nombre: string; curso: number; estado: "pendiente" | "concedida" | "denegada"; calificacion: number | null; motivo?: string | null };

export function textoDecision(m: Pick<Modulo, "estado" | "calificacion">): string {
  if (m.estado === "concedida") return m.calificacion === null ? "Concedida" : `Concedida · calificación ${m.calificacion}`;
  if (m.estado === "denegada") return "Denegada";
  return "Pendiente";
}

/** Each requested module with its decision, for the resolved request's read-only views. */
export function ResultadoModulos({ modulos }: { modulos: Modulo[] }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Resolución por módulo">
      {modulos.map((m) => (
        <li key={m.codigo} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
          <span>
            <span className="font-mono text-sm text-slate-600">{m.codigo}</span> {m.nombre} <span className="text-sm text-slate-600">({m.curso}.º)</span>
          </span>
          <span className={`text-sm font-medium ${m.estado === "concedida" ? "text-green-800" : m.estado === "denegada" ? "text-red-800" : "text-slate-600"}`}>{textoDecision(m)}</span>
          {m.estado === "denegada" && m.motivo && <span className="texto-usuario w-full text-sm text-slate-700">Motivo: {m.motivo}</span>}
        </li>
      ))}
    </ul>
  );
}
