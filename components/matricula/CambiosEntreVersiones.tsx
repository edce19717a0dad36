import { formatearFechaHora } from "@/lib/fechas";
import type { VersionMatricula } from "@/lib/matricula/versiones";

/**
 * What changed between consecutive sends of a matrícula (issue 48), newest first: one table per
 * version with the fields that differ from the version before it.
 */
export function CambiosEntreVersiones({ versiones }: { versiones: VersionMatricula[] }) {
  if (versiones.length === 0) return <p className="text-sm text-slate-600">Esta matrícula se envió antes de que el portal guardara cada versión: no hay versiones que comparar.</p>;
  return (
    <ol aria-label="Versiones enviadas" className="space-y-4 text-sm">
      {versiones.map((v) => (
        <li key={v.version}>
          <p className="font-medium">
            Versión {v.version} · {formatearFechaHora(v.enviada)}
          </p>
          {v.cambios === null ? (
            <p className="text-slate-600">Primera versión guardada.</p>
          ) : v.cambios.length === 0 ? (
            <p className="text-slate-600">Sin cambios respecto a la versión {v.version - 1}.</p>
          ) : (
            <div className="mt-1 overflow-x-auto">
              <table className="w-full text-left" aria-label={`Cambios de la versión ${v.version}`}>
                <caption className="sr-only">Cambios respecto a la versión anterior</caption>
                <thead className="text-xs text-slate-600">
                  <tr>
                    <th scope="col" className="py-1 pr-2 font-medium">Campo</th>
                    <th scope="col" className="py-1 pr-2 font-medium">Antes</th>
                    <th scope="col" className="py-1 font-medium">Ahora</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100 align-top">
                  {v.cambios.map((c) => (
                    <tr key={c.campo}>
                      <th scope="row" className="py-1 pr-2 font-medium">{c.etiqueta}</th>
                      <td className="py-1 pr-2 break-words text-slate-600 line-through decoration-slate-400">{c.antes || "—"}</td>
                      <td className="py-1 break-words">{c.despues || "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
