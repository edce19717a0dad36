"use client";

import { useMemo } from "react";
import { buildHojaMatricula, matriculaDesdeValores, type Catalogos, type HojaMatricula as Modelo } from "@/lib/matricula/documento";
import type { ValoresMatricula } from "@/lib/matricula/schemas";
import { HojaMatricula } from "./HojaMatricula";

export type PropsCopiaDelFormulario = {
  valores: ValoresMatricula;
  /** `valores` as JSON: the form's values are a new object on every render, their JSON is not. */
  clave: string;
  catalogos: Catalogos;
  email: string;
  cursoAcademico: string;
  centro: Modelo["centro"];
};

/**
 * On paper, the A4 copy of what the matrícula form holds, instead of the form itself. Its own
 * module: the form loads it once it works in the browser, so the sheet's model and layout are not
 * in the page's first load (decision 054).
 */
export function CopiaDelFormulario({ valores, clave, catalogos, email, cursoAcademico, centro }: PropsCopiaDelFormulario) {
  const hoja = useMemo(
    () => buildHojaMatricula(matriculaDesdeValores(valores, catalogos, { email, cursoAcademico }), centro),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `clave` stands for `valores`.
    [clave, catalogos, email, cursoAcademico, centro],
  );
  return (
    <div aria-hidden="true" className="hidden print:block">
      <HojaMatricula hoja={hoja} titulo="p" />
    </div>
  );
}
