"use client";

import { useState } from "react";
import type { Accion as AccionServidor } from "@/lib/accion";
import { esRutaProvincial } from "@/lib/matricula/reglas";
import { AvisoFormulario, CampoTexto } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

type Ruta = { id: number; nombre: string; activa: boolean; matriculas: number };
type Accion = AccionServidor<undefined>;
type Valores = { id: string | number; nombre: string; activa: boolean };

function FormularioRuta({ ruta, guardar, alTerminar }: { ruta?: Ruta; guardar: Accion; alTerminar?: () => void }) {
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({
    schema: () => import("@/lib/matricula/schemas").then((m) => m.rutaFormSchema),
    accion: guardar,
    valores: { id: ruta?.id ?? "", nombre: ruta?.nombre ?? "", activa: ruta?.activa ?? true },
    alExito: () => {
      if (!ruta) form.reset();
      alTerminar?.();
    },
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate aria-label={ruta ? `Editar la ruta ${ruta.nombre}` : "Nueva ruta"} className="flex flex-wrap items-end gap-3">
      <CampoTexto etiqueta={ruta ? "Nombre" : "Nombre de la nueva ruta"} maxLength={60} className="min-w-48 flex-1" error={error("nombre")} {...form.register("nombre")} />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" className="h-4 w-4" {...form.register("activa")} />
        Se ofrece a los estudiantes
      </label>
      <button type="submit" className="boton-primario" disabled={enviando}>
        {ruta ? "Guardar" : "Añadir ruta"}
      </button>
      {ruta && (
        <button type="button" className="boton-secundario" onClick={alTerminar}>
          Cancelar
        </button>
      )}
      <div className="w-full">
        <AvisoFormulario estado={estado} />
      </div>
    </Formulario>
  );
}

function FilaRuta({ ruta, guardar, borrar }: { ruta: Ruta; guardar: Accion; borrar: Accion }) {
  const [editando, setEditando] = useState(false);
  const c = useAccionConfirmada<Ruta>();
  if (editando) {
    return (
      <li className="py-3">
        <FormularioRuta ruta={ruta} guardar={guardar} alTerminar={() => setEditando(false)} />
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <span className="min-w-40 flex-1 font-medium">
        {ruta.nombre}
        {esRutaProvincial(ruta.nombre) && <span className="block text-xs font-normal text-slate-600">Pide al estudiante el punto de salida.</span>}
      </span>
      <span className={`text-sm ${ruta.activa ? "text-green-800" : "text-slate-500"}`}>{ruta.activa ? "Se ofrece" : "No se ofrece"}</span>
      <span className="text-sm text-slate-600">{ruta.matriculas === 1 ? "1 matrícula" : `${ruta.matriculas} matrículas`}</span>
      <span className="flex gap-2">
        <button type="button" className="boton-secundario px-3 py-1.5 text-sm" onClick={() => setEditando(true)} aria-label={`Editar ${ruta.nombre}`}>
          Editar
        </button>
        <button
          type="button"
          className="boton-secundario px-3 py-1.5 text-sm"
          onClick={() => c.pedir(ruta)}
          disabled={c.ocupado || ruta.matriculas > 0}
          title={ruta.matriculas > 0 ? "Está en alguna matrícula: desactívala en lugar de borrarla" : undefined}
          aria-label={`Borrar ${ruta.nombre}`}
        >
          Borrar
        </button>
      </span>
      <div className="w-full empty:hidden">
        <AvisoFormulario estado={c.estado} />
      </div>
      <DialogoConfirmar titulo="Borrar la ruta" textoConfirmar="Borrar" peligro {...c.dialogo((r) => borrar(null, { id: r.id }))}>
        <p>Se borrará la ruta «{ruta.nombre}». Ningún estudiante la ha pedido todavía.</p>
      </DialogoConfirmar>
    </li>
  );
}

/** The transport routes the matrícula offers: add, rename, stop offering, delete an unused one. */
export function GestionRutas({ rutas, guardar, borrar }: { rutas: Ruta[]; guardar: Accion; borrar: Accion }) {
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <FormularioRuta guardar={guardar} />
      </div>
      {rutas.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">Todavía no hay rutas: los estudiantes solo podrán elegir «No necesitaré transporte».</p>
      ) : (
        <ul aria-label="Rutas de transporte" className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-4 shadow-sm">
          {rutas.map((r) => (
            <FilaRuta key={`${r.id}-${r.nombre}-${r.activa}`} ruta={r} guardar={guardar} borrar={borrar} />
          ))}
        </ul>
      )}
    </div>
  );
}
