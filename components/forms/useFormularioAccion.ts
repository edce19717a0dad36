"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useActionState, useEffect, useTransition } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod";
import type { EstadoFormulario } from "@/lib/errors";

type AccionFormulario<D> = (prev: EstadoFormulario<D>, entrada: unknown) => Promise<EstadoFormulario<D>>;

/**
 * The one way to build a form (DESIGN.md §7): react-hook-form checks the fields with the same zod
 * schema the server action parses, so a message appears next to a field as soon as it is left;
 * the action (lib/accion.ts) parses again on the server, and its field errors land on the same
 * fields. The form's values travel as a plain object, never re-read from the DOM.
 *
 *   const { form, estado, enviando, onSubmit } = useFormularioAccion({ schema, accion, valores });
 *   <form onSubmit={onSubmit} noValidate> <CampoTexto {...form.register("nombre")} error={…} /> …
 *
 * `alExito` runs after a successful submit (reset the fields, close a dialog …).
 */
export function useFormularioAccion<V extends FieldValues, D = unknown>(opciones: {
  schema: z.ZodType;
  accion: AccionFormulario<D>;
  valores: DefaultValues<V>;
  alExito?: (estado: NonNullable<EstadoFormulario<D>>, valores: V) => void;
  modo?: UseFormProps<V>["mode"];
}) {
  const { schema, accion, valores, alExito, modo = "onTouched" } = opciones;
  const form = useForm<V>({
    resolver: zodResolver(schema as never) as unknown as Resolver<V>,
    defaultValues: valores,
    mode: modo,
  });
  const [, startTransition] = useTransition();
  const [estado, enviar, enviando] = useActionState(async (prev: EstadoFormulario<D>, entrada: V) => {
    const r = await accion(prev, entrada);
    if (r?.ok) alExito?.(r, entrada);
    return r;
  }, null);

  useEffect(() => {
    if (!estado?.fieldErrors) return;
    let primero = true;
    for (const [campo, mensajes] of Object.entries(estado.fieldErrors)) {
      if (campo === "_") continue;
      form.setError(campo as FieldPath<V>, { type: "server", message: mensajes[0] }, { shouldFocus: primero });
      primero = false;
    }
  }, [estado, form]);

  const onSubmit = form.handleSubmit(() => {
    // The raw values, not the resolver's output: the server parses the same input the same way.
    const crudos = form.getValues();
    startTransition(() => enviar(crudos));
  });

  /** The first message of a field, for the field's `error` prop. */
  const error = (campo: FieldPath<V>): string | undefined => {
    const partes = campo.split(".");
    let e: unknown = form.formState.errors;
    for (const p of partes) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as { message?: string } | undefined)?.message;
  };

  return { form, estado, enviando, onSubmit, error };
}
