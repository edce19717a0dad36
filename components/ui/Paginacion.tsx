import { Enlace } from "./Enlace";

/** Previous / next links with the position; plain links, so they work without JavaScript. */
export function Paginacion({ pagina, paginas, url }: { pagina: number; paginas: number; url: (p: number) => string }) {
  if (paginas <= 1) return null;
  const clase = "boton-secundario";
  return (
    <nav aria-label="Páginas" className="mt-4 flex items-center justify-center gap-3">
      {pagina > 1 ? (
        <Enlace href={url(pagina - 1)} className={clase} rel="prev">
          ← Anterior
        </Enlace>
      ) : (
        <span className={`${clase} opacity-50`} aria-disabled="true">
          ← Anterior
        </span>
      )}
      <span className="text-sm text-slate-700" aria-current="page">
        Página {pagina} de {paginas}
      </span>
      {pagina < paginas ? (
        <Enlace href={url(pagina + 1)} className={clase} rel="next">
          Siguiente →
        </Enlace>
      ) : (
        <span className={`${clase} opacity-50`} aria-disabled="true">
          Siguiente →
        </span>
      )}
    </nav>
  );
}
