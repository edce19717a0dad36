"use client";

import { useId, useState } from "react";
import type { Accion } from "@/lib/accion";
import type { EstadoFormulario } from "@/lib/errors";
import { Mensajes } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { Aviso } from "../ui/Aviso";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { Vacio } from "../ui/Tarjeta";
import { useAccionConfirmada } from "../ui/useAccionConfirmada";

type Categoria = { id: number; nombre: string; subcategorias: { id: number; nombre: string }[] };

export type AccionesCategorias = {
  crearCategoria: Accion<undefined>;
  renombrarCategoria: Accion<undefined>;
  eliminarCategoria: Accion<undefined>;
  crearSubcategoria: Accion<undefined>;
  renombrarSubcategoria: Accion<undefined>;
  eliminarSubcategoria: Accion<undefined>;
};

type Valores = { id?: number; nombre: string };

/**
 * A one-field form (add or rename) with its button; every row of the editor is one. The field's
 * problem (empty, too long, the name already taken) shows under it; a success goes to the editor's
 * status line, and an 'add' form empties itself.
 */
function FormularioNombre({ accion, id, etiqueta, valor = "", boton, alGuardar }: { accion: Accion<undefined>; id?: number; etiqueta: string; valor?: string; boton: string; alGuardar: (e: EstadoFormulario) => void }) {
  const idCampo = useId();
  const nuevo = valor === "";
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({
    schema: () => import("@/lib/inventario/schemas").then((m) => id === undefined ? m.nombreCatalogoFormSchema : m.renombrarCatalogoSchema),
    accion,
    valores: id === undefined ? { nombre: valor } : { id, nombre: valor },
    modo: "onSubmit",
    alExito: (r) => {
      if (nuevo) form.reset({ id, nombre: "" });
      alGuardar(r);
    },
  });
  const problema = error("nombre") ?? (estado && !estado.ok ? estado.message : undefined);
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate claseForm="flex-1">
      <div className="flex gap-2">
        <label htmlFor={idCampo} className="sr-only">
          {etiqueta}
        </label>
        <input
          id={idCampo}
          maxLength={80}
          placeholder={etiqueta}
          aria-invalid={problema ? true : undefined}
          aria-describedby={`${idCampo}-error`}
          className={`w-full min-w-0 flex-1 rounded-lg border px-3 py-2 ${problema ? "border-red-600" : "border-slate-300"}`}
          {...form.register("nombre")}
        />
        <button type="submit" className="boton-secundario shrink-0" disabled={enviando}>
          {boton}
        </button>
      </div>
      <Mensajes id={idCampo} error={problema} />
    </Formulario>
  );
}

type Borrado = { accion: Accion<undefined>; id: number; nombre: string };

/** Categories and subcategories for the admin: add, rename, delete (refused while in use). */
export function EditorCategorias({ categorias, acciones }: { categorias: Categoria[]; acciones: AccionesCategorias }) {
  // Deletes ask first; every outcome (a save of any row, or a delete) shows in one status line.
  const c = useAccionConfirmada<Borrado>();
  const [guardado, setGuardado] = useState<EstadoFormulario>(null);
  const eliminar = (b: Borrado) => (
    <button
      type="button"
      className="boton-secundario text-red-700"
      aria-label={`Eliminar ${b.nombre}`}
      onClick={() => {
        setGuardado(null);
        c.pedir(b);
      }}
      disabled={c.ocupado}
    >
      Eliminar
    </button>
  );
  return (
    <div className="space-y-4" aria-busy={c.ocupado}>
      <div aria-live="polite">
        <Aviso estado={guardado ?? c.estado} />
      </div>
      <FormularioNombre accion={acciones.crearCategoria} etiqueta="Nueva categoría" boton="Añadir categoría" alGuardar={setGuardado} />
      {categorias.length === 0 && <Vacio>Todavía no hay categorías. Añade la primera: sin categorías, las jefaturas no pueden dar de alta artículos.</Vacio>}
      <ul className="space-y-4">
        {categorias.map((c) => (
          <li key={c.id} className="rounded-lg border border-slate-200 p-3">
            <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
              <FormularioNombre key={c.nombre} accion={acciones.renombrarCategoria} id={c.id} etiqueta={`Nombre de la categoría ${c.nombre}`} valor={c.nombre} boton="Renombrar" alGuardar={setGuardado} />
              {eliminar({ accion: acciones.eliminarCategoria, id: c.id, nombre: c.nombre })}
            </div>
            <ul className="mt-3 space-y-2 border-l-2 border-slate-100 pl-3" aria-label={`Subcategorías de ${c.nombre}`}>
              {c.subcategorias.map((s) => (
                <li key={s.id} className="flex flex-col gap-2 sm:flex-row sm:items-start">
                  <FormularioNombre key={s.nombre} accion={acciones.renombrarSubcategoria} id={s.id} etiqueta={`Nombre de la subcategoría ${s.nombre}`} valor={s.nombre} boton="Renombrar" alGuardar={setGuardado} />
                  {eliminar({ accion: acciones.eliminarSubcategoria, id: s.id, nombre: s.nombre })}
                </li>
              ))}
              <li>
                <FormularioNombre accion={acciones.crearSubcategoria} id={c.id} etiqueta={`Nueva subcategoría de ${c.nombre}`} boton="Añadir" alGuardar={setGuardado} />
              </li>
            </ul>
          </li>
        ))}
      </ul>
      <DialogoConfirmar titulo="Eliminar" textoConfirmar="Eliminar" peligro {...c.dialogo((b) => b.accion(null, { id: b.id }))}>
        {c.pendiente && <p>¿Eliminar «{c.pendiente.nombre}»? Si algún artículo la usa, no se eliminará.</p>}
      </DialogoConfirmar>
    </div>
  );
}
