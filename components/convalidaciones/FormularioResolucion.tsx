"use client";

import { useActionState, useRef, useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/modulos/actions";
import { erroresResolucion, resolucionDesdeFormulario, resolucionSchema } from "@/lib/convalidaciones/schemas";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { AvisoFormulario, CampoArea, describir, Mensajes } from "../forms/Campos";

type Modulo = { codigo: string; nombre: string; curso: number; estado: "pendiente" | "concedida" | "denegada"; calificacion: number | null };

type Props = {
  modulos: Modulo[];
  documentosRevisados: string | null;
  accion: (prev: EstadoFormulario, fd: FormData) => Promise<EstadoFormulario>;
};

/**
 * Per-module decision (granted with an optional grade, or denied), a note on the documents, and
 * 'Resolver' behind a confirmation: the resolution date is final until an admin reopens it.
 * A reopened request starts from its previous decisions.
 */
export function FormularioResolucion({ modulos, documentosRevisados, accion }: Props) {
  const [estado, enviar, enviando] = useActionState(accion, null);
  const [, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const [decision, setDecision] = useState<Record<string, string>>(() => Object.fromEntries(modulos.map((m) => [m.codigo, m.estado === "pendiente" ? "" : m.estado])));
  // The browser's own check until the form is sent; after that, what the server answered.
  const [erroresCliente, setErroresCliente] = useState<Record<string, string[]> | null>(null);
  const [confirmando, setConfirmando] = useState(false);
  const errores = erroresCliente ?? estado?.fieldErrors ?? {};

  const comprobar = () => {
    const fd = new FormData(formRef.current!);
    const input = resolucionDesdeFormulario(fd);
    const r = resolucionSchema.safeParse(input);
    if (r.success) {
      setErroresCliente({});
      setConfirmando(true);
      return;
    }
    const e = erroresResolucion(r.error, input);
    setErroresCliente(e);
    // Focus the first field with a problem, as a native form would.
    const primero = Object.keys(e)[0];
    const [codigo, campo] = primero.split(".");
    const selector = campo === "calificacion" ? `[name="calificacion.${codigo}"]` : `[name="estado.${codigo}"]`;
    formRef.current?.querySelector<HTMLInputElement>(selector)?.focus();
  };

  const resumen = Object.values(decision);
  const concedidas = resumen.filter((d) => d === "concedida").length;
  const denegadas = resumen.filter((d) => d === "denegada").length;

  return (
    <form
      ref={formRef}
      action={enviar}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        comprobar();
      }}
      className="space-y-4"
    >
      <AvisoFormulario estado={estado && !estado.ok && !erroresCliente ? estado : null} />
      {erroresCliente && Object.keys(erroresCliente).length > 0 && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
          Revisa los campos marcados.
        </p>
      )}
      {modulos.map((m) => {
        const idEstado = `estado-${m.codigo}`;
        const idNota = `calificacion-${m.codigo}`;
        const errorEstado = errores[`${m.codigo}.estado`]?.[0];
        const errorNota = errores[`${m.codigo}.calificacion`]?.[0];
        const concedida = decision[m.codigo] === "concedida";
        return (
          <fieldset key={m.codigo} className="rounded-lg border border-slate-200 p-3" aria-describedby={describir(idEstado)} aria-invalid={errorEstado ? true : undefined}>
            <input type="hidden" name="modulo" value={m.codigo} />
            <legend className="px-1 font-medium">
              <span className="font-mono text-sm text-slate-600">{m.codigo}</span> {m.nombre} <span className="text-sm text-slate-600">({m.curso}.º)</span>
            </legend>
            <div className="flex flex-wrap items-end gap-x-6 gap-y-2">
              {(["concedida", "denegada"] as const).map((valor) => (
                <label key={valor} className="flex min-h-11 items-center gap-2">
                  <input
                    type="radio"
                    name={`estado.${m.codigo}`}
                    value={valor}
                    checked={decision[m.codigo] === valor}
                    onChange={() => setDecision((d) => ({ ...d, [m.codigo]: valor }))}
                    className="h-4 w-4"
                  />
                  {valor === "concedida" ? "Concedida" : "Denegada"}
                </label>
              ))}
              <div>
                <label htmlFor={idNota} className="block text-sm">
                  Calificación (opcional)
                </label>
                <input
                  id={idNota}
                  name={`calificacion.${m.codigo}`}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={10}
                  step={1}
                  defaultValue={m.calificacion ?? ""}
                  disabled={!concedida}
                  aria-invalid={errorNota ? true : undefined}
                  aria-describedby={describir(idNota, "Del 1 al 10; solo si la concedes")}
                  className={`mt-1 w-28 rounded-lg border px-3 py-2 disabled:bg-slate-100 ${errorNota ? "border-red-600" : "border-slate-300"}`}
                />
              </div>
            </div>
            <Mensajes id={idNota} error={errorNota} ayuda="Del 1 al 10; solo si la concedes" />
            <Mensajes id={idEstado} error={errorEstado} />
          </fieldset>
        );
      })}
      <CampoArea
        etiqueta="Documentación revisada"
        name="documentosRevisados"
        rows={3}
        maxLength={2000}
        defaultValue={documentosRevisados ?? ""}
        ayuda="Nota interna sobre los documentos comprobados (no aparece en la carta)."
        error={errores.documentosRevisados?.[0]}
      />
      <div className="flex justify-end">
        <button type="submit" className="boton-primario" disabled={enviando}>
          {enviando ? "Resolviendo…" : "Resolver"}
        </button>
      </div>
      <DialogoConfirmar
        abierto={confirmando}
        titulo="Resolver la solicitud"
        textoConfirmar="Resolver"
        onCancelar={() => setConfirmando(false)}
        onConfirmar={() => {
          setConfirmando(false);
          setErroresCliente(null);
          startTransition(() => enviar(new FormData(formRef.current!)));
        }}
      >
        <p>
          {concedidas} {concedidas === 1 ? "módulo concedido" : "módulos concedidos"} y {denegadas} {denegadas === 1 ? "denegado" : "denegados"}. La fecha de
          resolución quedará fijada y la solicitud no podrá cambiarse salvo que se reabra.
        </p>
      </DialogoConfirmar>
    </form>
  );
}
