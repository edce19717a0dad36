"use client";

import { useEffect } from "react";

export default function ErrorSegmento({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-xl border border-red-200 bg-white p-6 text-center shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Algo ha ido mal</h1>
      <p className="mt-2 text-slate-600">Se ha producido un error inesperado. Vuelve a intentarlo; si se repite, avisa a la administración del centro.</p>
      {error.digest && <p className="mt-2 text-xs text-slate-500">Referencia: {error.digest}</p>}
      <button type="button" onClick={reset} className="boton-primario mt-4">
        Reintentar
      </button>
    </div>
  );
}
