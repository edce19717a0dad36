"use client";

import type { Accion } from "@/lib/accion";
import type { AjustesCentro } from "@/lib/convalidaciones/schemas";
import { AvisoFormulario, CampoArea, CampoTexto } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { BotonEnviar } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";

type Props = { ajustes: AjustesCentro; accion: Accion<undefined> };

/** The letterhead and the citations of the reply letter; checked by the same schema on the server. */
export function FormularioAjustes({ ajustes, accion }: Props) {
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<AjustesCentro, undefined>({ schema: () => import("@/lib/convalidaciones/schemas").then((m) => m.ajustesCentroSchema), accion, valores: ajustes });
  const campo = (c: keyof AjustesCentro) => ({ error: error(c), ...form.register(c) });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-6">
      <fieldset className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-6">
        <legend className="px-1 text-lg font-semibold">Membrete</legend>
        <CampoTexto etiqueta="Nombre del centro" className="sm:col-span-6" {...campo("nombre")} />
        <CampoTexto etiqueta="Dirección" className="sm:col-span-6" {...campo("direccion")} />
        <CampoTexto etiqueta="Código postal" inputMode="numeric" maxLength={5} className="sm:col-span-2" {...campo("codigoPostal")} />
        <CampoTexto etiqueta="Localidad" className="sm:col-span-2" {...campo("localidad")} />
        <CampoTexto etiqueta="Provincia" className="sm:col-span-2" {...campo("provincia")} />
        <CampoTexto etiqueta="Teléfono" type="tel" className="sm:col-span-2" {...campo("telefono")} />
        <CampoTexto etiqueta="Fax (opcional)" type="tel" className="sm:col-span-2" {...campo("fax")} />
        <CampoTexto etiqueta="Correo electrónico" type="email" className="sm:col-span-2" {...campo("email")} />
      </fieldset>
      <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <legend className="px-1 text-lg font-semibold">Normativa citada en la carta de respuesta</legend>
        <CampoArea etiqueta="Real decreto estatal de convalidaciones" rows={3} {...campo("normativaEstatal")} />
        <CampoArea etiqueta="Instrucciones de Aragón" rows={3} {...campo("normativaInstrucciones")} />
        <CampoArea
          etiqueta="Decreto de Formación Profesional de Aragón"
          rows={3}
          ayuda="Actualízalo cuando se modifique (p. ej., el Decreto 91/2024 lo modificó el Decreto 107/2025)."
          {...campo("normativaAutonomica")}
        />
      </fieldset>
      <AvisoFormulario estado={estado} />
      <div className="flex justify-end">
        <BotonEnviar enviando={enviando} texto="Guardar" />
      </div>
    </Formulario>
  );
}
