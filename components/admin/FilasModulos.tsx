"use client";

import type { Accion } from "@/lib/accion";
import type { Opcion } from "../forms/Opciones";
import { BotonEliminar } from "./BotonEliminar";
import { Edicion } from "./Edicion";
import { FormularioModulo, type ValoresModulo } from "./FormularioModulo";
import { FilaCentro, ListaCentro } from "./ListaCentro";

/** One module of the admin list, its detail line already written (decision 051). */
export type FilaModuloAdmin = { detalle: string; valores: ValoresModulo };

/**
 * The rows of the admin list of modules, each with its edit form and its delete button. A client
 * component on purpose: a page of 25 modules travels in the RSC payload as these values, with the
 * cycle and department options once, not as the element tree of each row, which was a third of the
 * page (decision 051). The HTML is the same.
 */
export function FilasModulos<G, E>({ filas, ciclos, departamentos, guardar, eliminar, vacio }: { filas: FilaModuloAdmin[]; ciclos: Opcion[]; departamentos: Opcion[]; guardar: Accion<G>; eliminar: Accion<E>; vacio: string }) {
  return (
    <ListaCentro vacio={vacio}>
      {filas.map(({ detalle, valores: v }) => (
        <FilaCentro
          key={`${v.codigo}/${v.ciclo}`}
          titulo={
            <>
              <span className="font-mono">{v.codigo}</span> · {v.nombre}
            </>
          }
          detalle={detalle}
        >
          <Edicion resumen={`Editar el módulo ${v.codigo} de ${v.ciclo}`}>
            <FormularioModulo accion={guardar} ciclos={ciclos} departamentos={departamentos} valores={v} />
          </Edicion>
          <BotonEliminar accion={eliminar} datos={{ codigo: v.codigo, ciclo: v.ciclo }} etiqueta={`Eliminar el módulo ${v.codigo} de ${v.ciclo}`} titulo="Eliminar módulo">
            <p>
              ¿Eliminar el módulo {v.codigo} ({v.nombre}) de {v.ciclo}? Solo se puede si nadie lo imparte y no tiene matrículas, horario, encuestas ni solicitudes.
            </p>
          </BotonEliminar>
        </FilaCentro>
      ))}
    </ListaCentro>
  );
}
