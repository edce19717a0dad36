"use client";

import { useEffect, useState, type ComponentType } from "react";
import type { PropsCopiaDelFormulario } from "./CopiaDelFormulario";

export type CargarCopia = () => Promise<{ CopiaDelFormulario: ComponentType<PropsCopiaDelFormulario> }>;

export const copiaDelFormulario: CargarCopia = () => import("./CopiaDelFormulario");

/**
 * The print copy of what the matrícula form holds, loaded once the form works in the browser: on
 * the server it would be a second copy of the page in every response for the rare visit that
 * prints, and in the first load it would delay the moment the form opens (decision 054). Until it
 * has loaded, or if it cannot, paper says so instead of printing the form.
 */
export function CopiaDiferida({ cargar, ...props }: PropsCopiaDelFormulario & { cargar: CargarCopia }) {
  const [estado, setEstado] = useState<{ Copia: ComponentType<PropsCopiaDelFormulario> | null; fallo: boolean }>({ Copia: null, fallo: false });
  useEffect(() => {
    let vigente = true;
    cargar().then(
      (m) => vigente && setEstado({ Copia: m.CopiaDelFormulario, fallo: false }),
      () => vigente && setEstado({ Copia: null, fallo: true }),
    );
    return () => {
      vigente = false;
    };
  }, [cargar]);
  if (estado.Copia) return <estado.Copia {...props} />;
  return (
    <p className="hidden print:block">
      {estado.fallo ? "No se ha podido preparar la copia para imprimir. Comprueba la conexión, recarga la página y vuelve a imprimir." : "La copia para imprimir aún se está preparando. Vuelve a imprimir en un momento."}
    </p>
  );
}
