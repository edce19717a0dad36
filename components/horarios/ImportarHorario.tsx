"use client";

import { useId, useMemo, useState } from "react";
import type { Accion } from "@/lib/accion";
import type { Equivalencia, Mapeo } from "@/lib/horarios/analisis";
import type { CatalogoHorario, TipoEquivalencia } from "@/lib/horarios/equivalencias";
import { contarAsignaciones, type AsignacionImplicita } from "@/lib/horarios/asignaciones";
import type { InformeHorario } from "@/lib/horarios/importar";
import { Opciones, type Opcion } from "../forms/Opciones";
import { Importador, type PasoImportacion } from "../importar/Importador";
import { TablaAdaptable } from "../ui/TablaAdaptable";


type Props = {
  cursos: { codigo: string; actual: boolean; periodos: number }[];
  catalogo: CatalogoHorario;
  accion: Accion<InformeHorario>;
};

type Elecciones = { equivalencias: Mapeo; crearAsignaciones: boolean };

const TIPO: Record<TipoEquivalencia, string> = { dia: "Día", hora: "Hora", grupo: "Grupo", modulo: "Módulo", docente: "Docente", aula: "Aula" };
const DIAS = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"];

/** The options of an equivalence's select, from the catalogue; hours from the slots of the year the preview is for. */
function opciones(e: Equivalencia, c: CatalogoHorario, franjas: CatalogoHorario["franjas"]): Opcion[] {
  switch (e.tipo) {
    case "dia":
      return DIAS.map((d, i) => ({ valor: String(i + 1), etiqueta: d }));
    case "hora":
      return franjas.map((f) => ({ valor: String(f.id), etiqueta: `${f.inicio}–${f.fin}${f.recreo ? " (recreo)" : ""}` }));
    case "grupo":
      return c.grupos.map((g) => ({ valor: g.codigo, etiqueta: g.codigo }));
    case "modulo":
      return c.modulos.filter((m) => m.ciclo === e.ciclo && (e.curso === null || m.curso === undefined || m.curso === e.curso)).map((m) => ({ valor: m.codigo, etiqueta: `${m.codigo} · ${m.nombre}` }));
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

/** The mapping step: the names of the file that the portal does not know, each with a select. */
function Equivalencias({ informe, elecciones, setElecciones, enviando, actualizar, catalogo }: PasoImportacion<InformeHorario, Elecciones> & { catalogo: CatalogoHorario }) {
  const id = useId();
  const lista = informe.horario.equivalencias;
  const pendientes = lista.filter((e) => e.valor === null).length;
  if (lista.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-eq`}>
      <h3 id={`${id}-eq`} className="font-semibold text-slate-900">
        Equivalencias {pendientes > 0 && <span className="text-red-800">({pendientes} sin elegir)</span>}
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        Nombres del archivo que no coinciden exactamente con los del portal. Elige a qué corresponde cada uno y pulsa «Actualizar vista previa»; el portal las recordará para la próxima
        importación.
      </p>
      <div className="mt-2">
        <TablaAdaptable<Equivalencia>
          etiqueta="Equivalencias"
          filas={lista}
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
                  {e.tipo === "modulo" && <span className="block text-xs font-normal text-slate-600">ciclo {e.ciclo}{e.curso ? `, ${e.curso}.º` : ""}</span>}
                  {e.problema && <span className="block text-xs font-normal text-amber-800">{e.problema}</span>}
                  {e.origen === "pendiente" && e.sugerencia && <span className="block text-xs font-normal text-slate-600">Sugerencia preseleccionada</span>}
                  {e.origen === "guardada" && <span className="block text-xs font-normal text-slate-600">Elegida en una importación anterior</span>}
                </>
              ),
              enTarjeta: (e) => (
                <>
                  {TIPO[e.tipo]}: {e.nombre}
                  {e.tipo === "modulo" && <span className="block text-xs font-normal text-slate-600">ciclo {e.ciclo}{e.curso ? `, ${e.curso}.º` : ""}</span>}
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
                    value={elecciones.equivalencias[e.tipo]?.[e.clave] ?? ""}
                    aria-invalid={e.valor === null ? true : undefined}
                    onChange={(ev) => {
                      const v = ev.target.value;
                      setElecciones((x) => ({ ...x, equivalencias: { ...x.equivalencias, [e.tipo]: { ...x.equivalencias[e.tipo], [e.clave]: v } } }));
                    }}
                    className={`w-full min-w-[12rem] rounded-lg border bg-white px-2 py-1.5 ${e.valor === null ? "border-red-600" : "border-slate-300"}`}
                  >
                    <option value="">— Elige —</option>
                    <option value="-">{e.tipo === "aula" ? "Sin aula" : "No importar"}</option>
                    <Opciones lista={opciones(e, catalogo, informe.horario.franjas)} />
                  </select>
                </label>
              ),
            },
          ]}
        />
      </div>
      <button type="button" className="boton-secundario mt-3" disabled={enviando} onClick={actualizar}>
        {enviando ? "Actualizando…" : "Actualizar vista previa"}
      </button>
    </section>
  );
}

const POR_PAGINA = 100;
const TIPOS_CAMBIO = [
  ["alta", "Nuevos", "+ ", "text-green-900"],
  ["baja", "Eliminados", "− ", "text-red-900"],
  ["cambio", "Cambiados", "~ ", "text-amber-900"],
] as const;

/** Every change of the replacement, by kind and a page at a time, in the order of the week. */
function Cambios({ detalle, etiqueta }: { detalle: InformeHorario["horario"]["cambios"]["detalle"]; etiqueta: string }) {
  const [tipo, setTipo] = useState<"todos" | (typeof TIPOS_CAMBIO)[number][0]>("todos");
  const [pagina, setPagina] = useState(0);
  const lista = tipo === "todos" ? detalle : detalle.filter((c) => c.tipo === tipo);
  const paginas = Math.max(1, Math.ceil(lista.length / POR_PAGINA));
  const actual = Math.min(pagina, paginas - 1);
  const desde = actual * POR_PAGINA;
  const elegir = (t: typeof tipo) => {
    setTipo(t);
    setPagina(0);
  };
  return (
    <div className="mt-2 space-y-2">
      <div role="group" aria-label="Qué cambios ver" className="flex flex-wrap gap-2 text-sm">
        <button type="button" aria-pressed={tipo === "todos"} className="boton-secundario text-sm" onClick={() => elegir("todos")}>
          Todos ({detalle.length})
        </button>
        {TIPOS_CAMBIO.map(([t, nombre]) => (
          <button key={t} type="button" aria-pressed={tipo === t} className="boton-secundario text-sm" onClick={() => elegir(t)}>
            {nombre} ({detalle.filter((c) => c.tipo === t).length})
          </button>
        ))}
      </div>
      <ul tabIndex={0} aria-labelledby={etiqueta} className="max-h-72 overflow-auto text-sm">
        {lista.slice(desde, desde + POR_PAGINA).map((c, i) => {
          const [, , signo, clase] = TIPOS_CAMBIO.find(([t]) => t === c.tipo)!;
          return (
            <li key={desde + i} className={clase}>
              {signo}
              {c.texto}
            </li>
          );
        })}
      </ul>
      {paginas > 1 && (
        <nav aria-label="Páginas de cambios" className="flex flex-wrap items-center gap-2 text-sm">
          <button type="button" className="boton-secundario text-sm" disabled={actual === 0} onClick={() => setPagina(actual - 1)}>
            Anteriores
          </button>
          <span>
            {desde + 1}–{Math.min(desde + POR_PAGINA, lista.length)} de {lista.length}
          </span>
          <button type="button" className="boton-secundario text-sm" disabled={actual >= paginas - 1} onClick={() => setPagina(actual + 1)}>
            Siguientes
          </button>
        </nav>
      )}
    </div>
  );
}

const ESTADO_ASIGNACION: Record<AsignacionImplicita["estado"], string> = {
  conflicto: "Asignado a otro docente",
  nueva: "Nueva",
  sinHorario: "Asignada, sin horario",
  coincide: "Ya asignada",
};

/**
 * The teaching assignments the timetable implies, compared with today's: the new ones can be
 * created with the timetable (one tick), so that the teachers see their modules and follow-up at once.
 */
function Asignaciones({ informe, elecciones, setElecciones, vigente }: PasoImportacion<InformeHorario, Elecciones>) {
  const id = useId();
  const lista = informe.horario.asignaciones;
  const n = contarAsignaciones(lista);
  const [todas, setTodas] = useState(false);
  const visibles = todas ? lista : lista.filter((a) => a.estado !== "coincide");
  if (lista.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-asig`} className="space-y-2">
      <h3 id={`${id}-asig`} className="font-semibold text-slate-900">
        Asignaciones de docencia
      </h3>
      <p className="text-sm">
        {n.nueva} nuevas · {n.conflicto} asignadas a otro docente · {n.sinHorario} asignadas sin horario · {n.coincide} ya asignadas
      </p>
      {informe.simulacion && vigente && n.nueva > 0 && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5 h-4 w-4" checked={elecciones.crearAsignaciones} onChange={(e) => setElecciones((x) => ({ ...x, crearAsignaciones: e.target.checked }))} />
          <span>Crear las {n.nueva} asignaciones nuevas al aplicar (cada docente verá sus módulos y su seguimiento sin más pasos)</span>
        </label>
      )}
      {visibles.length > 0 && (
        <div tabIndex={0} role="group" aria-labelledby={`${id}-asig`} className="max-h-72 overflow-auto">
          <TablaAdaptable<AsignacionImplicita>
            etiqueta="Asignaciones de docencia"
            filas={visibles}
            clave={(a) => `${a.docenteId}|${a.modulo}|${a.ciclo}|${a.grupo}`}
            compacta
            columnas={[
              { titulo: "Grupo", tarjeta: "titulo", celda: (a) => a.grupo },
              { titulo: "Módulo", celda: (a) => `${a.modulo} · ${a.nombreModulo}` },
              { titulo: "Docente", celda: (a) => a.docente },
              { titulo: "Situación", tarjeta: "esquina", celda: (a) => `${ESTADO_ASIGNACION[a.estado]}${a.otros.length ? `: ${a.otros.join(", ")}` : ""}` },
            ]}
          />
        </div>
      )}
      {n.coincide > 0 && (
        <button type="button" className="boton-secundario text-sm" onClick={() => setTodas(!todas)}>
          {todas ? "Ocultar las ya asignadas" : `Ver también las ${n.coincide} ya asignadas`}
        </button>
      )}
    </section>
  );
}

