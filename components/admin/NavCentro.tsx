"use client";

import { Enlace } from "../ui/Enlace";
import { usePathname } from "next/navigation";

const SECCIONES = [
  { href: "/admin/centro", etiqueta: "Resumen" },
  { href: "/admin/centro/departamentos", etiqueta: "Departamentos" },
  { href: "/admin/centro/ciclos", etiqueta: "Ciclos" },
  { href: "/admin/centro/modulos", etiqueta: "Módulos" },
  { href: "/admin/centro/grupos", etiqueta: "Grupos y docencia" },
  { href: "/admin/centro/aulas", etiqueta: "Aulas" },
];

/** The sections of /admin/centro; the current one is marked for screen readers too. */
export function NavCentro() {
  const ruta = usePathname();
  const actual = (href: string) => (href === "/admin/centro" ? ruta === href : ruta === href || ruta.startsWith(`${href}/`));
  return (
    <nav aria-label="Secciones del centro" className="mb-5">
      {/* Wrapped, not scrolled sideways: on a phone a scrolled row hid the current section. */}
      <ul className="flex flex-wrap gap-1 border-b border-slate-200 text-sm">
        {SECCIONES.map((s) => (
          <li key={s.href}>
            <Enlace
              href={s.href}
              aria-current={actual(s.href) ? "page" : undefined}
              className={`block whitespace-nowrap rounded-t-lg px-3 py-2 ${actual(s.href) ? "border-b-2 border-marca-600 font-semibold text-marca-700" : "text-slate-700 hover:bg-slate-100"}`}
            >
              {s.etiqueta}
            </Enlace>
          </li>
        ))}
      </ul>
    </nav>
  );
}
