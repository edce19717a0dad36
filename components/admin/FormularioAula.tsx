"use client";

import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { CampoSelect, CampoTexto } from "../forms/Campos";
import { ETIQUETA_TIPO_AULA } from "@/lib/aulas/etiquetas";
import { Opciones, opcionesDe } from "../forms/Opciones";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";

export type ValoresAula = { id: string; nombre: string; tipo: string; capacidad: string };

export function FormularioAula<D>({ accion, valores }: { accion: Accion<D>; valores?: ValoresAula }) {
  const inicial = valores ?? { id: "", nombre: "", tipo: "aula", capacidad: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<ValoresAula, D>({ schema: () => import("@/lib/aulas/admin-schemas").then((m) => m.aulaSchema), accion, valores: inicial, alExito: () => (valores ? undefined : form.reset(inicial)) });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="grid gap-3 sm:grid-cols-3">
      <CampoTexto etiqueta="Nombre" maxLength={80} placeholder="Aula 13" {...form.register("nombre")} error={error("nombre")} />
      <CampoSelect etiqueta="Tipo" {...form.register("tipo")} error={error("tipo")}>
        <Opciones lista={opcionesDe(ETIQUETA_TIPO_AULA)} />
      </CampoSelect>
      <CampoTexto etiqueta="Capacidad (puestos)" inputMode="numeric" maxLength={4} {...form.register("capacidad")} error={error("capacidad")} />
      <PieFormulario enviando={enviando} estado={estado} texto={valores ? "Guardar" : "Crear aula"} />
    </Formulario>
  );
}
