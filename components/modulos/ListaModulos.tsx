import Link from "next/link";
import { Vacio } from "../ui/Tarjeta";

type Modulo = { codigo: string; ciclo: string; curso: number; nombre: string };

/** Course, cycle and name of each module; with `enlace`, each row links to that module's page. */
export function ListaModulos({ modulos, enlace, vacio }: { modulos: Modulo[]; enlace?: (m: Modulo) => string; vacio: string }) {
  if (modulos.length === 0) return <Vacio>{vacio}</Vacio>;
  return (
    <ul className="divide-y divide-slate-100">
      {modulos.map((m) => {
        const contenido = (
          <>
            <span className="w-20 shrink-0 text-sm text-slate-600">
              {m.curso}º {m.ciclo}
            </span>
            <span className="font-medium">{m.nombre}</span>
          </>
        );
        return (
          <li key={`${m.codigo}-${m.ciclo}`}>
            {enlace ? (
              <Link href={enlace(m)} className="flex items-center gap-3 rounded-md px-2 py-2.5 hover:bg-marca-50">
                {contenido}
              </Link>
            ) : (
              <div className="flex items-center gap-3 px-2 py-2.5">{contenido}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
