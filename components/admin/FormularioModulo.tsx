"use client";

import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { CampoSelect, CampoTexto } from "../forms/Campos";
import { CampoCurso } from "./CampoCurso";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";
import type { Opcion } from "../forms/Opciones";
import { Opciones } from "../forms/Opciones";

export type ValoresModulo = { codigo: string; ciclo: string; curso: string; nombre: string; horas: string; departamentoId: string };

/** New module, or an existing one (code and cycle read-only). */
export function FormularioModulo<D>({ accion, valores, ciclos, departamentos }: { accion: Accion<D>; valores?: ValoresModulo; ciclos: Opcion[]; departamentos: Opcion[] }) {
  const inicial = valores ?? { codigo: "", ciclo: ciclos[0]?.valor ?? "", curso: "1", nombre: "", horas: "", departamentoId: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<ValoresModulo, D>({ schema: () => import("@/lib/modulos/admin-schemas").then((m) => m.moduloSchema), accion, valores: inicial, alExito: () => (valores ? undefined : form.reset({ ...inicial, ciclo: form.getValues("ciclo") })) });
  const edicion = Boolean(valores);
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="grid gap-3 sm:grid-cols-3">
      <CampoTexto etiqueta="Código" placeholder="0065" maxLength={12} readOnly={edicion} {...form.register("codigo")} error={error("codigo")} />
      {edicion ? (
        <CampoTexto etiqueta="Ciclo" readOnly {...form.register("ciclo")} error={error("ciclo")} />
      ) : (
        <CampoSelect etiqueta="Ciclo" {...form.register("ciclo")} error={error("ciclo")}>
          <Opciones lista={ciclos} />
        </CampoSelect>
      )}
      <CampoCurso {...form.register("curso")} error={error("curso")} />
      <CampoTexto etiqueta="Nombre" maxLength={160} className="sm:col-span-2" {...form.register("nombre")} error={error("nombre")} />
      <CampoTexto etiqueta="Horas" inputMode="numeric" maxLength={4} {...form.register("horas")} error={error("horas")} ayuda="Horas del currículo; puede quedar vacío." />
      <CampoSelect etiqueta="Departamento" {...form.register("departamentoId")} error={error("departamentoId")}>
        <option value="">Sin departamento</option>
        <Opciones lista={departamentos} />
      </CampoSelect>
      <PieFormulario enviando={enviando} estado={estado} texto={edicion ? "Guardar" : "Crear módulo"} />
    </Formulario>
  );
}
