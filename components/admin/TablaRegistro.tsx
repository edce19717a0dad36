import { formatearFechaHora } from "@/lib/fechas";
import { ACCIONES_REGISTRO, ENTIDADES_REGISTRO } from "@/lib/registro/etiquetas";
import type { LineaRegistroVista } from "@/lib/registro/queries";
import { TablaAdaptable } from "../ui/TablaAdaptable";
import { Vacio } from "../ui/Tarjeta";

const valor = (v: unknown) => (v === null || v === undefined || v === "" ? "—" : v === true ? "sí" : v === false ? "no" : typeof v === "object" ? JSON.stringify(v) : String(v));

/** Before → after of the fields that changed (or every field of a creation or deletion). */
function Detalle({ antes, despues }: { antes: Record<string, unknown> | null; despues: Record<string, unknown> | null }) {
  const campos = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])].filter((k) => !antes || !despues || valor(antes[k]) !== valor(despues[k]));
  if (campos.length === 0) return null;
  return (
    <details className="mt-1">
      <summary className="cursor-pointer text-sm text-marca-700">Antes y después</summary>
      <div className="mt-1">
        <TablaAdaptable<string>
          etiqueta="Antes y después"
          filas={campos}
          clave={(k) => k}
          compacta
          pequena
          columnas={[
            { titulo: "Campo", tarjeta: "titulo", cabeceraDeFila: true, clase: "text-slate-600", celda: (k) => k },
            { titulo: "Antes", celda: (k) => (antes ? valor(antes[k]) : "—") },
            { titulo: "Después", celda: (k) => (despues ? valor(despues[k]) : "—") },
          ]}
        />
      </div>
    </details>
  );
}

export function TablaRegistro({ filas }: { filas: LineaRegistroVista[] }) {
  if (filas.length === 0) return <Vacio>No hay cambios registrados con estos filtros.</Vacio>;
  return (
    <ol className="divide-y divide-slate-100" aria-label="Cambios registrados">
      {filas.map((l) => (
        <li key={l.id} className="py-3">
          <p className="text-sm text-slate-600">
            <time dateTime={l.momento.toISOString()}>{formatearFechaHora(l.momento)}</time> · {ACCIONES_REGISTRO[l.accion] ?? l.accion} · {ENTIDADES_REGISTRO[l.entidad] ?? l.entidad}
            {" · "}
            {l.autor || "sin sesión"}
          </p>
          <p className="font-medium break-words">{l.resumen}</p>
          <Detalle antes={l.antes} despues={l.despues} />
        </li>
      ))}
    </ol>
  );
}
