"use client";

import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import { Enlace } from "../ui/Enlace";
import { usePathname } from "next/navigation";
import type { Indicadores as Datos } from "@/lib/seguimientos/reglas";
import { IconoAjustes, IconoCalendario, IconoLista } from "./Iconos";
import { Indicadores } from "./Indicadores";

type Props = {
  modulo: { codigo: string; ciclo: string; curso: number; nombre: string; cicloNombre: string };
  curso: string;
  indicadores: Datos;
  /** Sessions of the school year, generated or not yet (see `Seguimiento.sesionesDelCurso`). */
  sesionesDelCurso?: number;
  /** Where the module picker is. */
  volver: { href: string; etiqueta: string };
  /** Base path of the teacher's follow-up pages; jefatura gets no links (spec §2). */
  base?: string;
  /** Extra links (e.g. jefatura's monthly report). */
  acciones?: React.ReactNode;
};

/** Module header (spec §2): name, course, cycle, the indicators, and for the teacher the three pages. */
export function CabeceraModulo({ modulo, curso, indicadores, sesionesDelCurso, volver, base, acciones }: Props) {
  const ruta = usePathname();
  const enlaces = base
    ? [
        { href: base, etiqueta: "Seguimiento", icono: <IconoCalendario /> },
        { href: `${base}/acciones`, etiqueta: "Acciones formativas", icono: <IconoLista /> },
        { href: `${base}/configuracion`, etiqueta: "Configuración", icono: <IconoAjustes /> },
      ]
    : [];
  return (
    <header className="mb-5 space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <Enlace href={volver.href} className="enlace text-sm">
            ← {volver.etiqueta}
          </Enlace>
          <h1 className="text-2xl font-bold text-slate-900">{modulo.nombre}</h1>
          <p className="text-slate-600 max-sm:text-sm">
            {/* The cycle's name waits for a wider screen: on a phone it took two lines above the calendar (issue 48, defect 8). */}
            {cursoDelCiclo(modulo.curso, modulo.ciclo)} <span className="max-sm:sr-only">{modulo.cicloNombre}</span> · módulo {modulo.codigo} · curso {curso}
          </p>
        </div>
        {acciones}
      </div>
      <Indicadores indicadores={indicadores} sesionesDelCurso={sesionesDelCurso} />
      {enlaces.length > 0 && (
        <nav aria-label="Páginas del módulo" className="border-b border-slate-200">
          {/* Wrapped, not scrolled sideways: on a phone a scrolled row hid the current page. On a
              phone, three columns with the icon over the name: one row, not three, above the
              calendar (issue 48, defect 8). */}
          <ul className="grid grid-cols-3 sm:flex sm:flex-wrap sm:gap-x-1">
            {enlaces.map((e) => {
              const activo = ruta === e.href;
              return (
                <li key={e.href}>
                  <Enlace
                    href={e.href}
                    aria-current={activo ? "page" : undefined}
                    className={`-mb-px flex h-full flex-col items-center justify-center gap-1 border-b-2 px-1 py-2 text-center text-xs sm:flex-row sm:gap-2 sm:whitespace-nowrap sm:px-3 sm:py-2.5 sm:text-sm ${activo ? "border-marca-600 font-semibold text-marca-700" : "border-transparent text-slate-700 hover:border-slate-300"}`}
                  >
                    {e.icono}
                    {e.etiqueta}
                  </Enlace>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
    </header>
  );
}
