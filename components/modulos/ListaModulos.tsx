import { cursoDelCiclo } from "@/lib/ciclos/etiquetas";
import { Vacio } from "../ui/Tarjeta";
import { FilasListaModulos } from "./FilasListaModulos";

type Modulo = { codigo: string; ciclo: string; curso: number; nombre: string };

/** Course, cycle and name of each module; with `enlace`, each row links to that module's page. */
export function ListaModulos({ modulos, enlace, vacio }: { modulos: Modulo[]; enlace?: (m: Modulo) => string; vacio: string }) {
  if (modulos.length === 0) return <Vacio>{vacio}</Vacio>;
  const filas = modulos.map((m) => ({ clave: `${m.codigo}-${m.ciclo}`, curso: cursoDelCiclo(m.curso, m.ciclo), nombre: m.nombre, href: enlace ? enlace(m) : null }));
  return <FilasListaModulos filas={filas} />;
}
