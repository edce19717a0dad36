"use client";

import type { Accion } from "@/lib/accion";
import { Avatar } from "../ui/Avatar";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Vacio } from "../ui/Tarjeta";
import { Aviso } from "../ui/Aviso";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

type Estudiante = { id: number; codigo: string | null; nombre: string; apellidos: string; email: string; imageUrl: string | null };

export function ListaMatriculados({ modulo, estudiantes, quitar }: { modulo: { codigo: string; ciclo: string }; estudiantes: Estudiante[]; quitar: Accion<undefined> }) {
  const c = useAccionConfirmada<Estudiante>();

  return (
    <>
      <div aria-live="polite">
        <Aviso estado={c.estado} className="mb-3" />
      </div>
      {estudiantes.length === 0 ? (
        <Vacio>Todavía no hay estudiantes matriculados.</Vacio>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Estudiantes matriculados">
          {estudiantes.map((e) => (
            <li key={e.id} className="flex items-center gap-3 py-2">
              <Avatar nombre={e.nombre} apellidos={e.apellidos} imageUrl={e.imageUrl} />
              <div className="grid min-w-0 flex-1 gap-x-4 sm:grid-cols-3">
                <span className="font-medium">{e.nombre}</span>
                <span>{e.apellidos}</span>
                <span className="truncate text-sm text-slate-600">{e.email}</span>
              </div>
              <button
                type="button"
                onClick={() => c.pedir(e)}
                disabled={c.ocupado}
                aria-label={`Quitar a ${e.nombre} ${e.apellidos}`}
                title="Quitar del módulo"
                className="inline-flex h-10 w-10 items-center justify-center rounded-full text-red-700 hover:bg-red-50"
              >
                <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                  <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      )}
      <DialogoConfirmar titulo="Quitar del módulo" textoConfirmar="Quitar" peligro {...c.dialogo((e) => quitar(null, { ...modulo, estudiante: e.codigo ?? e.email }))}>
        {c.pendiente && (
          <p>
            ¿Quitar a {c.pendiente.nombre} {c.pendiente.apellidos} de este módulo?
          </p>
        )}
      </DialogoConfirmar>
    </>
  );
}
