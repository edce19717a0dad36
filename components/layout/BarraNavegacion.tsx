"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { BotonSalir } from "../auth/BotonSalir";
import { Avatar } from "../ui/Avatar";

type Props = {
  inicio: string;
  enlaces: { href: string; etiqueta: string }[];
  usuario: { nombre: string; apellidos: string; imageUrl: string | null };
};

export function BarraNavegacion({ inicio, enlaces, usuario }: Props) {
  const pathname = usePathname();
  return (
    <header className="bg-marca-700 text-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
        <Link href={inicio} aria-label="Inicio" className="flex items-center gap-2 rounded-md py-1 font-semibold">
          {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG needs no optimisation */}
          <img src="/logo.svg" alt="" width={32} height={32} className="h-8 w-8" />
          <span className="hidden sm:inline">Portal del centro</span>
        </Link>
        <nav aria-label="Principal" className="order-3 w-full overflow-x-auto sm:order-none sm:w-auto sm:flex-1">
          <ul className="flex gap-1">
            {enlaces.map((e) => {
              const activo = pathname === e.href || pathname.startsWith(`${e.href}/`);
              return (
                <li key={e.href}>
                  <Link
                    href={e.href}
                    aria-current={activo ? "page" : undefined}
                    className={`block whitespace-nowrap rounded-md px-3 py-2 text-sm ${activo ? "bg-white/20 font-semibold" : "hover:bg-white/10"}`}
                  >
                    {e.etiqueta}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1 sm:ml-0">
          <Link href="/perfil" aria-label="Mi perfil" title="Mi perfil" className="rounded-full p-1 hover:bg-white/15">
            <Avatar nombre={usuario.nombre} apellidos={usuario.apellidos} imageUrl={usuario.imageUrl} tamano={32} />
          </Link>
          <BotonSalir />
        </div>
      </div>
    </header>
  );
}
