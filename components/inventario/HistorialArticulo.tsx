import { formatearFechaHora } from "@/lib/fechas";
import { describirCambio, type Cambio } from "@/lib/inventario/reglas";
import { Vacio } from "../ui/Tarjeta";

type Entrada = { id: number; fecha: Date; usuario: string; accion: "alta" | "modificacion" | "baja" | "recuperacion"; cambios: Cambio[] };

const ACCION: Record<Entrada["accion"], string> = {
  alta: "Alta",
  modificacion: "Cambios",
  baja: "Baja",
  recuperacion: "Recuperado",
};

/** Who changed what and when, newest first. */
export function HistorialArticulo({ entradas }: { entradas: Entrada[] }) {
  if (entradas.length === 0) return <Vacio>Sin cambios registrados.</Vacio>;
  return (
    <ol className="space-y-3" aria-label="Historial del artículo">
      {entradas.map((e) => (
        <li key={e.id} className="border-l-2 border-slate-200 pl-3">
          <p className="text-sm">
            <span className="font-medium">{ACCION[e.accion]}</span> · <time dateTime={e.fecha.toISOString()}>{formatearFechaHora(e.fecha)}</time> · {e.usuario}
          </p>
          {e.cambios.length > 0 && (
            <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
              {e.cambios.map((c) => (
                <li key={c.campo}>{describirCambio(c)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
