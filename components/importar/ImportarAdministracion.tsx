"use client";

import type { Accion } from "@/lib/accion";
import type { TipoImportacion } from "@/lib/importar/columnas";
import type { InformeAdministracion } from "@/lib/importar/importar";
import { Importador, type PasoImportacion } from "./Importador";

type Elecciones = { desactivar: number[] };

/**
 * People, modules and assignments through the one `<Importador>`: its own step lists the active
 * people of that kind missing from the file, unticked, so nobody is deactivated silently.
 */
export function ImportarAdministracion({ tipo, accion }: { tipo: TipoImportacion; accion: Accion<InformeAdministracion> }) {
  return (
    <Importador<InformeAdministracion, Elecciones>
      accion={accion}
      campos={<input type="hidden" name="tipo" value={tipo} />}
      ayuda="Separado por punto y coma o por comas, en UTF-8 (con o sin BOM) o Windows-1252, como lo guarda Excel."
      eleccionesDe={() => ({ desactivar: [] })}
      hayQueAplicar={(i, e) => i.nuevos + i.cambiados > 0 || e.desactivar.length > 0}
      Paso={Ausentes}
    />
  );
}

/** The people of the import's kind missing from the file, each with an unticked box. */
function Ausentes({ informe, elecciones, setElecciones, vigente }: PasoImportacion<InformeAdministracion, Elecciones>) {
  if (!vigente || !informe.simulacion || informe.errores > 0 || informe.ausentes.length === 0) return null;
  return (
    <fieldset className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 font-semibold">No están en el archivo ({informe.ausentes.length})</legend>
      <p className="mb-2 text-sm text-slate-700">Estas cuentas activas no aparecen en el archivo. No se desactiva a nadie sin que lo marques aquí.</p>
      <div className="mb-2 flex gap-2">
        <button type="button" className="boton-secundario text-sm" onClick={() => setElecciones(() => ({ desactivar: informe.ausentes.map((a) => a.id) }))}>
          Marcar todas
        </button>
        <button type="button" className="boton-secundario text-sm" onClick={() => setElecciones(() => ({ desactivar: [] }))}>
          Desmarcar todas
        </button>
      </div>
      <ul className="max-h-80 space-y-1 overflow-auto">
        {informe.ausentes.map((a) => (
          <li key={a.id}>
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 h-4 w-4"
                checked={elecciones.desactivar.includes(a.id)}
                onChange={(e) => {
                  const marcar = e.target.checked;
                  setElecciones((x) => ({ desactivar: marcar ? [...x.desactivar, a.id] : x.desactivar.filter((y) => y !== a.id) }));
                }}
              />
              <span>
                Desactivar a {a.nombre} <span className="text-slate-600">({a.email} · {a.detalle})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
