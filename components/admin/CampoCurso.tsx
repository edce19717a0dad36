"use client";

import { forwardRef } from "react";
import { CampoSelect } from "../forms/Campos";

/** 1.º or 2.º: the course of a module or a group. */
export const CampoCurso = forwardRef<HTMLSelectElement, { error?: string } & React.SelectHTMLAttributes<HTMLSelectElement>>(function CampoCurso(props, ref) {
  return (
    <CampoSelect ref={ref} etiqueta="Curso" {...props}>
      <option value="1">1.º</option>
      <option value="2">2.º</option>
    </CampoSelect>
  );
});
