"use client";

import { useActionState, useEffect, useId, useRef, useState, useTransition } from "react";
import type { EstadoFormulario } from "@/lib/modulos/actions";
import { Aviso } from "../ui/Aviso";

type Sugerencia = { id: number; codigo: string | null; nombre: string; apellidos: string; email: string };

type Props = {
  accion: (prev: EstadoFormulario, fd: FormData) => Promise<EstadoFormulario>;
  buscar: (q: string) => Promise<Sugerencia[]>;
};

/**
 * One field that takes a student code, with suggestions by name as the teacher types (combobox
 * pattern: arrow keys move, Enter picks, Escape closes).
 */
export function FormularioMatricula({ accion, buscar }: Props) {
  const [valor, setValor] = useState("");
  const [sugerencias, setSugerencias] = useState<Sugerencia[]>([]);
  const [estado, enviar, enviando] = useActionState(async (prev: EstadoFormulario, fd: FormData) => {
    const r = await accion(prev, fd);
    if (r?.ok) {
      setValor("");
      setSugerencias([]);
    }
    return r;
  }, null);
  const [activa, setActiva] = useState(-1);
  const [, startTransition] = useTransition();
  const formRef = useRef<HTMLFormElement>(null);
  const idLista = useId();
  const idError = useId();
  const ultima = useRef(0);

  // Codes start with a digit: only names are looked up.
  const consulta = valor.trim();
  const buscable = consulta.length >= 2 && !/^\d/.test(consulta);
  const visibles = buscable ? sugerencias : [];

  useEffect(() => {
    if (!buscable) return;
    const q = consulta;
    const n = ++ultima.current;
    const t = setTimeout(() => {
      startTransition(async () => {
        const r = await buscar(q);
        if (n === ultima.current) {
          setSugerencias(r);
          setActiva(-1);
        }
      });
    }, 200);
    return () => clearTimeout(t);
  }, [consulta, buscable, buscar]);

  const elegir = (s: Sugerencia) => {
    setValor(s.codigo ?? s.email);
    setSugerencias([]);
  };

  const errorCampo = estado && !estado.ok ? estado.message : null;

  return (
    <form ref={formRef} action={enviar} className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <label htmlFor="estudiante" className="sr-only">
            Código o nombre del estudiante
          </label>
          <input
            id="estudiante"
            name="estudiante"
            placeholder="Código"
            autoComplete="off"
            value={valor}
            onChange={(e) => setValor(e.target.value)}
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
            aria-invalid={errorCampo ? true : undefined}
            aria-describedby={idError}
            className="w-full rounded-lg border border-slate-300 px-3 py-2.5"
          />
          {visibles.length > 0 && (
            <ul id={idLista} role="listbox" aria-label="Estudiantes encontrados" className="absolute z-10 mt-1 max-h-72 w-full overflow-auto rounded-lg border border-slate-200 bg-white shadow-lg">
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
        <button type="submit" className="boton-primario" disabled={enviando}>
          {enviando ? "Matriculando…" : "Matricular"}
        </button>
      </div>
      <p className="text-xs text-slate-600">Escribe el código del estudiante, o su nombre para buscarlo.</p>
      <div id={idError} aria-live="polite">
        <Aviso estado={estado} />
      </div>
    </form>
  );
}
