"use client";

import { useSyncExternalStore } from "react";

const sinCambios = () => () => {};

/**
 * `false` on the server and while hydrating, `true` once the page works in the browser. A form
 * that the server sends open can be typed in before hydration, and react-hook-form then overwrites
 * what was typed with the starting values; its submit button would send a plain GET with the
 * fields in the address. `Formulario` keeps a form closed until then (decision 054).
 */
export function useEnElNavegador(): boolean {
  return useSyncExternalStore(
    sinCambios,
    () => true,
    () => false,
  );
}
