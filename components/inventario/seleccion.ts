"use client";

import { useSyncExternalStore } from "react";

/**
 * Print mode and the marked articles, kept in sessionStorage: marks survive paging, searching and
 * the trip to the label sheet and back, and vanish when the tab closes.
 */
export type SeleccionImpresion = { modo: boolean; marcados: number[] };

const CLAVE = "inventario:impresion";
const INICIAL: SeleccionImpresion = { modo: false, marcados: [] };
const oyentes = new Set<() => void>();
let cache: { bruto: string | null; valor: SeleccionImpresion } = { bruto: null, valor: INICIAL };

function leer(): SeleccionImpresion {
  const bruto = sessionStorage.getItem(CLAVE);
  if (bruto === cache.bruto) return cache.valor;
  let valor = INICIAL;
  try {
    const v = JSON.parse(bruto ?? "null") as Partial<SeleccionImpresion> | null;
    if (v && typeof v === "object") {
      valor = { modo: v.modo === true, marcados: Array.isArray(v.marcados) ? v.marcados.filter((c): c is number => Number.isSafeInteger(c) && c > 0) : [] };
    }
  } catch {
    valor = INICIAL;
  }
  cache = { bruto, valor };
  return valor;
}

function escribir(valor: SeleccionImpresion) {
  sessionStorage.setItem(CLAVE, JSON.stringify(valor));
  oyentes.forEach((f) => f());
}

function suscribir(f: () => void) {
  oyentes.add(f);
  return () => {
    oyentes.delete(f);
  };
}

export function useSeleccionImpresion() {
  const estado = useSyncExternalStore(suscribir, leer, () => INICIAL);
  return {
    ...estado,
    setModo: (modo: boolean) => escribir({ ...leer(), modo }),
    alternar: (codigo: number) => {
      const actual = leer();
      const marcados = actual.marcados.includes(codigo) ? actual.marcados.filter((c) => c !== codigo) : [...actual.marcados, codigo];
      escribir({ ...actual, marcados });
    },
    marcar: (codigos: number[]) => {
      const actual = leer();
      escribir({ ...actual, marcados: [...new Set([...actual.marcados, ...codigos])] });
    },
    desmarcarTodos: () => escribir({ ...leer(), marcados: [] }),
  };
}
