"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

type Props = { google: boolean; oidc: { nombre: string } | null; demo?: boolean };

export function BotonesAcceso({ google, oidc, demo = false }: Props) {
  const [pendiente, setPendiente] = useState<string | null>(null);
  const entrar = (proveedor: string) => {
    setPendiente(proveedor);
    signIn(proveedor, { callbackUrl: "/" }).catch(() => {
      // Spec §8: the button's own handler only logs; the page shows the error after the redirect.
      console.error("Login Failed");
      setPendiente(null);
    });
  };
  if (!google && !oidc) {
    // Demo sign-in never runs next to a real provider (lib/env.ts): its accounts are listed below.
    if (demo) return <p className="text-center text-sm text-slate-600">Elige una de las cuentas de demostración de más abajo.</p>;
    return <p className="text-sm text-slate-600">No hay ningún proveedor de acceso configurado. Consulta el README.</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      {google && (
        <button type="button" onClick={() => entrar("google")} disabled={pendiente !== null} className="boton-primario">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
            <path fill="currentColor" d="M21.35 11.1H12v2.9h5.35c-.25 1.45-1.7 4.25-5.35 4.25a5.9 5.9 0 0 1 0-11.8c1.85 0 3.1.8 3.8 1.45l2.6-2.5C16.75 3.85 14.6 3 12 3a9 9 0 1 0 0 18c5.2 0 8.65-3.65 8.65-8.8 0-.6-.05-1.05-.15-1.5Z" />
          </svg>
          {pendiente === "google" ? "Redirigiendo…" : "Iniciar sesión con Google"}
        </button>
      )}
      {oidc && (
        <button type="button" onClick={() => entrar("oidc")} disabled={pendiente !== null} className={google ? "boton-secundario" : "boton-primario"}>
          {pendiente === "oidc" ? "Redirigiendo…" : `Iniciar sesión con ${oidc.nombre}`}
        </button>
      )}
    </div>
  );
}
