"use client";

import { useActionState, useId, useState, useTransition } from "react";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import type { EstadoCategoria } from "@/lib/inventario/actions";
import { Aviso } from "../ui/Aviso";

type Categoria = { id: number; nombre: string; subcategorias: { id: number; nombre: string }[] };
type Accion = (prev: EstadoCategoria, fd: FormData) => Promise<EstadoCategoria>;

/** A one-field form (rename or add) with its button; every editor row is one of these. */
function FormularioNombre({ accion, operacion, id, etiqueta, valor, boton }: { accion: (fd: FormData) => void; operacion: string; id?: number; etiqueta: string; valor?: string; boton: string }) {
  return (
    <form action={accion} className="flex flex-1 gap-2">
      <input type="hidden" name="operacion" value={operacion} />
      {id !== undefined && <input type="hidden" name="id" value={id} />}
      <label className="flex-1">
        <span className="sr-only">{etiqueta}</span>
        <input name="nombre" required maxLength={80} defaultValue={valor} placeholder={etiqueta} className="w-full rounded-lg border border-slate-300 px-3 py-2" />
      </label>
      <button type="submit" className="boton-secundario">
        {boton}
      </button>
    </form>
  );
}

type Borrado = { operacion: string; id: number; nombre: string };

function BotonEliminar({ pedir, ...b }: Borrado & { pedir: (b: Borrado) => void }) {
  return (
    <button type="button" className="boton-secundario text-red-700" aria-label={`Eliminar ${b.nombre}`} onClick={() => pedir(b)}>
      Eliminar
    </button>
  );
}

/** Categories and subcategories for the admin: add, rename, delete (refused while in use). */
export function EditorCategorias({ categorias, accion }: { categorias: Categoria[]; accion: Accion }) {
  const [estado, enviar, enviando] = useActionState(accion, null);
  const [aBorrar, setABorrar] = useState<Borrado | null>(null);
  const [, startTransition] = useTransition();
  const id = useId();
  return (
    <div className="space-y-4" aria-busy={enviando}>
      <div aria-live="polite" id={`${id}-estado`}>
        <Aviso estado={estado} />
      </div>
      <FormularioNombre accion={enviar} operacion="crear-categoria" etiqueta="Nueva categoría" boton="Añadir categoría" />
      <ul className="space-y-4">
        {categorias.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-col gap-2 sm:flex-row">
              <FormularioNombre key={c.nombre} accion={enviar} operacion="renombrar-categoria" id={c.id} etiqueta={`Nombre de la categoría ${c.nombre}`} valor={c.nombre} boton="Renombrar" />
              <BotonEliminar pedir={setABorrar} operacion="eliminar-categoria" id={c.id} nombre={c.nombre} />
            </div>
            <ul className="mt-3 space-y-2 border-l-2 border-slate-100 pl-3" aria-label={`Subcategorías de ${c.nombre}`}>
              {c.subcategorias.map((s) => (
                <li key={s.id} className="flex flex-col gap-2 sm:flex-row">
                  <FormularioNombre key={s.nombre} accion={enviar} operacion="renombrar-subcategoria" id={s.id} etiqueta={`Nombre de la subcategoría ${s.nombre}`} valor={s.nombre} boton="Renombrar" />
                  <BotonEliminar pedir={setABorrar} operacion="eliminar-subcategoria" id={s.id} nombre={s.nombre} />
                </li>
              ))}
              <li>
                <FormularioNombre accion={enviar} operacion="crear-subcategoria" id={c.id} etiqueta={`Nueva subcategoría de ${c.nombre}`} boton="Añadir" />
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <DialogoConfirmar
        abierto={aBorrar !== null}
        titulo="Eliminar"
        textoConfirmar="Eliminar"
        peligro
        onCancelar={() => setABorrar(null)}
        onConfirmar={() => {
          const b = aBorrar;
          setABorrar(null);
          if (!b) return;
          const fd = new FormData();
          fd.set("operacion", b.operacion);
          fd.set("id", String(b.id));
          startTransition(() => enviar(fd));
        }}
      >
        {aBorrar && <p>¿Eliminar «{aBorrar.nombre}»? Si algún artículo la usa, no se eliminará.</p>}
      </DialogoConfirmar>
    </div>
  );
}
