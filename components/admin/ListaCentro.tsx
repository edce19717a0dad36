import { Children } from "react";
import { Vacio } from "../ui/Tarjeta";

/** The list of an admin section, or its empty state. */
export function ListaCentro({ vacio, children }: { vacio: React.ReactNode; children: React.ReactNode }) {
  if (Children.count(children) === 0) return <Vacio>{vacio}</Vacio>;
  return <ul className="divide-y divide-slate-100">{children}</ul>;
}

/** One row: what it is, a detail line, and its actions (edit, delete) on the side. */
export function FilaCentro({ titulo, detalle, children }: { titulo: React.ReactNode; detalle: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex flex-col gap-3 py-3 lg:flex-row lg:items-start">
      <div className="min-w-0 flex-1">
        <p className="font-medium">{titulo}</p>
        <p className="text-sm text-slate-600">{detalle}</p>
      </div>
      <div className="flex flex-wrap items-start gap-2 lg:w-1/2">{children}</div>
    </li>
  );
}
