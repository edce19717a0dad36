"use client";

import { useEnElNavegador } from "./useEnElNavegador";

/**
 * A `<form>` that may come with the page: its fields and buttons sit in a fieldset that stays
 * disabled until hydration (useEnElNavegador says why). `className` lays out the fields, as it
 * would on the form itself.
 */
export function Formulario({ className = "", children, ...form }: React.FormHTMLAttributes<HTMLFormElement>) {
  const enElNavegador = useEnElNavegador();
  return (
    <form {...form}>
      <fieldset disabled={!enElNavegador} className={`min-w-0 ${className}`}>
        {children}
      </fieldset>
    </form>
  );
}
