import { Enlace } from "../ui/Enlace";

/** The reply letter of a resolved request: its printable page and its PDF. */
export function EnlacesCarta({ pagina, id }: { pagina: string; id: number }) {
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-4">
      <Enlace href={pagina} className="boton-primario">
        Carta de respuesta
      </Enlace>
      <a href={`/api/convalidaciones/${id}/respuesta.pdf`} className="boton-secundario" download>
        Descargar carta en PDF
      </a>
    </div>
  );
}