/** The rest of the preview: new slots, periods by group, teacher and room, and every change. */
function Resumen({ informe }: { informe: InformeHorario }) {
  const id = useId();
  const v = informe.horario;
  return (
    <>
      {v.franjasNuevas.length > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          Al aplicar se crearán estas franjas horarias: {v.franjasNuevas.map((f) => `${f.inicio}–${f.fin}`).join(", ")}.
        </p>
      )}
      <details>
        <summary className="cursor-pointer font-semibold text-slate-900">Periodos por grupo, docente y aula</summary>
        <div className="mt-2 grid gap-4 sm:grid-cols-3">
          <Cuentas titulo="Grupos" filas={v.porGrupo} />
          <Cuentas titulo="Docentes" filas={v.porDocente} />
          <Cuentas titulo="Aulas" filas={v.porAula} />
        </div>
      </details>
      <section aria-labelledby={`${id}-cambios`}>
        <h3 id={`${id}-cambios`} className="font-semibold text-slate-900">
          Cambios respecto al horario actual de {v.curso}
        </h3>
        <p className="mt-1 text-sm">
          {v.cambios.altas} nuevos · {v.cambios.bajas} eliminados · {v.cambios.modificados} cambiados · {v.cambios.iguales} sin cambios
        </p>
        {v.cambios.detalle.length > 0 && <Cambios detalle={v.cambios.detalle} etiqueta={`${id}-cambios`} />}
      </section>
    </>
  );
}

