"use client";

import { signIn } from "next-auth/react";
import { useState } from "react";

export type CuentaDemoVista = { email: string; nombreCompleto: string; etiquetaTipo: string; tipo: string };

export function CuentasDemo({ cuentas }: { cuentas: CuentaDemoVista[] }) {
  const [pendiente, setPendiente] = useState<string | null>(null);
  const grupos = new Map<string, CuentaDemoVista[]>();
  for (const c of cuentas) grupos.set(c.etiquetaTipo, [...(grupos.get(c.etiquetaTipo) ?? []), c]);

  if (cuentas.length === 0) {
    return <p className="text-sm text-slate-600">No hay cuentas. Carga los datos de demostración con <code>npm run db:seed</code>.</p>;
  }
  return (
    <div className="space-y-4">
      {[...grupos.entries()].map(([etiqueta, lista]) => (
        <section key={etiqueta} aria-labelledby={`demo-${etiqueta}`}>
          <h3 id={`demo-${etiqueta}`} className="mb-2 text-sm font-semibold text-slate-700">
            {etiqueta} <span className="font-normal text-slate-500">({lista.length})</span>
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {lista.map((c) => (
              <li key={c.email}>
                <button
                  type="button"
                  disabled={pendiente !== null}
                  onClick={() => {
                    setPendiente(c.email);
                    void signIn("demo", { email: c.email, callbackUrl: "/" });
                  }}
                  aria-label={`${c.nombreCompleto} · ${c.etiquetaTipo} · ${c.email}`}
                  className="w-full rounded-lg border border-slate-200 bg-white px-3 py-2 text-left text-sm shadow-sm hover:border-marca-500 hover:bg-marca-50 disabled:opacity-60"
                >
                  <span className="block font-medium text-slate-900">{c.nombreCompleto}</span>
                  <span className="block text-xs text-slate-600">
                    {c.etiquetaTipo} · {c.email}
                  </span>
                  {pendiente === c.email && <span className="text-xs text-marca-700">Entrando…</span>}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
