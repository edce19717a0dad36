"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { useWatch } from "react-hook-form";
import type { Accion } from "@/lib/accion";
import type { EstadoFormulario } from "@/lib/errors";
import type { CuestionEncuesta, ModuloEncuesta } from "@/lib/encuestas/queries";
import { esGrupoPequeno } from "@/lib/encuestas/reglas";
import { MAX_COMENTARIO } from "@/lib/encuestas/puntuaciones";
import { AvisoFormulario } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { BotonEnviar } from "../forms/PieFormulario";
import { useFormularioAccion } from "../forms/useFormularioAccion";
import { Aviso } from "../ui/Aviso";
import { Vacio } from "../ui/Tarjeta";
import { EscalaRespuesta } from "./EscalaRespuesta";

/** The form's values: `resultado` undefined until answered, null for 'Ns/Nc' (spec §5). */
type Valores = {
  modulo: { codigo: string; ciclo: string; docente: { email: string } };
  respuestas: { id: number; resultado: number | null | undefined }[];
  comentario: string;
};

type Props = {
  pendientes: ModuloEncuesta[];
  cuestiones: CuestionEncuesta[];
  minimo: number;
  enviar: Accion<undefined>;
};

const claveDe = (m: ModuloEncuesta) => `${m.codigo}|${m.ciclo}|${m.docente.email}`;

