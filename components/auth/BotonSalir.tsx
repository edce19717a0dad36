import { cerrarSesionAction } from "@/lib/auth/actions";

/** A form, not a script: it signs out through the server action even before the page's JavaScript has loaded. */
export function BotonSalir({ conTexto = false }: { conTexto?: boolean }) {
  return (
    // eslint-disable-next-line no-restricted-syntax -- a server action in action works before hydration
    <form action={cerrarSesionAction} className="flex">
      <button
        type="submit"
        aria-label="Cerrar sesión"
        title="Cerrar sesión"
        className={conTexto ? "boton-secundario" : "inline-flex h-10 w-10 items-center justify-center rounded-full text-white hover:bg-white/15"}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" />
          <path d="m16 17 5-5-5-5" />
          <path d="M21 12H9" />
        </svg>
        {conTexto && <span>Cerrar sesión</span>}
      </button>
    </form>
  );
}
