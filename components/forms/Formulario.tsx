"use client";

import { useEnElNavegador } from "./useEnElNavegador";

type Props = React.FormHTMLAttributes<HTMLFormElement> & {
  /** Classes that place the form itself in its parent (`flex-1`, `self-start`); `className` lays out the fields. */
  claseForm?: string;
};

/**
 * A `<form>` that may come with the page: its fields and buttons sit in a fieldset that stays
 * disabled until hydration (useEnElNavegador says why). `className` lays out the fields, as it
 * would on the form itself. Every form sent by JavaScript uses it (eslint.config.mjs); a form that
 * works without JavaScript (a GET, or a server action passed to `action`) stays a plain `<form>`.
 */
export function Formulario({ className = "", claseForm, children, ...form }: Props) {
  const enElNavegador = useEnElNavegador();
  return (
    <form {...form} className={claseForm}>
      {/* role="none": a wrapper, not a group of its own for screen readers (the form is the landmark). */}
      <fieldset role="none" disabled={!enElNavegador} className={`min-w-0 ${className}`}>
        {children}
      </fieldset>
    </form>
  );
}
