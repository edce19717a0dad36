"use client";

import { useEffect, useId, useRef, useState, useTransition } from "react";
import { useWatch } from "react-hook-form";
import type { Accion } from "@/lib/accion";
import type { EstudianteFicha } from "@/lib/modulos/queries";
import { AvisoFormulario, describir, Mensajes } from "../forms/Campos";
import { BotonEnviar } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { Formulario } from "../forms/Formulario";

type Sugerencia = EstudianteFicha;

type Valores = { codigo: string; ciclo: string; estudiante: string };

type Props = {
  modulo: { codigo: string; ciclo: string };
  accion: Accion<undefined>;
  buscar: Accion<Sugerencia[]>;
};

const AYUDA = "Escribe el código del estudiante, o su nombre para buscarlo.";

/**
 * One field that takes a student code, with suggestions by name as the teacher types (combobox
 * pattern: arrow keys move, Enter picks, Escape closes). The suggestions open below the field and
 * push the rest down, so they never cover the message of the last attempt.
 */
export function FormularioMatricula({ modulo, accion, buscar }: Props) {
  const [sugerencias, setSugerencias] = useState<Sugerencia[]>([]);
  const [activa, setActiva] = useState(-1);
  const [, startTransition] = useTransition();
  const idCampo = useId();
  const idLista = useId();
  const ultima = useRef(0);
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, undefined>({
    schema: () => import("@/lib/modulos/schemas").then((m) => m.matriculaFormSchema),
    accion,
    valores: { ...modulo, estudiante: "" },
    modo: "onSubmit",
    alExito: () => {
      form.reset({ ...modulo, estudiante: "" });
      setSugerencias([]);
    },
  });
  const valor = useWatch({ control: form.control, name: "estudiante" }) ?? "";

  // Codes start with a digit: only names are looked up.
  const consulta = valor.trim();
  const buscable = consulta.length >= 2 && !/^\d/.test(consulta);
  const visibles = buscable ? sugerencias : [];

  useEffect(() => {
    if (!buscable) return;
    const n = ++ultima.current;
    const t = setTimeout(() => {
      startTransition(async () => {
        const r = await buscar(null, { ...modulo, q: consulta });
        if (n === ultima.current) {
          setSugerencias(r?.datos ?? []);
          setActiva(-1);
        }
      });
    }, 200);
    return () => clearTimeout(t);
  }, [consulta, buscable, buscar, modulo]);

  const elegir = (s: Sugerencia) => {
    form.setValue("estudiante", s.codigo ?? s.email);
    setSugerencias([]);
  };

  const registro = form.register("estudiante");
  const problema = error("estudiante") ?? (estado && !estado.ok ? estado.message : undefined);

  return (
    <Formulario onSubmit={onSubmit} {...cargarValidacion} noValidate className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <div className="flex-1">
          <label htmlFor={idCampo} className="sr-only">
            Código o nombre del estudiante
          </label>
          <input
            id={idCampo}
            placeholder="Código"
            autoComplete="off"
            {...registro}
            onKeyDown={(e) => {
              if (!visibles.length) return;
              if (e.key === "ArrowDown") {
                e.preventDefault();
                setActiva((a) => (a + 1) % visibles.length);
              } else if (e.key === "ArrowUp") {
                e.preventDefault();
                setActiva((a) => (a <= 0 ? visibles.length - 1 : a - 1));
              } else if (e.key === "Enter" && activa >= 0) {
                e.preventDefault();
                elegir(visibles[activa]);
              } else if (e.key === "Escape") {
                setSugerencias([]);
              }
            }}
            role="combobox"
            aria-expanded={visibles.length > 0}
            aria-controls={idLista}
            aria-autocomplete="list"
            aria-activedescendant={activa >= 0 ? `${idLista}-${activa}` : undefined}
            aria-invalid={problema ? true : undefined}
            aria-describedby={describir(idCampo, AYUDA)}
            className={`w-full rounded-lg border px-3 py-2.5 ${problema ? "border-red-600" : "border-slate-300"}`}
          />
          {visibles.length > 0 && (
            <ul id={idLista} role="listbox" aria-label="Estudiantes encontrados" className="mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg">
              {visibles.map((s, i) => (
                <li
                  key={s.id}
                  id={`${idLista}-${i}`}
                  role="option"
                  aria-selected={i === activa}
                  onMouseDown={(e) => {
                    e.preventDefault();
                    elegir(s);
                  }}
                  className={`cursor-pointer px-3 py-2 text-sm ${i === activa ? "bg-marca-50" : "hover:bg-slate-50"}`}
                >
                  <span className="font-medium">
                    {s.nombre} {s.apellidos}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {s.codigo} · {s.email}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <BotonEnviar enviando={enviando} texto="Matricular" textoEnviando="Matriculando…" />
      </div>
      <Mensajes id={idCampo} ayuda={AYUDA} error={error("estudiante")} />
      <AvisoFormulario estado={estado} />
    </Formulario>
  );
}
