"use client";

import { useRouter } from "next/navigation";
import type { Accion } from "@/lib/accion";
import { formatearFecha } from "@/lib/fechas";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Vacio } from "../ui/Tarjeta";
import { Aviso } from "../ui/Aviso";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

export type Baja = { codigo: number; nombre: string; aula: string; departamento: string; fechabaja: string | null; motivoBaja: string | null; bajaPor: string | null };

/**
 * One page of the centre's decommissioned articles, each with 'Recuperar' (admin only, confirmed). A
 * client component's props travel in the page: it gets only the fields it shows, and each line of
 * text as one string (a centre piles up bajas; decision 040).
 */
export function ListaBajas({ bajas, recuperar, vacio = "No hay artículos dados de baja." }: { bajas: Baja[]; recuperar: Accion<undefined>; vacio?: string }) {
  const router = useRouter();
  const c = useAccionConfirmada<Baja>();
  return (
    <>
      <div aria-live="polite">
        <Aviso estado={c.estado} className="mb-3" />
      </div>
      {bajas.length === 0 ? (
        <Vacio>{vacio}</Vacio>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Artículos dados de baja">
          {bajas.map((b) => (
            <li key={b.codigo} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  <span className="font-mono text-marca-700">{b.codigo}</span>
                  {` · ${b.nombre}`}
                </p>
                <p className="text-sm text-slate-600">{`${b.aula} · ${b.departamento} · Dado de baja el ${formatearFecha(b.fechabaja)}${b.bajaPor ? ` por ${b.bajaPor}` : ""}${b.motivoBaja ? `: ${b.motivoBaja}` : ""}`}</p>
              </div>
              <button type="button" className="boton-secundario" disabled={c.ocupado} onClick={() => c.pedir(b)} aria-label={`Recuperar el artículo ${b.codigo} (${b.nombre})`}>
                Recuperar
              </button>
            </li>
          ))}
        </ul>
      )}
      <DialogoConfirmar
        titulo="Recuperar artículo"
        textoConfirmar="Recuperar"
        {...c.dialogo(async (b) => {
          const r = await recuperar(null, { codigo: b.codigo });
          router.refresh();
          return r;
        })}
      >
        {c.pendiente && (
          <p>
            ¿Volver a poner en uso el artículo {c.pendiente.codigo} ({c.pendiente.nombre}) de {c.pendiente.departamento}?
          </p>
        )}
      </DialogoConfirmar>
    </>
  );
}
