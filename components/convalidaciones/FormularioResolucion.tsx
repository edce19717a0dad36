"use client";

import { useState } from "react";
import { useWatch } from "react-hook-form";
import type { Accion } from "@/lib/accion";
import { REVISA_CAMPOS } from "@/lib/errors";
import { AvisoFormulario, CampoArea, describir, Mensajes } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { BotonEnviar } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";

type Modulo = { codigo: string; nombre: string; curso: number; estado: "pendiente" | "concedida" | "denegada"; calificacion: number | null; motivo: string | null };

type Valores = {
  id: number;
  modulos: { codigo: string; estado: "" | "concedida" | "denegada"; calificacion: string; motivo: string }[];
  documentosRevisados: string;
};

type Props = { id: number; modulos: Modulo[]; documentosRevisados: string | null; accion: Accion<undefined> };

const AYUDA_NOTA = "Del 1 al 10; solo si la concedes";

/**
 * Per-module decision (granted with an optional grade, or denied), a note on the documents, and
 * 'Resolver' behind a confirmation: the resolution date is final until an admin reopens it. The
 * schema the action parses checks the fields first; a reopened request starts from its previous
 * decisions.
 */
export function FormularioResolucion({ id, modulos, documentosRevisados, accion }: Props) {
  const [confirmando, setConfirmando] = useState(false);
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({
    schema: () => import("@/lib/convalidaciones/schemas").then((m) => m.resolucionFormSchema),
    accion,
    valores: {
      id,
      modulos: modulos.map((m) => ({ codigo: m.codigo, estado: m.estado === "pendiente" ? "" : m.estado, calificacion: m.calificacion === null ? "" : String(m.calificacion), motivo: m.motivo ?? "" })),
      documentosRevisados: documentosRevisados ?? "",
    },
  });
  const decisiones = useWatch({ control: form.control, name: "modulos" });
  const { submitCount, isSubmitSuccessful } = form.formState;
  const concedidas = decisiones.filter((d) => d.estado === "concedida").length;
  const denegadas = decisiones.filter((d) => d.estado === "denegada").length;
  // The first 'Resolver' checks the fields (focusing the first wrong one) and asks; the dialog sends.
  const pedirConfirmacion = form.handleSubmit(() => setConfirmando(true));

  return (
    <Formulario onSubmit={pedirConfirmacion} {...cargarValidacion} noValidate className="space-y-4">
      <AvisoFormulario estado={submitCount > 0 && !isSubmitSuccessful ? { ok: false, message: REVISA_CAMPOS } : estado && !estado.ok ? estado : null} />
      {modulos.map((m, i) => {
        const idEstado = `estado-${m.codigo}`;
        const idNota = `calificacion-${m.codigo}`;
        const errorEstado = error(`modulos.${i}.estado`);
        const errorNota = error(`modulos.${i}.calificacion`);
        const concedida = decisiones[i]?.estado === "concedida";
        return (
          <fieldset key={m.codigo} className="rounded-lg border border-slate-200 p-3" aria-describedby={describir(idEstado)} aria-invalid={errorEstado ? true : undefined}>
            <legend className="px-1 font-medium">
              <span className="font-mono text-sm text-slate-600">{m.codigo}</span> {m.nombre} <span className="text-sm text-slate-600">({m.curso}.º)</span>
            </legend>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
              {(["concedida", "denegada"] as const).map((valor) => {
                const registro = form.register(`modulos.${i}.estado`);
                return (
                  <label key={valor} className="flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      value={valor}
                      className="h-4 w-4"
                      {...registro}
                      onChange={(e) => {
                        void registro.onChange(e);
                        // A denied module carries no grade: the disabled field is emptied, not sent.
                        if (valor === "denegada") {
                          form.setValue(`modulos.${i}.calificacion`, "");
                          form.clearErrors(`modulos.${i}.calificacion`);
                        } else {
                          // Only a denial carries a reason; a granted module's is not sent.
                          form.setValue(`modulos.${i}.motivo`, "");
                        }
                      }}
                    />
                    {valor === "concedida" ? "Concedida" : "Denegada"}
                  </label>
                );
              })}
              <div>
                <label htmlFor={idNota} className="block text-sm">
                  Calificación (opcional)
                </label>
                <input
                  id={idNota}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={10}
                  step={1}
                  disabled={!concedida}
                  aria-invalid={errorNota ? true : undefined}
                  aria-describedby={describir(idNota, AYUDA_NOTA)}
                  className={`mt-1 w-28 rounded-lg border px-3 py-2 disabled:bg-slate-100 ${errorNota ? "border-red-600" : "border-slate-300"}`}
                  {...form.register(`modulos.${i}.calificacion`)}
                />
              </div>
            </div>
            {/* The grade's help or its error, in one slot two lines high that never grows: the
                error appears as the field is left, and a growing slot moved the next module's
                buttons between the press and the release of the click that left it (issue 48,
                defect 2). */}
            <div className="mt-1 min-h-8 text-xs">
              <p id={`${idNota}-ayuda`} className={errorNota ? "sr-only" : "text-slate-600"}>
                {AYUDA_NOTA}
              </p>
              <p id={`${idNota}-error`} aria-live="polite" className="text-red-700 empty:hidden">
                {errorNota}
              </p>
            </div>
            <Mensajes id={idEstado} error={errorEstado} />
            {decisiones[i]?.estado === "denegada" && (
              <CampoArea
                etiqueta="Motivo de la denegación"
                className="mt-2"
                rows={2}
                maxLength={500}
                ayuda="Aparece en la carta de respuesta al estudiante."
                error={error(`modulos.${i}.motivo`)}
                {...form.register(`modulos.${i}.motivo`)}
              />
            )}
          </fieldset>
        );
      })}
      <CampoArea
        etiqueta="Documentación revisada"
        rows={3}
        maxLength={2000}
        ayuda="Nota interna sobre los documentos comprobados (no aparece en la carta)."
        error={error("documentosRevisados")}
        {...form.register("documentosRevisados")}
      />
      <div className="flex justify-end">
        <BotonEnviar enviando={enviando} texto="Resolver" textoEnviando="Resolviendo…" />
      </div>
      <DialogoConfirmar
        abierto={confirmando}
        titulo="Resolver la solicitud"
        textoConfirmar="Resolver"
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => {
          setConfirmando(false);
          void onSubmit();
        }}
      >
        <p>
          {concedidas} {concedidas === 1 ? "módulo concedido" : "módulos concedidos"} y {denegadas} {denegadas === 1 ? "denegado" : "denegados"}. La fecha de
          resolución quedará fijada y la solicitud no podrá cambiarse salvo que se reabra.
        </p>
      </DialogoConfirmar>
    </Formulario>
  );
}
