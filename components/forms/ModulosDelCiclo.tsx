"use client";

import type { ModuloCatalogo } from "@/lib/ciclos/queries";
import { FalloDeCarga } from "./FalloDeCarga";
import { listaDeLaApi, useListasPorClave } from "./useListasPorClave";

/** Loads a cycle's modules from the public catalogue (GET /api/ciclos/{codigo}/modulos). */
export type CargarModulos = (ciclo: string) => Promise<ModuloCatalogo[]>;

const modulosDeLaApi: CargarModulos = (ciclo) => listaDeLaApi<ModuloCatalogo>(`/api/ciclos/${encodeURIComponent(ciclo)}/modulos`);

/**
 * The modules of the cycle a form has chosen: those the page brought (its starting cycle's) show
 * at once, another cycle's are loaded when it is chosen, once.
 */
export function useModulosDelCiclo(iniciales: Record<string, ModuloCatalogo[]>, ciclo: string | undefined, cargar: CargarModulos = modulosDeLaApi) {
  const r = useListasPorClave(iniciales, ciclo ? [ciclo] : [], cargar, "No se han podido cargar los módulos del ciclo. Comprueba la conexión y vuelve a intentarlo.");
  return { ...r, ciclo };
}

type Props = {
  /** useModulosDelCiclo's result: the chosen cycle (none yet, perhaps) and what has arrived. */
  pedidos: ReturnType<typeof useModulosDelCiclo>;
  /** The form's own list of the modules (checkboxes, by course or not). */
  children: (modulos: ModuloCatalogo[]) => React.ReactNode;
};

/** What a form shows where a cycle's modules go: a hint, a loading line, a failure to retry, or the list. */
export function ModulosDelCiclo({ pedidos, children }: Props) {
  const { ciclo } = pedidos;
  const modulos = ciclo ? pedidos.listas[ciclo] : undefined;
  if (!ciclo) return <p className="mt-1 text-sm text-slate-600">Elige primero un ciclo para ver sus módulos.</p>;
  if (modulos) return children(modulos);
  if (pedidos.fallo) return <FalloDeCarga mensaje={pedidos.fallo} reintentar={pedidos.reintentar} />;
  return (
    <p role="status" className="mt-1 text-sm text-slate-600">
      Cargando los módulos del ciclo…
    </p>
  );
}
