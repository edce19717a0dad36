"use client";

import { useState } from "react";
import { CampoTexto } from "@/components/forms/Campos";
import { Formulario } from "@/components/forms/Formulario";
import { useFormularioAccion } from "@/components/forms/useFormularioAccion";
import { Aviso } from "@/components/ui/Aviso";
import type { Accion } from "@/lib/accion";
import type { ResultadoNuevoCurso } from "@/lib/curso-academico/nuevo-curso";
import { formatearFecha } from "@/lib/fechas";

type Valores = { codigo: string; inicio: string; fin: string; cierre: string; repetidores: string[]; repetidoresCsv: string; simular: boolean; huella: string };

/**
 * «Nuevo curso»: the next year's code and dates and the cierre of the current one → «Vista previa»
 * (everything the apply will do, with the 2.º students to tick as repeating) → «Aplicar», which
 * sends the preview's huella: a preview that no longer matches the database is refused. Changing
 * any field after the preview hides «Aplicar» until the next one.
 */
export function AsistenteNuevoCurso({ sugerencia, accion }: { sugerencia: { codigo: string; inicio: string; fin: string; cierre: string }; accion: Accion<ResultadoNuevoCurso> }) {
  const [vigente, setVigente] = useState<ResultadoNuevoCurso | null>(null);
  const { form, estado, enviando, onSubmit, cargarValidacion, error } = useFormularioAccion<Valores, ResultadoNuevoCurso>({
    schema: () => import("@/lib/curso-academico/nuevo-curso-schemas").then((m) => m.nuevoCursoSchema),
    accion,
    valores: { ...sugerencia, repetidores: [], repetidoresCsv: "", simular: true, huella: "" },
    alExito: (r) => setVigente(r.datos && !r.datos.aplicado && r.datos.plan.cambios > 0 ? r.datos : null),
  });
  const plan = vigente?.plan ?? (estado?.ok ? estado.datos?.plan : undefined);
  const caduca = () => setVigente(null);
  const enviar = (simular: boolean) => {
    form.setValue("simular", simular);
    form.setValue("huella", simular ? "" : (vigente?.plan.huella ?? ""));
  };

  return (
    <Formulario onSubmit={onSubmit} onChange={caduca} {...cargarValidacion} noValidate className="space-y-4" aria-label="Nuevo curso">
      <div className="grid gap-3 sm:grid-cols-4">
        <CampoTexto etiqueta="Curso nuevo" placeholder="2027/2028" autoComplete="off" {...form.register("codigo")} error={error("codigo")} />
        <CampoTexto etiqueta="Primer día de clase" type="date" {...form.register("inicio")} error={error("inicio")} />
        <CampoTexto etiqueta="Último día de clase" type="date" {...form.register("fin")} error={error("fin")} />
        <CampoTexto etiqueta="Cierre del curso actual" type="date" {...form.register("cierre")} error={error("cierre")} ayuda="Desde ese día el curso actual es historia (solo lectura) y el nuevo pasa a ser el actual." />
      </div>
      <label className="block text-sm">
        <span className="font-medium">Repetidores desde un CSV (opcional)</span>
        <span className="block text-slate-600">Una columna «Estudiante» con el código o el correo de cada estudiante de 2.º que repite.</span>
        <input
          type="file"
          accept=".csv,text/csv"
          className="mt-1 block"
          onChange={async (e) => {
            const archivo = e.currentTarget.files?.[0];
            form.setValue("repetidoresCsv", archivo ? await archivo.text() : "");
            caduca();
          }}
        />
      </label>
      {error("repetidoresCsv") && <p className="text-sm text-red-800">{error("repetidoresCsv")}</p>}

      {plan && (
        <section aria-label="Vista previa" className="space-y-3 rounded-md bg-slate-50 p-3 text-sm">
          <h3 className="font-semibold">
            Vista previa: del curso {plan.origen.codigo} al {plan.curso.codigo}
          </h3>
          <ul className="list-disc pl-5">
            <li>{plan.curso.existe ? `El curso ${plan.curso.codigo} ya existe.` : `Se crea el curso ${plan.curso.codigo} (${formatearFecha(plan.curso.inicio)}–${formatearFecha(plan.curso.fin)}).`}</li>
            <li>{plan.franjas} franjas horarias copiadas.</li>
            <li>{plan.festivos.length} días no lectivos copiados un año después{plan.festivos.length ? `: ${plan.festivos.map((f) => formatearFecha(f.fecha)).join(", ")}` : ""}.</li>
            <li>{plan.promocion.length} estudiantes de 1.º pasan al grupo de 2.º de su ciclo, con {plan.matriculas} matrículas en módulos.</li>
            <li>{plan.bajas.length} estudiantes de 2.º se dan de baja (cuenta desactivada); {plan.repiten.length} repiten.</li>
            <li>{plan.asignaciones.length} asignaciones de docencia copiadas como borrador, por confirmar.</li>
            <li>
              El curso {plan.origen.codigo} pasa a ser historia el {formatearFecha(plan.cierre)}; la matrícula, las encuestas y el seguimiento pasan entonces al {plan.curso.codigo}.
            </li>
          </ul>
          {plan.sinGrupo.length > 0 && <p className="text-amber-900">Sin grupo de 2.º en su ciclo (se quedan fuera): {plan.sinGrupo.map((p) => `${p.nombre} (${p.de})`).join(", ")}.</p>}
          {plan.erroresCsv.length > 0 && (
            <ul role="alert" className="list-disc pl-5 text-red-900">
              {plan.erroresCsv.map((e) => (
                <li key={e}>{e}</li>
              ))}
            </ul>
          )}
          {plan.segundo.length > 0 && (
            <fieldset>
              <legend className="font-medium">Estudiantes de 2.º: marca quién repite</legend>
              <div className="mt-1 grid gap-1 sm:grid-cols-2">
                {plan.segundo.map((p) => (
                  <label key={p.id} className="flex items-center gap-2">
                    <input type="checkbox" value={String(p.id)} defaultChecked={p.repite} {...form.register("repetidores")} />
                    {p.nombre} · {p.grupo}
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          {plan.promocion.length > 0 && (
            <details>
              <summary>Quién pasa a 2.º</summary>
              <ul className="pl-5">
                {plan.promocion.map((p) => (
                  <li key={p.id}>
                    {p.nombre}: {p.de} → {p.a}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {plan.asignaciones.length > 0 && (
            <details>
              <summary>Asignaciones de docencia que se copian</summary>
              <ul className="pl-5">
                {plan.asignaciones.map((a) => (
                  <li key={`${a.docenteId}-${a.modulo}-${a.ciclo}-${a.grupo}`}>
                    {a.docente}: {a.modulo} ({a.ciclo}) en {a.grupo}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </section>
      )}

      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="boton-secundario" disabled={enviando} onClick={() => enviar(true)}>
          {enviando ? "Comprobando…" : "Vista previa"}
        </button>
        {vigente && (
          <button type="submit" className="boton-primario" disabled={enviando} onClick={() => enviar(false)}>
            Aplicar
          </button>
        )}
        <Aviso estado={estado} />
      </div>
    </Formulario>
  );
}
