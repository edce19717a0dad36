"use client";

import { useActionState, useEffect, useRef, useState, useTransition, type BaseSyntheticEvent } from "react";
import { useForm, type DefaultValues, type FieldPath, type FieldValues, type Resolver, type UseFormProps } from "react-hook-form";
import type { z } from "zod";
import type { EstadoFormulario } from "@/lib/errors";

type AccionFormulario<D> = (prev: EstadoFormulario<D>, entrada: unknown) => Promise<EstadoFormulario<D>>;

/** A form's zod schema, fetched on demand: `() => import("@/lib/<area>/schemas").then((m) => m.xSchema)`. */
export type CargaEsquema = () => Promise<z.ZodType>;

type ResolverZod = typeof import("@hookform/resolvers/zod").zodResolver;

// One copy of the resolver module for every form of the page; forgotten if it fails to load so the
// next interaction tries again (the network may be back).
let moduloResolver: Promise<ResolverZod> | null = null;
function cargarResolverZod(): Promise<ResolverZod> {
  moduloResolver ??= import("@hookform/resolvers/zod").then(
    (m) => m.zodResolver,
    (e: unknown) => {
      moduloResolver = null;
      throw e;
    },
  );
  return moduloResolver;
}

/**
 * The keyboard goes to the first field with an error in the order the form shows them. A field
 * whose `name` is a hidden input (a custom control) is focused through react-hook-form's ref.
 */
function enfocarPrimerError(formulario: HTMLFormElement | null, errores: object, enfocar: (campo: string) => void) {
  const conError = (campo: string) => campo.split(".").reduce<unknown>((e, p) => (e as Record<string, unknown> | undefined)?.[p], errores) !== undefined;
  for (const el of Array.from(formulario?.elements ?? [])) {
    const campo = el.getAttribute("name");
    if (!campo || !conError(campo) || (el as HTMLInputElement).disabled) continue;
    if (el instanceof HTMLInputElement && el.type === "hidden") enfocar(campo);
    else (el as HTMLElement).focus();
    return;
  }
  const [primero] = Object.keys(errores);
  if (primero) enfocar(primero);
}

/**
 * The one way to build a form (docs/arquitectura.md §5.3): react-hook-form checks the fields with the same zod
 * schema the server action parses, so a message appears next to a field as soon as it is left;
 * the action (lib/accion.ts) parses again on the server, and its field errors land on the same
 * fields. The form's values travel as a plain object, never re-read from the DOM.
 *
 *   const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion({
 *     schema: () => import("@/lib/grupos/admin-schemas").then((m) => m.grupoSchema), accion, valores });
 *   <form onSubmit={onSubmit} {...cargarValidacion} noValidate> <CampoTexto {...form.register("nombre")} error={…} /> …
 *
 * The schema and zod arrive with a dynamic import, not with the page: zod alone is ~31 kB gzip,
 * more than a page may add to the framework's floor (issue 15, docs/decisions/037). Spreading
 * `cargarValidacion` on the `<form>` starts the download on the first focus or pointer press
 * inside it, so it is usually there by the time a field is left; a validation that finds it
 * missing waits for it. The loader runs once per form: choose between schemas inside it only on
 * something the form keeps for its whole life. If the download fails (offline), fields are not
 * checked in the browser and the submit goes to the server action, whose errors land on the fields.
 *
 * `alExito` runs after a successful submit (reset the fields, close a dialog …).
 */
export function useFormularioAccion<V extends FieldValues, D = unknown>(opciones: {
  schema: CargaEsquema;
  accion: AccionFormulario<D>;
  valores: DefaultValues<V>;
  alExito?: (estado: NonNullable<EstadoFormulario<D>>, valores: V) => void;
  modo?: UseFormProps<V>["mode"];
}) {
  const { schema, accion, valores, alExito, modo = "onTouched" } = opciones;
  const cargaEsquema = useRef(schema);
  const validacion = useRef<Promise<Resolver<V> | null> | null>(null);
  // Both stable for the form's life: handlers and the resolver only read the refs when called.
  const [cargar] = useState(() => (): Promise<Resolver<V> | null> => {
    validacion.current ??= Promise.all([cargarResolverZod(), cargaEsquema.current()]).then(
      ([zodResolver, s]) => zodResolver(s as never) as unknown as Resolver<V>,
      () => {
        validacion.current = null;
        return null;
      },
    );
    return validacion.current;
  });
  const [resolver] = useState(() => {
    const r: Resolver<V> = async (values, context, options) => {
      const zod = await cargar();
      // Without the schema the browser checks nothing and the server action decides.
      return zod ? zod(values, context, options) : { values, errors: {} };
    };
    return r;
  });
  const [cargarValidacion] = useState(() => {
    const empezar = () => void cargar();
    // Pointer down as well as focus: Safari does not focus a checkbox or a button on click.
    return { onFocus: empezar, onPointerDown: empezar };
  });

  // Focus on error is ours (below): react-hook-form's goes to the first field *registered*, and a
  // form that registers one early (for a custom onChange) sent the keyboard past the first error.
  const form = useForm<V>({ resolver, defaultValues: valores, mode: modo, shouldFocusError: false });
  const [, startTransition] = useTransition();
  const [estado, enviar, enviando] = useActionState(async (prev: EstadoFormulario<D>, entrada: V) => {
    const r = await accion(prev, entrada);
    if (r?.ok) alExito?.(r, entrada);
    return r;
  }, null);
  // The last answer of the server stops being news once a later submit is refused in the browser:
  // its message («Se han añadido 3 sesiones», or an error since fixed) must not sit under the new
  // field errors. Hidden by identity, so the next answer shows again.
  const [caducado, setCaducado] = useState<EstadoFormulario<D>>(null);

  useEffect(() => {
    if (!estado?.fieldErrors) return;
    let primero = true;
    for (const [campo, mensajes] of Object.entries(estado.fieldErrors)) {
      if (campo === "_") continue;
      form.setError(campo as FieldPath<V>, { type: "server", message: mensajes[0] }, { shouldFocus: primero });
      primero = false;
    }
  }, [estado, form]);

  const onSubmit = (e?: BaseSyntheticEvent) => {
    // Read now: React clears currentTarget once the event has been handled.
    const formulario = e?.currentTarget instanceof HTMLFormElement ? e.currentTarget : null;
    return form.handleSubmit(
      () => {
        // The raw values, not the resolver's output: the server parses the same input the same way.
        const crudos = form.getValues();
        startTransition(() => enviar(crudos));
      },
      (errores) => {
        setCaducado(estado);
        enfocarPrimerError(formulario, errores, (campo) => form.setFocus(campo as FieldPath<V>));
      },
    )(e);
  };

  /** The first message of a field, for the field's `error` prop. */
  const error = (campo: FieldPath<V>): string | undefined => {
    const partes = campo.split(".");
    let e: unknown = form.formState.errors;
    for (const p of partes) e = (e as Record<string, unknown> | undefined)?.[p];
    return (e as { message?: string } | undefined)?.message;
  };

  return { form, estado: estado === caducado ? null : estado, enviando, onSubmit, cargarValidacion, error };
}
