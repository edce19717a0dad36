import { Cabecera, Tarjeta } from "../ui/Tarjeta";

/** A section of /admin/centro: its heading, the "new" form, and the list below it. */
export function PaginaCentro({ titulo, subtitulo, tituloNuevo, nuevo, tituloLista, antesDeLaLista, children }: {
  titulo: string;
  subtitulo: string;
  tituloNuevo: string;
  nuevo: React.ReactNode;
  tituloLista: string;
  antesDeLaLista?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <>
      <Cabecera titulo={titulo} subtitulo={subtitulo} />
      <div className="space-y-4">
        <Tarjeta titulo={tituloNuevo} id="nuevo">
          {nuevo}
        </Tarjeta>
        <Tarjeta titulo={tituloLista} id="lista">
          {antesDeLaLista}
          {children}
        </Tarjeta>
      </div>
    </>
  );
}
