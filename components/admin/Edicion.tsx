/**
 * "Editar" that unfolds a form under a row: a native <details>, so it works with the keyboard and
 * without extra code, and several rows can be open at once.
 */
export function Edicion({ resumen, children }: { resumen: string; children: React.ReactNode }) {
  return (
    <details className="group w-full">
      <summary className="boton-secundario cursor-pointer list-none text-sm marker:hidden [&::-webkit-details-marker]:hidden" aria-label={resumen}>
        <span className="group-open:hidden">Editar</span>
        <span className="hidden group-open:inline">Cerrar</span>
      </summary>
      <div className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-3">{children}</div>
    </details>
  );
}