/**
 * The timetable through the one `<Importador>` (lib/importar): the school year goes with the file,
 * and its own step maps the names the portal does not recognise (a select each, the suggestion
 * preselected) before the preview can be applied; applying replaces the year's timetable, after
 * a confirmation.
 */
export function ImportarHorario({ cursos, catalogo, accion }: Props) {
  const id = useId();
  // One component for as long as the catalogue is the same: the step keeps its focus while the admin chooses.
  const Paso = useMemo(
    () =>
      function PasoHorario(p: PasoImportacion<InformeHorario, Elecciones>) {
        return (
          <>
            <Equivalencias {...p} catalogo={catalogo} />
            <Resumen informe={p.informe} />
            <Asignaciones {...p} />
          </>
        );
      },
    [catalogo],
  );
  return (
    <Importador<InformeHorario, Elecciones>
      accion={accion}
      etiqueta="Archivo"
      accept=".csv,text/csv,.fet,.xml"
      ayuda="De FET, el horario generado (*_data_and_timetable.fet) o su exportación CSV (*_timetable.csv); o la plantilla del portal (CSV, UTF-8 o Windows-1252)."
      listarFilas={false}
      campos={
        <div>
          <label htmlFor={`${id}-curso`} className="block text-sm font-medium text-slate-800">
            Curso académico
          </label>
          <select id={`${id}-curso`} name="curso" defaultValue={cursos.find((c) => c.actual)?.codigo ?? cursos[0]?.codigo} className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 sm:w-56">
            {cursos.map((c) => (
              <option key={c.codigo} value={c.codigo}>
                {c.codigo}
                {c.actual ? " (actual)" : ""}
              </option>
            ))}
          </select>
        </div>
      }
      cuentas={(i) => [
        ["Filas", i.leidas],
        ["Periodos", i.horario.periodos],
        ["Desdobles", i.horario.desdobles],
        ["Filas con errores", i.errores],
      ]}
      eleccionesDe={(i) => {
        // The suggestions start selected: one click on «Actualizar vista previa» accepts them.
        const equivalencias: Mapeo = {};
        for (const e of i.horario.equivalencias) {
          const v = e.origen === "pendiente" ? e.sugerencia : e.valor;
          if (v) (equivalencias[e.tipo] ??= {})[e.clave] = v;
        }
        return { equivalencias, crearAsignaciones: false };
      }}
      hayQueAplicar={(i, e) => i.nuevos + i.cambiados + i.eliminados > 0 || i.horario.franjasNuevas.length > 0 || (e.crearAsignaciones && i.horario.asignaciones.some((a) => a.estado === "nueva"))}
      pendiente={(i, e) => i.horario.equivalencias.some((q) => (e.equivalencias[q.tipo]?.[q.clave] ?? null) !== q.valor)}
      Paso={Paso}
      confirmar={(i) => ({
        titulo: `¿Aplicar el horario de ${i.horario.curso}?`,
        texto: `El horario de ${i.horario.curso} pasará a ser el del archivo: ${i.nuevos} periodos nuevos, ${i.eliminados} eliminados y ${i.cambiados} cambiados. Los demás cursos no cambian.`,
      })}
    />
  );
}
