"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { Accion } from "@/lib/accion";
import type { EstadoFormulario } from "@/lib/errors";
import { formatearFecha } from "@/lib/fechas";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Vacio } from "../ui/Tarjeta";
import { Aviso } from "../ui/Aviso";

type Baja = { codigo: number; nombre: string; aula: string; departamento: string; fechabaja: string | null; motivoBaja: string | null; bajaPor: string | null };

/** Decommissioned articles of the whole centre, each with 'Recuperar' (admin only, confirmed). */
export function ListaBajas({ bajas, recuperar }: { bajas: Baja[]; recuperar: Accion<undefined> }) {
  const router = useRouter();
  const [elegido, setElegido] = useState<Baja | null>(null);
  const [mensaje, setMensaje] = useState<EstadoFormulario>(null);
  const [pendiente, startTransition] = useTransition();
  return (
    <>
      <div aria-live="polite">
        <Aviso estado={mensaje} className="mb-3" />
      </div>
      {bajas.length === 0 ? (
        <Vacio>No hay artículos dados de baja.</Vacio>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Artículos dados de baja">
          {bajas.map((b) => (
            <li key={b.codigo} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  <span className="font-mono text-marca-700">{b.codigo}</span> · {b.nombre}
                </p>
                <p className="text-sm text-slate-600">
                  {b.aula} · {b.departamento} · Dado de baja el {formatearFecha(b.fechabaja)}
                  {b.bajaPor ? ` por ${b.bajaPor}` : ""}
                  {b.motivoBaja ? `: ${b.motivoBaja}` : ""}
                </p>
              </div>
              <button type="button" className="boton-secundario" disabled={pendiente} onClick={() => setElegido(b)} aria-label={`Recuperar el artículo ${b.codigo} (${b.nombre})`}>
                Recuperar
              </button>
            </li>
          ))}
        </ul>
      )}
      <DialogoConfirmar
        abierto={elegido !== null}
        titulo="Recuperar artículo"
        textoConfirmar="Recuperar"
        onCancelar={() => setElegido(null)}
        onConfirmar={() => {
          const b = elegido;
          setElegido(null);
          if (!b) return;
          startTransition(async () => {
            setMensaje(await recuperar(null, { codigo: b.codigo }));
            router.refresh();
          });
        }}
      >
        {elegido && (
          <p>
            ¿Volver a poner en uso el artículo {elegido.codigo} ({elegido.nombre}) de {elegido.departamento}?
          </p>
        )}
      </DialogoConfirmar>
    </>
  );
}
