"use client";

import { useId, useRef, useState, useTransition, type ComponentType, type ReactNode } from "react";
import type { Accion } from "@/lib/accion";
import { formatearTamano, mensajeArchivoGrande } from "@/lib/archivos";
import type { EstadoFormulario } from "@/lib/errors";
import { MAX_BYTES_IMPORTACION, MAX_FILAS_IMPORTACION } from "@/lib/importar/limites";
import type { FilaInforme, InformeBase } from "@/lib/importar/tipos";
import { AvisoFormulario, describir, Mensajes } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";
import { DialogoConfirmar } from "../ui/DialogoConfirmar";
import { TablaAdaptable } from "../ui/TablaAdaptable";

const ESTADO: Record<FilaInforme["estado"], { texto: string; clase: string }> = {
  error: { texto: "Error", clase: "bg-red-100 text-red-900" },
  nuevo: { texto: "Alta", clase: "bg-green-100 text-green-900" },
  cambiado: { texto: "Con cambios", clase: "bg-amber-100 text-amber-900" },
  sinCambios: { texto: "Sin cambios", clase: "bg-slate-100 text-slate-700" },
  omitida: { texto: "No se importa", clase: "bg-slate-100 text-slate-700" },
};

/** Rows listed one by one; the counts above always cover all of them. */
const MAX_FILAS_LISTADAS = 300;

