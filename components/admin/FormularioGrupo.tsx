"use client";

import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { CampoSelect, CampoTexto } from "../forms/Campos";
import { CampoCurso } from "./CampoCurso";
import { PieFormulario } from "../forms/PieFormulario";
import type { Accion } from "@/lib/accion";
import type { Opcion } from "../forms/Opciones";
import { Opciones } from "../forms/Opciones";

type Valores = { codigo: string; ciclo: string; curso: string; tutorId: string };

/** New group (its code, e.g. 1QUI301: course + cycle) or an existing one (code read-only). */
export function FormularioGrupo<D>({ accion, valores, ciclos, docentes }: { accion: Accion<D>; valores?: Valores; ciclos: Opcion[]; docentes: Opcion[] }) {
  const inicial = valores ?? { codigo: "", ciclo: ciclos[0]?.valor ?? "", curso: "1", tutorId: "" };
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, D>({ schema: () => import("@/lib/grupos/admin-schemas").then((m) => m.grupoSchema), accion, valores: inicial });
  const edicion = Boolean(valores);
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="grid gap-3 sm:grid-cols-2">
      <CampoTexto etiqueta="Código del grupo" placeholder="1QUI301" maxLength={16} readOnly={edicion} {...form.register("codigo")} error={error("codigo")} ayuda={edicion ? undefined : "Curso y ciclo, p. ej. 1QUI301; añade una letra si hay varios grupos (1QUI301B)."} />
      <CampoSelect etiqueta="Ciclo" {...form.register("ciclo")} error={error("ciclo")}>
        <Opciones lista={ciclos} />
      </CampoSelect>
      <CampoCurso {...form.register("curso")} error={error("curso")} />
      <CampoSelect etiqueta="Tutor o tutora" {...form.register("tutorId")} error={error("tutorId")}>
        <option value="">Sin tutoría</option>
        <Opciones lista={docentes} />
      </CampoSelect>
      <PieFormulario enviando={enviando} estado={estado} texto={edicion ? "Guardar" : "Crear grupo"} />
    </Formulario>
  );
}
