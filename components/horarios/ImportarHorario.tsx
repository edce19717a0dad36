"use client";

import { useId, useRef, useState, useTransition } from "react";
import type { Equivalencia, VistaPrevia } from "@/lib/horarios/analisis";
import type { CatalogoHorario, TipoEquivalencia } from "@/lib/horarios/equivalencias";
import type { EstadoFormulario } from "@/lib/errors";
import { AvisoFormulario, describir, Mensajes } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { Opciones, type Opcion } from "../forms/Opciones";
import { TablaAdaptable } from "../ui/TablaAdaptable";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";


type Props = {
  cursos: { codigo: string; actual: boolean; periodos: number }[];
  catalogo: CatalogoHorario;
  previsualizar: (prev: null, entrada: FormData) => Promise<EstadoFormulario<VistaPrevia>>;
  /** Largest file the server reads (lib/csv.ts); a bigger one is refused here, before uploading it. */
  maxBytes: number;
  aplicar: (prev: null, entrada: FormData) => Promise<EstadoFormulario<unknown>>;
};

type Elecciones = Partial<Record<TipoEquivalencia, Record<string, string>>>;

/** A failed request (connection lost, server restarting) becomes a message, not a broken page. */
async function enviar<D>(fn: () => Promise<EstadoFormulario<D>>): Promise<EstadoFormulario<D>> {
  try {
    return await fn();
  } catch {
    return { ok: false, message: "No se ha podido completar la petición. Comprueba la conexión y vuelve a pulsar «Vista previa» para ver cómo está el horario." };
  }
}

const TIPO: Record<TipoEquivalencia, string> = { dia: "Día", hora: "Hora", grupo: "Grupo", modulo: "Módulo", docente: "Docente", aula: "Aula" };
const DIAS = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"];
const MAX_ERRORES = 300;

/** The options of an equivalence's select, from the catalogue. */
function opciones(e: Equivalencia, c: CatalogoHorario): Opcion[] {
  switch (e.tipo) {
    case "dia":
      return DIAS.map((d, i) => ({ valor: String(i + 1), etiqueta: d }));
    case "hora":
      return c.franjas.map((f) => ({ valor: String(f.id), etiqueta: `${f.inicio}–${f.fin}${f.recreo ? " (recreo)" : ""}` }));
    case "grupo":
      return c.grupos.map((g) => ({ valor: g.codigo, etiqueta: g.codigo }));
    case "modulo":
      return c.modulos.filter((m) => m.ciclo === e.ciclo).map((m) => ({ valor: m.codigo, etiqueta: `${m.codigo} · ${m.nombre}` }));
    case "docente":
      return c.docentes.map((d) => ({ valor: String(d.id), etiqueta: `${d.apellidos}, ${d.nombre} (${d.email})` }));
    case "aula":
      return c.aulas.map((a) => ({ valor: String(a.id), etiqueta: a.nombre }));
  }
}