function Filas({ filas, caption }: { filas: FilaInforme[]; caption: string }) {
  return (
    <>
      <TablaAdaptable<FilaInforme>
        etiqueta={caption}
        filas={filas.slice(0, MAX_FILAS_LISTADAS)}
        clave={(f) => f.linea}
        compacta
        claseFila="align-top"
        columnas={[
          { titulo: "Fila", tarjeta: "titulo", clase: "font-mono", celda: (f) => f.linea, enTarjeta: (f) => `Fila ${f.linea}` },
          { titulo: "Clave", clase: "break-all", celda: (f) => f.clave || "—" },
          { titulo: "Resultado", tarjeta: "esquina", celda: (f) => <span className={`rounded px-2 py-0.5 text-xs font-medium ${ESTADO[f.estado].clase}`}>{ESTADO[f.estado].texto}</span> },
          {
            titulo: "Detalle",
            celda: (f) => (
              <>
                {[...f.errores, ...f.avisos].length > 0 && (
                  <ul className={`list-disc pl-4 ${f.errores.length ? "text-red-900" : "text-slate-700"}`}>
                    {[...f.errores, ...f.avisos].map((e) => (
                      <li key={e}>{/[.:!?»]$/.test(e) ? e : `${e}.`}</li>
                    ))}
                  </ul>
                )}
                {f.cambios.length > 0 && (
                  <ul className="text-slate-700">
                    {f.cambios.map((c) => (
                      <li key={c.campo}>
                        {c.campo}: <del className="text-slate-500">{c.antes ?? "—"}</del> → <ins className="no-underline">{c.despues ?? "—"}</ins>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            ),
          },
        ]}
      />
      {filas.length > MAX_FILAS_LISTADAS && <p className="text-sm text-slate-600">…y {filas.length - MAX_FILAS_LISTADAS} filas más.</p>}
    </>
  );
}

/** What an import's own step gets: the report, its choices and how to change them or ask for a new preview. */
export type PasoImportacion<I, E> = { informe: I; elecciones: E; setElecciones: (f: (e: E) => E) => void; enviando: boolean; actualizar: () => void; vigente: boolean };

type Props<I extends InformeBase, E> = {
  /** The import's server action (lib/importar/schemas.ts: archivo, modo, huella, elecciones and its own fields). */
  accion: Accion<I>;
  /** Fields of the import sent with the file (named inputs: the school year, the kind of import). */
  campos?: ReactNode;
  /** The file input's label and what it says it takes. */
  etiqueta?: string;
  ayuda: string;
  accept?: string;
  /** The choices an import starts from after a preview (the suggested equivalences, nobody to deactivate). */
  eleccionesDe: (informe: I, anteriores: E) => E;
  /** The import's own step after the counts: the mapping of names (timetables), who to deactivate (people). */
  Paso?: ComponentType<PasoImportacion<I, E>>;
  /** Whether the choices changed the plan since the preview, so it must be checked again before applying. */
  pendiente?: (informe: I, elecciones: E) => boolean;
  /** Whether there is anything to apply (by default: new, changed or removed rows). */
  hayQueAplicar?: (informe: I, elecciones: E) => boolean;
  /** A confirmation before applying, for imports that replace things wholesale (a timetable). */
  confirmar?: (informe: I) => { titulo: string; texto: ReactNode };
  /** Whether the rows that are fine are listed (entity imports) or only counted (a timetable's lines). */
  listarFilas?: boolean;
  /** Names of the counts: a timetable counts periods. */
  cuentas?: (informe: I) => [string, number][];
};

/** A failed request (connection lost, server restarting) becomes a message, not a broken page. */
async function enviar<D>(fn: () => Promise<EstadoFormulario<D>>): Promise<EstadoFormulario<D>> {
  try {
    return await fn();
  } catch {
    return { ok: false, message: "No se ha podido completar la petición. Comprueba la conexión y vuelve a comprobar el archivo." };
  }
}

const cuentasPorDefecto = (i: InformeBase): [string, number][] => [
  ["Altas", i.nuevos],
  ["Con cambios", i.cambiados],
  ["Sin cambios", i.sinCambios],
  ["Con errores", i.errores],
];

/**
 * The one import component (issue 42): upload → «Comprobar el archivo» (the preview: what each row
 * would do, or why it cannot) → the import's own step, if any (a mapping of names, people to
 * deactivate) → «Aplicar la importación», which sends the same file again with the preview's
 * fingerprint; the server applies it all in one transaction, or nothing if any row is wrong or the
 * plan is no longer the one previewed. The file stays in the browser between the steps; a file
 * over the maximum is refused here, before it is sent, with the server's own words.
 */
export function Importador<I extends InformeBase, E>({ accion, campos, etiqueta = "Archivo CSV", ayuda, accept = ".csv,text/csv,.txt", eleccionesDe, Paso, pendiente, hayQueAplicar, confirmar, listarFilas = true, cuentas = cuentasPorDefecto }: Props<I, E>) {
  const id = useId();
  const caja = useRef<HTMLDivElement>(null);
  const entrada = useRef<HTMLInputElement>(null);
  const [archivo, setArchivo] = useState<File | null>(null);
  const [comprobado, setComprobado] = useState<File | null>(null);
  const [estado, setEstado] = useState<EstadoFormulario<I>>(null);
  const [elecciones, setElecciones] = useState<E | null>(null);
  const [dialogo, setDialogo] = useState(false);
  const [enviando, start] = useTransition();
  const informe = estado?.datos ?? null;
  const vigente = informe !== null && archivo !== null && archivo === comprobado;

  const mandar = (modo: "comprobar" | "aplicar", conElecciones: E | null = elecciones) => {
    if (!archivo) {
      setEstado({ ok: false, message: "Elige un archivo.", fieldErrors: { archivo: ["Elige un archivo"] } });
      entrada.current?.focus();
      return;
    }
    if (archivo.size > MAX_BYTES_IMPORTACION) {
      const message = mensajeArchivoGrande(MAX_BYTES_IMPORTACION);
      setEstado({ ok: false, message, fieldErrors: { archivo: [message] } });
      return;
    }
    const fd = new FormData(caja.current?.querySelector("form") ?? undefined);
    fd.set("archivo", archivo);
    fd.set("modo", modo);
    if (conElecciones !== null) fd.set("elecciones", JSON.stringify(conElecciones));
    if (modo === "aplicar" && informe) fd.set("huella", informe.huella);
    start(async () => {
      const r = await enviar(() => accion(null, fd));
      const nuevo = r?.datos;
      // A report with bad rows or a file that cannot be read is a refusal, though the action itself went through.
      setEstado(r && nuevo ? { ...r, ok: r.ok && !nuevo.mensaje && nuevo.errores === 0, fieldErrors: nuevo.mensaje ? { archivo: [nuevo.mensaje] } : r.fieldErrors } : r);
      if (nuevo && nuevo.simulacion) {
        setComprobado(archivo);
        setElecciones(eleccionesDe(nuevo, conElecciones as E));
      }
    });
  };

  const reiniciar = () => {
    setArchivo(null);
    setComprobado(null);
    setEstado(null);
    setElecciones(null);
    if (entrada.current) entrada.current.value = "";
  };

  const errorArchivo = estado && !estado.ok ? estado.fieldErrors?.archivo?.[0] : undefined;
  const cambiadas = vigente && elecciones !== null && !!pendiente?.(informe, elecciones);
  const algo = informe && elecciones !== null ? (hayQueAplicar?.(informe, elecciones) ?? informe.nuevos + informe.cambiados + informe.eliminados > 0) : false;
  const puedeAplicar = vigente && informe.simulacion && !informe.mensaje && informe.errores === 0 && algo;
  const conErrores = informe?.filas.filter((f) => f.estado === "error") ?? [];
  const conCambios = informe?.filas.filter((f) => f.estado === "nuevo" || f.estado === "cambiado") ?? [];
  const iguales = informe?.filas.filter((f) => f.estado === "sinCambios") ?? [];
  const omitidas = informe?.filas.filter((f) => f.estado === "omitida") ?? [];
  const aplicar = () => (confirmar && informe ? setDialogo(true) : mandar("aplicar"));

  return (
    <div ref={caja} className="space-y-4">
      <Formulario
        noValidate
        onChange={(e) => {
          // Another school year (a field of the import's own) is another preview.
          if (e.target !== (entrada.current as EventTarget | null)) {
            setEstado(null);
            setElecciones(null);
          }
        }}
        onSubmit={(e) => {
          e.preventDefault();
          mandar("comprobar", null);
        }}
        className="space-y-3"
      >
        <div className="grid gap-4 sm:grid-cols-[1fr_auto]">
          <div>
            <label htmlFor={`${id}-archivo`} className="block text-sm font-medium text-slate-800">
              {etiqueta}
            </label>
            <input
              ref={entrada}
              id={`${id}-archivo`}
              type="file"
              accept={accept}
              aria-invalid={errorArchivo ? true : undefined}
              aria-describedby={describir(`${id}-archivo`, "ayuda")}
              onChange={(e) => {
                setArchivo(e.target.files?.[0] ?? null);
                setEstado(null);
                setElecciones(null);
              }}
              className="mt-1 block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-marca-50 file:px-4 file:py-2.5 file:font-medium file:text-marca-700"
            />
            <Mensajes id={`${id}-archivo`} error={errorArchivo} ayuda={`${ayuda} Como mucho ${formatearTamano(MAX_BYTES_IMPORTACION)} y ${MAX_FILAS_IMPORTACION.toLocaleString("es-ES")} filas.`} />
          </div>
          {campos}
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="boton-secundario" disabled={enviando}>
            {enviando ? "Procesando el archivo…" : "Comprobar el archivo"}
          </button>
          {(informe || archivo) && (
            <button type="button" className="boton-secundario" onClick={reiniciar} disabled={enviando}>
              Cancelar
            </button>
          )}
        </div>
      </Formulario>

      <AvisoFormulario estado={enviando ? null : estado} />
      {enviando && <p role="status">Procesando el archivo…</p>}
      {!enviando && informe && archivo !== comprobado && <p className="text-sm text-amber-900">Has elegido otro archivo: compruébalo antes de aplicar.</p>}

      {informe && !informe.mensaje && (
        <section aria-label={informe.aplicado ? "Resultado de la importación" : "Vista previa"} aria-busy={enviando} className="space-y-4">
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {cuentas(informe).map(([t, n]) => (
              <div key={t} className="rounded-lg bg-slate-50 p-3">
                <dt className="text-sm text-slate-600">{t}</dt>
                <dd className="text-2xl font-semibold tabular-nums">{n}</dd>
              </div>
            ))}
          </dl>
          {Paso && elecciones !== null && (
            <Paso informe={informe} elecciones={elecciones} setElecciones={(f) => setElecciones((e) => (e === null ? e : f(e)))} enviando={enviando} actualizar={() => mandar("comprobar")} vigente={!!vigente} />
          )}
          {conErrores.length > 0 && (
            <section aria-labelledby={`${id}-errores`}>
              <h3 id={`${id}-errores`} className="mb-2 font-semibold text-red-900">
                Filas con errores ({conErrores.length})
              </h3>
              <Filas filas={conErrores} caption="Filas con errores" />
            </section>
          )}
          {listarFilas && conCambios.length > 0 && (
            <div>
              <h3 className="mb-2 font-semibold">
                {informe.aplicado ? "Altas y cambios aplicados" : "Altas y cambios"} ({conCambios.length})
              </h3>
              <Filas filas={conCambios} caption="Altas y cambios" />
            </div>
          )}
          {listarFilas && iguales.length > 0 && (
            <details>
              <summary className="cursor-pointer text-sm font-medium">Filas sin cambios ({iguales.length})</summary>
              <Filas filas={iguales} caption="Filas sin cambios" />
            </details>
          )}
          {omitidas.length > 0 && (
            <details>
              <summary className="cursor-pointer text-sm font-medium">Filas que no se importan ({omitidas.length})</summary>
              <Filas filas={omitidas} caption="Filas que no se importan" />
            </details>
          )}
          {informe.simulacion && vigente && (
            <div className="flex flex-wrap items-center gap-2 border-t border-slate-200 pt-4">
              <button type="button" className="boton-primario" disabled={!puedeAplicar || cambiadas || enviando} onClick={aplicar}>
                Aplicar la importación
              </button>
              {cambiadas && <p className="text-sm text-slate-700">Has cambiado elecciones que la vista previa aún no tiene en cuenta: pulsa «Actualizar vista previa».</p>}
              {!cambiadas && informe.errores === 0 && !algo && <p className="text-sm text-slate-700">No hay nada que aplicar.</p>}
            </div>
          )}
          {confirmar && informe.simulacion && (
            <DialogoConfirmar
              abierto={dialogo}
              titulo={confirmar(informe).titulo}
              textoConfirmar="Aplicar"
              onCancelar={() => setDialogo(false)}
              onConfirmar={() => {
                setDialogo(false);
                mandar("aplicar");
              }}
            >
              {confirmar(informe).texto}
            </DialogoConfirmar>
          )}
        </section>
      )}
    </div>
  );
}
