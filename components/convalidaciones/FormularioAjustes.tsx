"use client";

import { useActionState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/modulos/actions";
import type { AjustesCentro } from "@/lib/convalidaciones/schemas";
import { AvisoFormulario, CampoArea, CampoTexto } from "../forms/Campos";

type Props = { ajustes: AjustesCentro; accion: (prev: EstadoFormulario, fd: FormData) => Promise<EstadoFormulario> };

/** The letterhead and the citations of the reply letter; checked by the same schema on the server. */
export function FormularioAjustes({ ajustes, accion }: Props) {
  const [estado, enviar, enviando] = useActionState(accion, null);
  const [, startTransition] = useTransition();
  const error = (c: keyof AjustesCentro) => estado?.fieldErrors?.[c]?.[0];
  return (
    <form
      action={enviar}
      noValidate
      // Submitting by hand keeps what was typed: React resets a form after its action runs.
      onSubmit={(e) => {
        e.preventDefault();
        const fd = new FormData(e.currentTarget);
        startTransition(() => enviar(fd));
      }}
      className="space-y-6"
    >
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-6">
        <legend className="px-1 text-lg font-semibold">Membrete</legend>
        <CampoTexto etiqueta="Nombre del centro" name="nombre" defaultValue={ajustes.nombre} error={error("nombre")} className="sm:col-span-6" />
        <CampoTexto etiqueta="Dirección" name="direccion" defaultValue={ajustes.direccion} error={error("direccion")} className="sm:col-span-6" />
        <CampoTexto etiqueta="Código postal" name="codigoPostal" inputMode="numeric" maxLength={5} defaultValue={ajustes.codigoPostal} error={error("codigoPostal")} className="sm:col-span-2" />
        <CampoTexto etiqueta="Localidad" name="localidad" defaultValue={ajustes.localidad} error={error("localidad")} className="sm:col-span-2" />
        <CampoTexto etiqueta="Provincia" name="provincia" defaultValue={ajustes.provincia} error={error("provincia")} className="sm:col-span-2" />
        <CampoTexto etiqueta="Teléfono" name="telefono" type="tel" defaultValue={ajustes.telefono} error={error("telefono")} className="sm:col-span-2" />
        <CampoTexto etiqueta="Fax (opcional)" name="fax" type="tel" defaultValue={ajustes.fax} error={error("fax")} className="sm:col-span-2" />
        <CampoTexto etiqueta="Correo electrónico" name="email" type="email" defaultValue={ajustes.email} error={error("email")} className="sm:col-span-2" />
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <legend className="px-1 text-lg font-semibold">Normativa citada en la carta de respuesta</legend>
        <CampoArea etiqueta="Real decreto estatal de convalidaciones" name="normativaEstatal" rows={3} defaultValue={ajustes.normativaEstatal} error={error("normativaEstatal")} />
        <CampoArea etiqueta="Instrucciones de Aragón" name="normativaInstrucciones" rows={3} defaultValue={ajustes.normativaInstrucciones} error={error("normativaInstrucciones")} />
        <CampoArea
          etiqueta="Decreto de Formación Profesional de Aragón"
          name="normativaAutonomica"
          rows={3}
          defaultValue={ajustes.normativaAutonomica}
          error={error("normativaAutonomica")}
          ayuda="Actualízalo cuando se modifique (p. ej., el Decreto 91/2024 lo modificó el Decreto 107/2025)."
        />
      </fieldset>
      <AvisoFormulario estado={estado} />
      <div className="flex justify-end">
        <button type="submit" className="boton-primario" disabled={enviando}>
          {enviando ? "Guardando…" : "Guardar"}
        </button>
      </div>
    </form>
  );
}
