"use client";

import type { EstadoFormulario } from "@/lib/errors";
import { TRANSICIONES, type EstadoMatricula } from "@/lib/matricula/reglas";
import { AvisoFormulario, CampoArea } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";

type Valores = { id: number; estado: "revisada" | "incidencia"; nota: string; version: number };

/**
 * The secretary's decision on a matrícula: reviewed, or an incidencia with a note the student reads
 * on their page. It names the version on screen, so a matrícula the student sent again meanwhile is
 * refused (409) instead of approved unseen.
 */
export function FormularioRevision({
  id,
  estado,
  version,
  nota,
  accion,
}: {
  id: number;
  estado: EstadoMatricula;
  version: number;
  nota: string | null;
  accion: (prev: EstadoFormulario<{ version: number }>, entrada: unknown) => Promise<EstadoFormulario<{ version: number }>>;
}) {
  const { form, estado: resultado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, { version: number }>({
    schema: () => import("@/lib/matricula/schemas").then((m) => m.revisionFormSchema),
    accion,
    valores: { id, estado: "revisada", nota: nota ?? "", version },
    alExito: (r) => {
      if (r.datos) form.setValue("version", r.datos.version);
    },
  });
  const posibles = TRANSICIONES[estado];
  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate aria-label="Revisión de la matrícula" className="space-y-3">
      <AvisoFormulario estado={resultado} />
      <CampoArea
        etiqueta="Nota para el estudiante"
        rows={3}
        maxLength={1000}
        ayuda="Obligatoria para marcar una incidencia: el estudiante la verá en su página de matrícula."
        error={error("nota")}
        {...form.register("nota")}
      />
      {estado === "incidencia" && <p className="text-sm text-slate-700">Podrás marcarla como revisada cuando el estudiante la corrija y la vuelva a enviar.</p>}
      <div className="flex flex-wrap gap-2">
        {posibles.includes("revisada") && (
          <button type="submit" className="boton-primario" disabled={enviando} onClick={() => form.setValue("estado", "revisada")}>
            Marcar como revisada
          </button>
        )}
        {posibles.includes("incidencia") && (
          <button type="submit" className="boton-secundario" disabled={enviando} onClick={() => form.setValue("estado", "incidencia")}>
            {estado === "incidencia" ? "Cambiar la nota de la incidencia" : "Marcar incidencia"}
          </button>
        )}
      </div>
    </Formulario>
  );
}
