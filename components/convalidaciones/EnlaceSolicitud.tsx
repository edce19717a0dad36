"use client";

import { useLinkStatus } from "next/link";
import { Enlace } from "../ui/Enlace";

/**
 * A link to one request that says 'Cargando solicitud' while the page loads. The request pages have
 * no loading.tsx: a Suspense boundary above them would send a 200 before they can answer 404
 * (docs/decisions/007), so the pending state lives on the link the user clicked.
 */
export function EnlaceSolicitud({ href, className, children }: { href: string; className?: string; children: React.ReactNode }) {
  return (
    <Enlace href={href} className={className}>
      {children}
      <Pendiente />
    </Enlace>
  );
}

function Pendiente() {
  const { pending } = useLinkStatus();
  return (
    <span aria-live="polite" className="text-sm font-normal text-slate-600">
      {pending && (
        <span className="ml-2 inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-3 w-3 animate-spin rounded-full border-2 border-slate-300 border-t-marca-600" />
          Cargando solicitud
        </span>
      )}
    </span>
  );
}
