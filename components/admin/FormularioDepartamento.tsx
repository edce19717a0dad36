"use client";

import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { CampoSelect, CampoTexto } from "../forms/Campos";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";
import type { Opcion } from "../forms/Opciones";
import { Opciones } from "../forms/Opciones";

type Valores = { id: string; nombre: string; jefeId: string };

/** New department or an existing one (with its id): name and head (a jefatura account). */
export function FormularioDepartamento<D>({ accion, valores, jefaturas }: { accion: Accion<D>; valores?: Valores; jefaturas: Opcion[] }) {
  const inicial = valores ?? { id: "", nombre: "", jefeId: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, D>({
    schema: () => import("@/lib/departamentos/admin-schemas").then((m) => m.departamentoSchema),
    accion,
    valores: inicial,
    alExito: () => (valores ? undefined : form.reset(inicial)),
  });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="grid gap-3 sm:grid-cols-2">
      <CampoTexto etiqueta="Nombre del departamento" maxLength={80} {...form.register("nombre")} error={error("nombre")} />
      <CampoSelect etiqueta="Jefatura" {...form.register("jefeId")} error={error("jefeId")} ayuda="Solo personas con el cargo de jefatura.">
        <option value="">Sin jefatura</option>
        <Opciones lista={jefaturas} />
      </CampoSelect>
      <PieFormulario enviando={enviando} estado={estado} texto={valores ? "Guardar" : "Crear departamento"} />
    </Formulario>
  );
}
