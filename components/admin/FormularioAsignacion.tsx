"use client";

import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { CampoSelect } from "../forms/Campos";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";
import type { Opcion } from "../forms/Opciones";
import { Opciones } from "../forms/Opciones";

type Valores = { grupo: string; modulo: string; docenteId: string };

/** "Docente imparte módulo" for one group: the modules offered are the group's cycle and course. */
export function FormularioAsignacion<D>({ accion, grupo, modulos, docentes }: { accion: Accion<D>; grupo: string; modulos: Opcion[]; docentes: Opcion[] }) {
  const inicial = { grupo, modulo: modulos[0]?.valor ?? "", docenteId: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, D>({ schema: () => import("@/lib/asignaciones/admin-schemas").then((m) => m.asignacionSchema), accion, valores: inicial, alExito: () => form.reset({ ...inicial, docenteId: form.getValues("docenteId") }) });
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="grid gap-3 sm:grid-cols-2">
      <input type="hidden" {...form.register("grupo")} />
      <CampoSelect etiqueta="Módulo" {...form.register("modulo")} error={error("modulo")}>
        <Opciones lista={modulos} />
      </CampoSelect>
      <CampoSelect etiqueta="Docente" {...form.register("docenteId")} error={error("docenteId")}>
        <option value="">Elige un docente</option>
        <Opciones lista={docentes} />
      </CampoSelect>
      <PieFormulario enviando={enviando} estado={estado} texto="Asignar módulo" />
    </Formulario>
  );
}
