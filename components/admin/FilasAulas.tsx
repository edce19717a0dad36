"use client";

import type { Accion } from "@/lib/accion";
import { BotonEliminar } from "./BotonEliminar";
import { Edicion } from "./Edicion";
import { FormularioAula, type ValoresAula } from "./FormularioAula";
import { FilaCentro, ListaCentro } from "./ListaCentro";

/** One room of the admin list, its detail line already written (decision 051). */
export type FilaAulaAdmin = { detalle: string; valores: ValoresAula };

/**
 * The rows of the admin list of rooms, each with its edit form and its delete button. A client
 * component on purpose, like FilasModulos: the centre's rooms, all on one page, travel in the RSC
 * payload as these values, not as the element tree of each row (decision 051). The HTML is the same.
 */
export function FilasAulas<G, E>({ filas, guardar, eliminar, vacio }: { filas: FilaAulaAdmin[]; guardar: Accion<G>; eliminar: Accion<E>; vacio: string }) {
  return (
    <ListaCentro vacio={vacio}>
      {filas.map(({ detalle, valores: v }) => (
        <FilaCentro key={v.id} titulo={v.nombre} detalle={detalle}>
          <Edicion resumen={`Editar el aula ${v.nombre}`}>
            <FormularioAula accion={guardar} valores={v} />
          </Edicion>
          <BotonEliminar accion={eliminar} datos={{ id: Number(v.id) }} etiqueta={`Eliminar el aula ${v.nombre}`} titulo="Eliminar aula">
            <p>¿Eliminar el aula {v.nombre}?</p>
          </BotonEliminar>
        </FilaCentro>
      ))}
    </ListaCentro>
  );
}