/** Spec §2 "Student survey screen": pending modules on the left, the chosen one's form on the right. */
export function EncuestaEstudiante({ pendientes, cuestiones, minimo, enviar }: Props) {
  const [clave, setClave] = useState<string | null>(null);
  const [aviso, setAviso] = useState<EstadoFormulario>(null);
  const avisoRef = useRef<HTMLDivElement>(null);
  const elegido = pendientes.find((m) => claveDe(m) === clave) ?? null;

  return (
    <>
      <div ref={avisoRef} tabIndex={-1} aria-live="polite" className="focus:outline-none">
        <Aviso estado={aviso} className="mb-4" />
      </div>
      <div className="grid gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] md:items-start">
        <section aria-labelledby="pendientes-titulo" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h2 id="pendientes-titulo" className="mb-3 text-lg font-semibold">
            Pendientes
          </h2>
          {pendientes.length === 0 ? (
            <Vacio>No tienes encuestas pendientes de contestar</Vacio>
          ) : (
            <ul className="space-y-1.5">
              {pendientes.map((m) => {
                const activo = clave === claveDe(m);
                return (
                  <li key={claveDe(m)}>
                    <button
                      type="button"
                      aria-pressed={activo}
                      onClick={() => {
                        setAviso(null);
                        setClave(claveDe(m));
                      }}
                      className={`w-full rounded-lg border px-3 py-2.5 text-left transition-colors ${
                        activo ? "border-marca-600 bg-marca-600 text-white" : "border-slate-200 bg-white hover:border-marca-500 hover:bg-marca-50"
                      }`}
                    >
                      <span className="block font-medium">{m.nombre}</span>
                      <span className={`block text-sm ${activo ? "text-white/90" : "text-slate-600"}`}>
                        {m.docente.nombre} {m.docente.apellidos}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <div>
          {elegido ? (
            // A new key per module: changing module starts from a blank form (spec §4).
            <FormularioModulo
              key={claveDe(elegido)}
              modulo={elegido}
              cuestiones={cuestiones}
              minimo={minimo}
              enviar={enviar}
              onTerminado={(r) => {
                setClave(null);
                setAviso(r);
                requestAnimationFrame(() => avisoRef.current?.focus());
              }}
            />
          ) : (
            pendientes.length > 0 && <Vacio>Elige un módulo de la lista para contestar su encuesta.</Vacio>
          )}
        </div>
      </div>
    </>
  );
}

function FormularioModulo({
  modulo,
  cuestiones,
  minimo,
  enviar,
  onTerminado,
}: {
  modulo: ModuloEncuesta;
  cuestiones: CuestionEncuesta[];
  minimo: number;
  enviar: Props["enviar"];
  /** Sent, or nothing left to send (answered elsewhere, campaign closed): the form closes. */
  onTerminado: (r: EstadoFormulario) => void;
}) {
  const router = useRouter();
  const tituloRef = useRef<HTMLHeadingElement>(null);
  const id = useId();
  const { form, estado, enviando, onSubmit, cargarValidacion } = useFormularioAccion<Valores, undefined>({
    schema: () => import("@/lib/encuestas/schemas").then((m) => m.envioSchema),
    accion: enviar,
    valores: {
      modulo: { codigo: modulo.codigo, ciclo: modulo.ciclo, docente: { email: modulo.docente.email } },
      respuestas: cuestiones.map((c) => ({ id: c.id, resultado: undefined })),
      comentario: "",
    },
    alExito: (r) => onTerminado(r),
  });
  const respuestas = useWatch({ control: form.control, name: "respuestas" });
  const comentario = useWatch({ control: form.control, name: "comentario" }) ?? "";

  // A refusal without field errors means there is nothing left to send (answered in another tab,
  // campaign closed, module no longer theirs): the form closes and the list is read again.
  const atendido = useRef<EstadoFormulario>(null);
  useEffect(() => {
    if (estado && !estado.ok && !estado.fieldErrors && atendido.current !== estado) {
      atendido.current = estado;
      onTerminado(estado);
      router.refresh();
    }
  }, [estado, onTerminado, router]);

  // On a phone the form sits below the list: bring it into view and put the focus on its title.
  useEffect(() => {
    tituloRef.current?.focus({ preventScroll: true });
    tituloRef.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, []);

  const sinContestar = respuestas.filter((r) => r.resultado === undefined).length;
  const listo = cuestiones.length > 0 && sinContestar === 0;
  const quedan = MAX_COMENTARIO - comentario.length;
  const pequeno = esGrupoPequeno(modulo.matriculados, minimo);

  return (
    <Formulario
      onSubmit={(e) => {
        if (!listo || enviando) e.preventDefault();
        else void onSubmit(e);
      }}
      {...cargarValidacion}
      aria-labelledby={`${id}-titulo`}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      noValidate
    >
      <div className="scroll-mt-4">
        <h2 id={`${id}-titulo`} ref={tituloRef} tabIndex={-1} className="text-xl font-semibold focus:outline-none">
          {modulo.nombre}
        </h2>
        <p className="text-slate-700">
          {modulo.docente.nombre} {modulo.docente.apellidos}
        </p>
      </div>

      {pequeno && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Este módulo tiene menos de {minimo} estudiantes. Para proteger tu anonimato, los resultados de los grupos pequeños no se muestran al
          docente hasta que haya al menos {minimo} respuestas.
        </p>
      )}

      <ol className="space-y-4">
        {cuestiones.map((c, i) => (
          <li key={c.id}>
            <fieldset>
              <legend className="mb-2 font-medium text-slate-900">
                {c.numero}. {c.texto}
              </legend>
              <EscalaRespuesta
                nombre={`${id}-c${c.id}`}
                valor={respuestas[i]?.resultado}
                onCambio={(v) => form.setValue(`respuestas.${i}.resultado`, v, { shouldDirty: true })}
                deshabilitada={enviando}
              />
            </fieldset>
          </li>
        ))}
      </ol>

      <div>
        <label htmlFor={`${id}-comentario`} className="block font-medium text-slate-900">
          Comentarios
        </label>
        <textarea
          id={`${id}-comentario`}
          maxLength={MAX_COMENTARIO}
          rows={3}
          aria-describedby={`${id}-contador ${id}-error`}
          disabled={enviando}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          {...form.register("comentario")}
        />
        <p id={`${id}-contador`} className={`text-right text-xs ${quedan <= 20 ? "font-medium text-amber-800" : "text-slate-600"}`}>
          {comentario.length}/{MAX_COMENTARIO} caracteres
        </p>
      </div>

      <div id={`${id}-error`}>
        <AvisoFormulario estado={estado && !estado.ok && estado.fieldErrors ? estado : null} />
      </div>

      <p className="text-sm text-slate-600">Tus respuestas son anónimas: el portal guarda que has contestado este módulo, pero no qué has contestado.</p>

      {listo ? (
        <BotonEnviar enviando={enviando} texto="Enviar" textoEnviando="Enviando…" className="boton-primario w-full sm:w-auto" />
      ) : (
        <div className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800">
          <p>Debes contestar a todas las preguntas para poder enviar tu respuesta</p>
          <p className="text-xs text-slate-600">{sinContestar === 1 ? "Queda 1 pregunta." : `Quedan ${sinContestar} preguntas.`}</p>
        </div>
      )}
    </Formulario>
  );
}
