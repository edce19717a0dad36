"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";
import { CampoTexto } from "../forms/Campos";
import { Formulario } from "../forms/Formulario";

/** The path of an address next-auth gives (on NEXTAUTH_URL's origin), to follow on the origin in use. */
function rutaEnEsteOrigen(url: string | null | undefined): string {
  if (!url) return "/";
  try {
    const u = new URL(url, "http://portal.invalid");
    return `${u.pathname}${u.search}${u.hash}`;
  } catch {
    return "/";
  }
}

/** `etiquetaTipo` groups the buttons (the highest cargo); `cargos` says every cargo the account holds. */
export type CuentaDemoVista = { email: string; nombreCompleto: string; etiquetaTipo: string; tipo: string; cargos: string; totalDelTipo: number };

/**
 * The demo accounts as buttons, a few per highest cargo (lib/usuarios/queries), and a field for any
 * other demo account's email: a loaded centre has hundreds and a page of buttons helps no one.
 */
export function CuentasDemo({ cuentas }: { cuentas: CuentaDemoVista[] }) {
  const [pendiente, setPendiente] = useState<string | null>(null);
  const [otra, setOtra] = useState("");
  const [error, setError] = useState<string | undefined>();
  const grupos = new Map<string, CuentaDemoVista[]>();
  for (const c of cuentas) grupos.set(c.etiquetaTipo, [...(grupos.get(c.etiquetaTipo) ?? []), c]);

  const entrar = (email: string) => {
    setPendiente(email);
    // next-auth builds its answer on NEXTAUTH_URL: reached at another address (127.0.0.1, the
    // server's LAN name), a failed sign-in landed on that one, `localhost`, signed out (issue 48).
    // Without its redirect, the browser stays on the address in use.
    // A full load, as next-auth's own redirect did: the new session starts every page afresh.
    void signIn("demo", { email, callbackUrl: "/", redirect: false }).then(
      (r) => window.location.assign(r?.ok && !r.error ? rutaEnEsteOrigen(r.url) : `/?error=${encodeURIComponent(r?.error ?? "Default")}`),
      // eslint-disable-next-line @next/next/no-location-assign-relative-destination
      () => window.location.assign("/?error=Default"),
    );
  };

  if (cuentas.length === 0) {
    return <p className="text-sm text-slate-600">No hay cuentas. Carga los datos de demostración con <code>npm run db:seed</code>.</p>;
  }
  return (
    <div className="space-y-4">
      {[...grupos.entries()].map(([etiqueta, lista], i) => {
        const total = lista[0].totalDelTipo;
        // Not the label: «Jefatura de departamento» has spaces, and aria-labelledby reads a list of ids.
        const idTitulo = `demo-grupo-${i}`;
        return (
          <section key={etiqueta} aria-labelledby={idTitulo}>
            <h3 id={idTitulo} className="mb-2 text-sm font-semibold text-slate-700">
              {etiqueta} <span className="font-normal text-slate-500">({total})</span>
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {lista.map((c) => (
                <li key={c.email}>
                  <button
                    type="button"
                    disabled={pendiente !== null}
                    onClick={() => entrar(c.email)}
                    aria-label={`${c.nombreCompleto} · ${c.cargos} · ${c.email}`}
                    className="w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm shadow-sm hover:border-marca-500 hover:bg-marca-50 disabled:opacity-60"
                  >
                    <span className="block font-medium text-slate-900">{c.nombreCompleto}</span>
                    <span className="block text-xs text-slate-600">
                      {c.cargos} · {c.email}
                    </span>
                    {pendiente === c.email && <span className="text-xs text-marca-700">Entrando…</span>}
                  </button>
                </li>
              ))}
            </ul>
            {total > lista.length && (
              <p className="mt-2 text-xs text-slate-600">
                Y {total - lista.length} más: escribe su correo en «Otra cuenta de demostración».
              </p>
            )}
          </section>
        );
      })}
      <Formulario
        noValidate
        className="flex flex-col gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:items-start"
        onSubmit={(e) => {
          e.preventDefault();
          const email = otra.trim();
          if (!email.includes("@")) {
            setError("Escribe el correo completo de una cuenta de demostración.");
            return;
          }
          setError(undefined);
          entrar(email);
        }}
      >
        <CampoTexto
          etiqueta="Otra cuenta de demostración"
          type="email"
          name="email"
          autoComplete="off"
          placeholder="nombre.apellido@…"
          value={otra}
          onChange={(e) => setOtra(e.target.value)}
          error={error}
          className="flex-1"
        />
        <button
          type="submit"
          disabled={pendiente !== null}
          className="boton-primario sm:mt-6"
        >
          {pendiente !== null && pendiente === otra.trim() ? "Entrando…" : "Entrar"}
        </button>
      </Formulario>
    </div>
  );
}
