"use client";

import { Enlace } from "../ui/Enlace";
import { usePathname } from "next/navigation";
import { useId, useRef, useState } from "react";
import { BotonSalir } from "../auth/BotonSalir";
import { Avatar } from "../ui/Avatar";
import type { GrupoNav } from "@/lib/acceso/navegacion";

type Props = {
  inicio: string;
  /** One group per cargo of the person (lib/acceso/navegacion.ts menuDe), the highest first. */
  grupos: GrupoNav[];
  usuario: { nombre: string; apellidos: string; imageUrl: string | null };
  /** Unread notices, for the bell (lib/avisos). */
  avisos: number;
};

function EnlaceDelMenu({ href, etiqueta, pathname }: { href: string; etiqueta: string; pathname: string }) {
  const activo = pathname === href || pathname.startsWith(`${href}/`);
  return (
    <li>
      <Enlace
        href={href}
        aria-current={activo ? "page" : undefined}
        className={`block rounded-md px-3 py-2.5 text-sm lg:py-2 lg:whitespace-nowrap ${activo ? "bg-white/20 font-semibold" : "hover:bg-white/10"}`}
      >
        {etiqueta}
      </Enlace>
    </li>
  );
}

/**
 * The signed-in bar. On a wide screen the links stand in a row (wrapping to a second one if there
 * are many); below that they fold into a 'Menú' button that opens them as a full-width list, so no
 * link is ever cut off at the edge of a phone, however many there are. A person with several
 * cargos gets one group of links per cargo, each headed by a link to that cargo's home: every page
 * of every cargo is in the same menu, with no switch between roles.
 */
export function BarraNavegacion({ inicio, grupos, usuario, avisos }: Props) {
  const pathname = usePathname();
  const idMenu = useId();
  const [abierto, setAbierto] = useState(false);
  const boton = useRef<HTMLButtonElement>(null);
  // A new page folds the menu away: adjusting state while rendering, as React recommends.
  const [ruta, setRuta] = useState(pathname);
  if (ruta !== pathname) {
    setRuta(pathname);
    setAbierto(false);
  }
  return (
    // The site-wide focus ring (marca-500) hardly shows on this dark bar: white here.
    <header
      className="bg-marca-700 text-white print:hidden [&_:focus-visible]:outline-white"
      onKeyDown={(e) => {
        // Escape folds the open menu and leaves the keyboard on the button that opened it.
        if (e.key !== "Escape" || !abierto) return;
        setAbierto(false);
        boton.current?.focus();
      }}
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Enlace href={inicio} aria-label="Inicio" className="flex items-center gap-2 rounded-md py-1 font-semibold">
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG needs no optimisation */}
          <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="hidden sm:inline">Portal del centro</span>
        </Enlace>
        <button
          ref={boton}
          type="button"
          aria-expanded={abierto}
          aria-controls={idMenu}
          onClick={() => setAbierto((a) => !a)}
          className="inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-white/10 lg:hidden"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            {abierto ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
          Menú
        </button>
        <div className="ml-auto flex items-center gap-1 lg:order-last">
          {/* The bell: a plain link to the list, so a keyboard, a screen reader and a thumb all reach it. */}
          <Enlace
            href="/avisos"
            aria-label={avisos === 0 ? "Avisos: ninguno sin leer" : `Avisos: ${avisos} sin leer`}
            aria-current={pathname === "/avisos" ? "page" : undefined}
            title="Avisos"
            className="relative rounded-full p-2 hover:bg-white/15"
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
              <path d="M18 8a6 6 0 10-12 0c0 7-3 9-3 9h18s-3-2-3-9M13.7 21a2 2 0 01-3.4 0" />
            </svg>
            {avisos > 0 && (
              <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-amber-300 px-1 text-center text-xs font-bold leading-5 text-slate-900">
                {avisos > 99 ? "99+" : avisos}
              </span>
            )}
          </Enlace>
          <Enlace href="/perfil" aria-label="Mi perfil" title="Mi perfil" className="rounded-full p-1 hover:bg-white/15">
            <Avatar nombre={usuario.nombre} apellidos={usuario.apellidos} imageUrl={usuario.imageUrl} tamano={32} />
          </Enlace>
          <BotonSalir />
        </div>
        <nav
          id={idMenu}
          aria-label="Principal"
          className={`${abierto ? "block" : "hidden"} w-full pb-2 lg:block lg:w-auto lg:flex-1 lg:pb-0`}
          // Any link folds the menu, also one to the page already open (a cargo's home, say).
          onClick={(e) => {
            if (e.target instanceof Element && e.target.closest("a")) setAbierto(false);
          }}
        >
          {grupos.length === 1 ? (
            <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap">
              {grupos[0].enlaces.map((e) => (
                <EnlaceDelMenu key={e.href} {...e} pathname={pathname} />
              ))}
            </ul>
          ) : (
            <div className="flex flex-col gap-2 lg:flex-row lg:flex-wrap lg:items-center lg:gap-x-3">
              {grupos.map((g) => (
                <div key={g.cargo} className="lg:flex lg:items-center lg:gap-1 lg:border-l lg:border-white/25 lg:pl-3 lg:first:border-l-0 lg:first:pl-0">
                  {/* The group's title is its cargo's home: every home one click away. */}
                  <Enlace
                    href={g.inicio}
                    // Its name starts with what it shows (WCAG 2.5.3) and says where it goes: «Docencia»
                    // is also the name of a link inside the group.
                    aria-label={`${g.titulo}: inicio`}
                    aria-current={pathname === g.inicio ? "page" : undefined}
                    className="block rounded px-3 pt-1 text-xs font-semibold uppercase tracking-wide text-white/85 hover:underline lg:px-1 lg:pt-0"
                  >
                    {g.titulo}
                  </Enlace>
                  <ul aria-label={g.titulo} className="flex flex-col gap-1 lg:flex-row lg:flex-wrap">
                    {g.enlaces.map((e) => (
                      <EnlaceDelMenu key={e.href} {...e} pathname={pathname} />
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
