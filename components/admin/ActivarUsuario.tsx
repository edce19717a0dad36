"use client";

import { BotonEliminar } from "./BotonEliminar";
import type { Accion } from "@/lib/accion";

/** Deactivate (never delete: the history keeps the person) or reactivate, after confirming. */
export function ActivarUsuario<D>({ accion, id, nombre, activo }: { accion: Accion<D>; id: number; nombre: string; activo: boolean }) {
  return activo ? (
    <BotonEliminar accion={accion} datos={{ id, activo: false }} etiqueta={`Desactivar la cuenta de ${nombre}`} titulo="Desactivar cuenta" texto="Desactivar cuenta" textoConfirmar="Desactivar">
      <p>
        {nombre} no podrá entrar en el portal desde su próxima petición. Sus datos, sus asignaciones y su historial se conservan y puedes reactivar la cuenta cuando quieras.
      </p>
    </BotonEliminar>
  ) : (
    <BotonEliminar accion={accion} datos={{ id, activo: true }} etiqueta={`Reactivar la cuenta de ${nombre}`} titulo="Reactivar cuenta" texto="Reactivar cuenta" textoConfirmar="Reactivar" peligro={false}>
      <p>{nombre} podrá volver a entrar en el portal.</p>
    </BotonEliminar>
  );
}
