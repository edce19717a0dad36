"use client";

import { useEffect, useRef, useState } from "react";

/**
 * Lists that belong to a key (a province's municipalities, a cycle's modules): those the page
 * brought show at once, the others are loaded the first time their key is in use. A failed load
 * is forgotten, so it is tried again when its key is chosen again or on `reintentar`; `fallo`
 * carries the message until then.
 */
export function useListasPorClave<T>(iniciales: Record<string, T[]>, enUso: string[], cargar: (clave: string) => Promise<T[]>, mensajeFallo: string) {
  const [listas, setListas] = useState(iniciales);
  const [fallo, setFallo] = useState<string | null>(null);
  const [intento, setIntento] = useState(0);
  const pedidas = useRef(new Set(Object.keys(iniciales)));
  // A string, not the array: the effect runs when the keys change, not on every render.
  const claves = [...new Set(enUso.filter(Boolean))].sort().join(",");
  useEffect(() => {
    for (const clave of claves.split(",").filter(Boolean)) {
      if (pedidas.current.has(clave)) continue;
      pedidas.current.add(clave);
      cargar(clave).then(
        (lista) => {
          setListas((l) => ({ ...l, [clave]: lista }));
          setFallo(null);
        },
        () => {
          pedidas.current.delete(clave);
          setFallo(mensajeFallo);
        },
      );
    }
  }, [claves, cargar, mensajeFallo, intento]);
  const reintentar = () => {
    setFallo(null);
    setIntento((n) => n + 1);
  };
  return { listas, fallo, reintentar };
}

/** A list from one of the portal's public GET contracts; the API's message when it fails. */
export async function listaDeLaApi<T>(ruta: string): Promise<T[]> {
  const r = await fetch(ruta);
  if (!r.ok) throw new Error(((await r.json().catch(() => null)) as { message?: string } | null)?.message ?? `Error ${r.status}`);
  return r.json();
}
