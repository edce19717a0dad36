"use client";

import { useState } from "react";
import { Formulario } from "../forms/Formulario";

export const AVISO_DATOS_DOCENTE = "Para actualizar tu nombre y tus apellidos, cámbialos en tu cuenta de Google del centro; el portal los toma de allí.";

export function DatosDocente({ nombre, apellidos }: { nombre: string; apellidos: string }) {
  const [aviso, setAviso] = useState(false);
  return (
    <Formulario
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        setAviso(true);
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="text-sm text-slate-700">Nombre</span>
          <input readOnly value={nombre} className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2.5" />
        </label>
        <label className="block">
          <span className="text-sm text-slate-700">Apellidos</span>
          <input readOnly value={apellidos} className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2.5" />
        </label>
      </div>
      <button type="submit" className="boton-primario">
        Actualizar
      </button>
      <div aria-live="polite">
        {aviso && (
          <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {AVISO_DATOS_DOCENTE}
          </p>
        )}
      </div>
    </Formulario>
  );
}
