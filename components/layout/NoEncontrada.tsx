import { Enlace } from "../ui/Enlace";

/** The not-found message, for the root page (inside its own <main>) and inside the portal's <main>. */
export function NoEncontrada() {
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-xl flex-col items-center justify-center gap-3 px-4 text-center">
      <p className="text-5xl font-bold text-marca-600">404</p>
      <h1 className="text-2xl font-semibold">Página no encontrada</h1>
      <p className="text-slate-600">La dirección no existe o no tienes acceso a ella.</p>
      <Enlace href="/" className="boton-primario">
        Volver al inicio
      </Enlace>
    </div>
  );
}
