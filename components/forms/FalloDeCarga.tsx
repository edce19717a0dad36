/** A list that did not arrive: what happened, and a button to ask for it again. */
export function FalloDeCarga({ mensaje, reintentar }: { mensaje: string; reintentar: () => void }) {
  return (
    <div role="alert" className="mt-1 flex flex-wrap items-center gap-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-900">
      <p>{mensaje}</p>
      <button type="button" className="boton-secundario" onClick={reintentar}>
        Volver a intentarlo
      </button>
    </div>
  );
}
