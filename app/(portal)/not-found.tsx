import { NoEncontrada } from "@/components/layout/NoEncontrada";
import { TituloDocumento } from "@/components/layout/TituloDocumento";

/**
 * notFound() inside the signed-in area renders here, within the portal's layout: the navigation
 * stays and the layout's <main> holds the message (the root one would nest a second <main>).
 */
export default function NoEncontradaEnElPortal() {
  return (
    <>
      <TituloDocumento titulo="Página no encontrada · Portal del centro" />
      <NoEncontrada />
    </>
  );
}
