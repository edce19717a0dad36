"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useId, useRef, useState } from "react";
import { BotonSalir } from "../auth/BotonSalir";
import { Avatar } from "../ui/Avatar";

type Props = {
  inicio: string;
  enlaces: { href: string; etiqueta: string }[];
  usuario: { nombre: string; apellidos: string; imageUrl: string | null };
};

/**
 * The signed-in bar. On a wide screen the role's links stand in a row (wrapping to a second one if
 * there are many); below that they fold into a 'Menú' button that opens them as a full-width list,
 * so no link is ever cut off at the edge of a phone, however many a role has.
 */
export function BarraNavegacion({ inicio, enlaces, usuario }: Props) {
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
        <Link href={inicio} aria-label="Inicio" className="flex items-center gap-2 rounded-md py-1 font-semibold">
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG needs no optimisation */}
          <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="hidden sm:inline">Portal del centro</span>
        </Link>
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
          <Link href="/perfil" aria-label="Mi perfil" title="Mi perfil" className="rounded-full p-1 hover:bg-white/15">
            <Avatar nombre={usuario.nombre} apellidos={usuario.apellidos} imageUrl={usuario.imageUrl} tamano={32} />
          </Link>
          <BotonSalir />
        </div>
        <nav id={idMenu} aria-label="Principal" className={`${abierto ? "block" : "hidden"} w-full pb-2 lg:block lg:w-auto lg:flex-1 lg:pb-0`}>
          <ul className="flex flex-col gap-1 lg:flex-row lg:flex-wrap">
            {enlaces.map((e) => {
              const activo = pathname === e.href || pathname.startsWith(`${e.href}/`);
              return (
                <li key={e.href}>
                  <Link
                    href={e.href}
                    aria-current={activo ? "page" : undefined}
                    className={`block rounded-md px-3 py-2.5 text-sm lg:py-2 lg:whitespace-nowrap ${activo ? "bg-white/20 font-semibold" : "hover:bg-white/10"}`}
                  >
                    {e.etiqueta}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      </div>
    </header>
  );
}
