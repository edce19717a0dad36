"use client";

import type { UseFormRegisterReturn } from "react-hook-form";
import { CampoSelect } from "./Campos";
import { listaDeLaApi } from "./useListasPorClave";

/**
 * A Spanish address's province, locality and postal code as the matrícula and the convalidación
 * request ask for them (issue 48): INE lists, the locality list loaded per province, and a typed
 * postal code proposing the municipalities it serves. The matrícula keeps INE codes and the request
 * keeps names, so the selects take either as their option values.
 */

export type Municipio = { id: string; nombre: string };
export type LugarDelCodigo = { municipio: Municipio; provincia: { id: string; nombre: string } };

export const PROVINCIA = /^\d{2}$/;
export const CODIGO_POSTAL = /^\d{5}$/;

/** A province's municipalities (GET /api/provincias/{id}/municipios, cached by the browser). */
export const municipiosDeLaApi = (provinciaId: string) => listaDeLaApi<Municipio>(`/api/provincias/${provinciaId}/municipios`);

/** The municipalities a postal code serves (GET /api/codigos-postales/{codigo}, cached by the browser). */
export const lugaresDeLaApi = (codigo: string) => listaDeLaApi<LugarDelCodigo>(`/api/codigos-postales/${codigo}`);

type Campo = { registro: UseFormRegisterReturn; error?: string; etiqueta: string; valor: string };

/**
 * Province and locality dropdowns; the locality list is the chosen province's. `provinciaId` is
 * the INE code of the province chosen (whatever the option values are), `municipios` its list
 * once loaded.
 */
export function SelectsProvinciaLocalidad({
  provincias,
  provinciaId,
  municipios,
  provincia,
  localidad,
  valorOpcion,
  className = "sm:col-span-3",
}: {
  provincias: readonly { id: string; nombre: string }[];
  provinciaId: string;
  municipios: readonly Municipio[] | undefined;
  provincia: Campo;
  localidad: Campo;
  valorOpcion: "id" | "nombre";
  className?: string;
}) {
  const elegida = PROVINCIA.test(provinciaId);
  return (
    <>
      <CampoSelect etiqueta={provincia.etiqueta} className={className} error={provincia.error} {...provincia.registro}>
        <option value="">Elige una provincia</option>
        {provincias.map((x) => (
          <option key={x.id} value={x[valorOpcion]}>
            {x.nombre}
          </option>
        ))}
      </CampoSelect>
      {/* Remounted when its options change: a locality chosen with the province (a postal code's
          proposal) is set before the province's list is there, and the form puts its value back
          into a new select, not into one whose options did not have it. */}
      <CampoSelect key={`${provinciaId}:${municipios ? "lista" : "cargando"}`} etiqueta={localidad.etiqueta} className={className} error={localidad.error} disabled={!elegida} {...localidad.registro}>
        {!elegida ? (
          <option value="">Elige antes la provincia</option>
        ) : !municipios ? (
          <option value={localidad.valor}>Cargando localidades…</option>
        ) : (
          <>
            <option value="">Elige una localidad</option>
            {municipios.map((m) => (
              <option key={m.id} value={m[valorOpcion]}>
                {m.nombre}
              </option>
            ))}
          </>
        )}
      </CampoSelect>
    </>
  );
}

/**
 * Typing a postal code proposes the municipalities it serves (INE street directory); choosing one
 * fills the province and the locality. Nothing is changed without the person's click, and nothing
 * shows once the locality chosen is one of them.
 */
export function PropuestaCodigoPostal({ codigo, lugares, elegido, alElegir }: { codigo: string; lugares: readonly LugarDelCodigo[] | undefined; elegido: (l: LugarDelCodigo) => boolean; alElegir: (l: LugarDelCodigo) => void }) {
  if (!CODIGO_POSTAL.test(codigo) || !lugares || lugares.some(elegido)) return null;
  return (
    <div role="status" className="text-sm text-slate-700 sm:col-span-4 sm:self-end">
      {lugares.length === 0 ? (
        <p className="text-amber-800">No hay ninguna localidad con el código postal {codigo}.</p>
      ) : (
        <>
          <p>El código postal {codigo} es de:</p>
          <div className="mt-1 flex flex-wrap gap-2">
            {lugares.slice(0, 8).map((l) => (
              <button key={l.municipio.id} type="button" className="boton-secundario min-h-11 px-3 py-1" onClick={() => alElegir(l)}>
                {l.municipio.nombre} ({l.provincia.nombre})
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
