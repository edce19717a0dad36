import { Cabecera, Vacio } from "../ui/Tarjeta";

/** A linked section whose feature has not been built yet: an honest message instead of a 404. */
export function EnPreparacion({ titulo }: { titulo: string }) {
  return (
    <>
      <Cabecera titulo={titulo} />
      <Vacio>Esta sección todavía no está disponible en el portal.</Vacio>
    </>
  );
}
