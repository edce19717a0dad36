import type { EstadoFormulario } from "@/lib/errors";

/** A server action made with lib/accion.ts, as client components receive it. */
export type AccionAdmin<D> = (prev: EstadoFormulario<D>, entrada: unknown) => Promise<EstadoFormulario<D>>;

export type Opcion = { valor: string; etiqueta: string };
