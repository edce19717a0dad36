"use client";

// One step of the timetable import's preview (ImportarHorario.tsx): the names of the file to map.

import { useId } from "react";
import type { Equivalencia, Mapeo } from "@/lib/horarios/analisis";
import type { CatalogoHorario, TipoEquivalencia } from "@/lib/horarios/equivalencias";
import type { InformeHorario } from "@/lib/horarios/importar";
import { Opciones, type Opcion } from "../forms/Opciones";
import type { PasoImportacion } from "../importar/Importador";
import { TablaAdaptable } from "../ui/TablaAdaptable";

export type Elecciones = { equivalencias: Mapeo; crearAsignaciones: boolean };

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

/** The mapping step: the names of the file that the portal does not know, each with a select. */
export function Equivalencias({ informe, elecciones, setElecciones, enviando, actualizar, catalogo }: PasoImportacion<InformeHorario, Elecciones> & { catalogo: CatalogoHorario }) {
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