/** Long lists scroll inside the preview; each scrolling box takes the keyboard focus so it can be scrolled without a mouse. */
function Cuentas({ titulo, filas }: { titulo: string; filas: { nombre: string; periodos: number }[] }) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{titulo}</h4>
      <ul tabIndex={0} aria-label={titulo} className="mt-1 max-h-56 overflow-auto text-sm">
        {filas.map((f) => (
          <li key={f.nombre} className="flex justify-between gap-2 border-b border-slate-100 py-0.5">
            <span>{f.nombre}</span>
            <span className="tabular-nums text-slate-700">{f.periodos}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Upload → preview → apply. The file stays in the browser and is sent again with every preview
 * and with the apply (decision 010): nothing is stored until «Aplicar», which re-checks that the
 * plan is the one previewed. Names the portal does not recognise get a select each.
 */
export function ImportarHorario({ cursos, catalogo, previsualizar, aplicar, maxBytes }: Props) {
  const id = useId();
  const entrada = useRef<HTMLInputElement>(null);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [curso, setCurso] = useState(cursos.find((c) => c.actual)?.codigo ?? cursos[0]?.codigo ?? "");
  const [elecciones, setElecciones] = useState<Elecciones>({});
  const [vista, setVista] = useState<VistaPrevia | null>(null);
  const [estado, setEstado] = useState<EstadoFormulario>(null);
  const [confirmar, setConfirmar] = useState(false);
  const [enviando, start] = useTransition();

  const datos = (extra: Record<string, string> = {}) => {
    const fd = new FormData();
    if (archivo) fd.set("archivo", archivo);
    fd.set("curso", curso);
    fd.set("equivalencias", JSON.stringify(elecciones));
    for (const [k, v] of Object.entries(extra)) fd.set(k, v);
    return fd;
  };

  const verPrevia = (nuevas = elecciones) => {
    if (!archivo) {
      setEstado({ ok: false, message: "Elige un archivo CSV.", fieldErrors: { archivo: ["Elige un archivo CSV"] } });
      entrada.current?.focus();
      return;
    }
    if (archivo.size > maxBytes) {
      const message = `El archivo es demasiado grande (máximo ${Math.round(maxBytes / 1024 / 1024)} MB): divídelo en varios.`;
      setEstado({ ok: false, message, fieldErrors: { archivo: [message] } });
      return;
    }
    start(async () => {
      const fd = datos();
      fd.set("equivalencias", JSON.stringify(nuevas));
      const r = await enviar(() => previsualizar(null, fd));
      setEstado(r?.datos ? { ok: r.datos.aplicable, message: r.message } : r);
      setVista(r?.ok && r.datos ? r.datos : null);
      if (r?.ok && r.datos) {
        // The suggestions start selected: one click on «Actualizar vista previa» accepts them.
        const siguiente: Elecciones = {};
        for (const e of r.datos.equivalencias) {
          const v = e.origen === "pendiente" ? e.sugerencia : e.valor;
          if (v) (siguiente[e.tipo] ??= {})[e.clave] = v;
        }
        setElecciones(siguiente);
      }
    });
  };

  const reiniciar = () => {
    setArchivo(null);
    setVista(null);
    setElecciones({});
    setEstado(null);
    if (entrada.current) entrada.current.value = "";
  };

  const errorArchivo = estado && !estado.ok ? estado.fieldErrors?.archivo?.[0] : undefined;
  const pendientes = vista?.equivalencias.filter((e) => e.valor === null).length ?? 0;
  const cambiadas = vista?.equivalencias.some((e) => (elecciones[e.tipo]?.[e.clave] ?? null) !== e.valor) ?? false;

  return (
    <div className="space-y-5">
      <Formulario
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          verPrevia({});
        }}
        className="space-y-4"
      >
        <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
          <div>
            <label htmlFor={`${id}-archivo`} className="block text-sm font-medium text-slate-800">
              Archivo CSV
            </label>
            <input
              ref={entrada}
              id={`${id}-archivo`}
              type="file"
              accept=".csv,text/csv"
              aria-invalid={errorArchivo ? true : undefined}
              aria-describedby={describir(`${id}-archivo`, "ayuda")}
              onChange={(e) => {
                setArchivo(e.target.files?.[0] ?? null);
                setVista(null);
                setEstado(null);
                setElecciones({});
              }}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-marca-50 file:px-4 file:py-2.5 file:font-medium file:text-marca-700"
            />
            <Mensajes id={`${id}-archivo`} error={errorArchivo} ayuda="La exportación de FET (*_timetable.csv) o la plantilla del portal; UTF-8 o Windows-1252, hasta 10 MB." />
          </div>
          <div>
            <label htmlFor={`${id}-curso`} className="block text-sm font-medium text-slate-800">
              Curso académico
            </label>
            <select
              id={`${id}-curso`}
              value={curso}
              onChange={(e) => {
                setCurso(e.target.value);
                setVista(null);
              }}
              className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5"
            >
              {cursos.map((c) => (
                <option key={c.codigo} value={c.codigo}>
                  {c.codigo}
                  {c.actual ? " (actual)" : ""}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="boton-primario" disabled={enviando}>
            {enviando && !vista ? "Leyendo el archivo…" : "Vista previa"}
          </button>
          {(vista || archivo) && (
            <button type="button" className="boton-secundario" onClick={reiniciar} disabled={enviando}>
              Cancelar
            </button>
          )}
        </div>
      </Formulario>

      <AvisoFormulario estado={estado} />

      {vista && (
        <div className="space-y-5" aria-busy={enviando}>
          <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
            {[
              ["Formato", vista.formato === "fet" ? "FET" : "Plantilla del portal"],
              ["Filas", vista.filas],
              ["Periodos", vista.periodos],
              ["Desdobles", vista.desdobles],
            ].map(([t, v]) => (
              <div key={t} className="rounded-lg bg-slate-50 p-2">
                <dt className="text-slate-600">{t}</dt>
                <dd className="text-lg font-semibold">{v}</dd>
              </div>
            ))}
          </dl>

          {vista.franjasNuevas.length > 0 && (
            <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              Al aplicar se crearán estas franjas horarias: {vista.franjasNuevas.map((f) => `${f.inicio}–${f.fin}`).join(", ")}.
            </p>
          )}

          {vista.equivalencias.length > 0 && (
            <section aria-labelledby={`${id}-eq`}>
              <h3 id={`${id}-eq`} className="font-semibold text-slate-900">
                Equivalencias {pendientes > 0 && <span className="text-red-800">({pendientes} sin elegir)</span>}
              </h3>
              <p className="mt-1 text-sm text-slate-700">
                Nombres del archivo que no coinciden exactamente con los del portal. Elige a qué corresponde cada uno y pulsa «Actualizar vista previa»; el portal las recordará para
                la próxima importación.
              </p>
              <div className="mt-2">
                <TablaAdaptable<Equivalencia>
                  etiqueta="Equivalencias"
                  filas={vista.equivalencias}
                  clave={(e) => `${e.tipo}-${e.clave}`}
                  compacta
                  claseFila="align-top"
                  columnas={[
                    { titulo: "Tipo", tarjeta: "no", celda: (e) => TIPO[e.tipo] },
                    {
                      titulo: "En el archivo",
                      tarjeta: "titulo",
                      celda: (e) => (
                        <>
                          <span className="font-medium">{e.nombre}</span>
                          {e.tipo === "modulo" && <span className="block text-xs font-normal text-slate-600">ciclo {e.ciclo}</span>}
                          {e.problema && <span className="block text-xs font-normal text-amber-800">{e.problema}</span>}
                          {e.origen === "pendiente" && e.sugerencia && <span className="block text-xs font-normal text-slate-600">Sugerencia preseleccionada</span>}
                          {e.origen === "guardada" && <span className="block text-xs font-normal text-slate-600">Elegida en una importación anterior</span>}
                        </>
                      ),
                      enTarjeta: (e) => (
                        <>
                          {TIPO[e.tipo]}: {e.nombre}
                          {e.tipo === "modulo" && <span className="block text-xs font-normal text-slate-600">ciclo {e.ciclo}</span>}
                          {e.problema && <span className="block text-xs font-normal text-amber-800">{e.problema}</span>}
                        </>
                      ),
                    },
                    { titulo: "Filas", clase: "tabular-nums", celda: (e) => e.filas },
                    {
                      titulo: "Equivale a",
                      tarjeta: "pie",
                      // Wrapped in its label, without an id: the card and the table row both render it.
                      celda: (e) => (
                        <label className="block">
                          <span className="sr-only">{`${TIPO[e.tipo]} «${e.nombre}» equivale a`}</span>
                          <select
                            value={elecciones[e.tipo]?.[e.clave] ?? ""}
                            aria-invalid={e.valor === null ? true : undefined}
                            onChange={(ev) => setElecciones((x) => ({ ...x, [e.tipo]: { ...x[e.tipo], [e.clave]: ev.target.value } }))}
                            className={`w-full min-w-[12rem] rounded-lg border bg-white px-2 py-1.5 ${e.valor === null ? "border-red-600" : "border-slate-300"}`}
                          >
                            <option value="">— Elige —</option>
                            <option value="-">{e.tipo === "aula" ? "Sin aula" : "No importar"}</option>
                            <Opciones lista={opciones(e, catalogo)} />
                          </select>
                        </label>
                      ),
                    },
                  ]}
                />
              </div>
              <button type="button" className="boton-secundario mt-3" disabled={enviando} onClick={() => verPrevia()}>
                {enviando ? "Actualizando…" : "Actualizar vista previa"}
              </button>
            </section>
          )}

          {vista.errores.length > 0 && (
            <section aria-labelledby={`${id}-errores`}>
              <h3 id={`${id}-errores`} className="font-semibold text-red-900">
                Filas que no se pueden colocar ({vista.errores.length})
              </h3>
              <div tabIndex={0} role="group" aria-labelledby={`${id}-errores`} className="mt-2 max-h-96 overflow-auto">
                <TablaAdaptable
                  etiqueta={`Filas que no se pueden colocar (${vista.errores.length})`}
                  filas={vista.errores.slice(0, MAX_ERRORES)}
                  clave={(e) => e.linea}
                  compacta
                  claseFila="align-top"
                  columnas={[
                    { titulo: "Línea", tarjeta: "titulo", clase: "font-mono", celda: (e) => e.linea, enTarjeta: (e) => `Línea ${e.linea}` },
                    { titulo: "Motivo", celda: (e) => e.mensajes.join(" ") },
                  ]}
                />
              </div>
              {vista.errores.length > MAX_ERRORES && <p className="text-sm text-slate-600">…y {vista.errores.length - MAX_ERRORES} filas más.</p>}
            </section>
          )}

          {vista.omitidas.length > 0 && (
            <details>
              <summary className="cursor-pointer font-semibold text-slate-900">Filas que no se importan ({vista.omitidas.length})</summary>
              <ul tabIndex={0} aria-label="Filas que no se importan" className="mt-2 max-h-56 overflow-auto text-sm">
                {vista.omitidas.slice(0, MAX_ERRORES).map((o, i) => (
                  <li key={i}>
                    Línea {o.linea}: {o.motivo}.
                  </li>
                ))}
              </ul>
            </details>
          )}

          <details>
            <summary className="cursor-pointer font-semibold text-slate-900">Periodos por grupo, docente y aula</summary>
            <div className="mt-2 grid gap-4 sm:grid-cols-3">
              <Cuentas titulo="Grupos" filas={vista.porGrupo} />
              <Cuentas titulo="Docentes" filas={vista.porDocente} />
              <Cuentas titulo="Aulas" filas={vista.porAula} />
            </div>
          </details>

          <section aria-labelledby={`${id}-cambios`}>
            <h3 id={`${id}-cambios`} className="font-semibold text-slate-900">
              Cambios respecto al horario actual de {vista.curso}
            </h3>
            <p className="mt-1 text-sm">
              {vista.cambios.altas} nuevos · {vista.cambios.bajas} eliminados · {vista.cambios.modificados} cambiados · {vista.cambios.iguales} sin cambios
            </p>
            {vista.cambios.detalle.length > 0 && (
              <ul tabIndex={0} aria-labelledby={`${id}-cambios`} className="mt-2 max-h-72 overflow-auto text-sm">
                {vista.cambios.detalle.map((c, i) => (
                  <li key={i} className={c.tipo === "baja" ? "text-red-900" : c.tipo === "alta" ? "text-green-900" : "text-amber-900"}>
                    {c.tipo === "baja" ? "− " : c.tipo === "alta" ? "+ " : "~ "}
                    {c.texto}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
            <button type="button" className="boton-primario" disabled={!vista.aplicable || cambiadas || enviando} onClick={() => setConfirmar(true)}>
              Aplicar
            </button>
            <button type="button" className="boton-secundario" onClick={reiniciar} disabled={enviando}>
              Cancelar
            </button>
            {cambiadas && <p className="text-sm text-slate-700">Hay equivalencias elegidas que la vista previa aún no tiene en cuenta: pulsa «Actualizar vista previa».</p>}
          </div>
          <DialogoConfirmar
            abierto={confirmar}
            titulo={`¿Aplicar el horario de ${vista.curso}?`}
            textoConfirmar="Aplicar"
            onCancelar={() => setConfirmar(false)}
            onConfirmar={() => {
              setConfirmar(false);
              start(async () => {
                const r = await enviar(() => aplicar(null, datos({ huella: vista.huella })));
                setEstado(r);
                if (r?.ok) {
                  setVista(null);
                  setArchivo(null);
                  if (entrada.current) entrada.current.value = "";
                }
              });
            }}
          >
            El horario de {vista.curso} pasará a ser el del archivo: {vista.cambios.altas} periodos nuevos, {vista.cambios.bajas} eliminados y {vista.cambios.modificados} cambiados. Los
            demás cursos no cambian.
          </DialogoConfirmar>
        </div>
      )}
    </div>
  );
}
