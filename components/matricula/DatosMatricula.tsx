import type { SeccionHoja } from "@/lib/matricula/documento";

/** One section of the printed copy's model as a definition list, for the screens. */
export function DatosSeccion({ seccion }: { seccion: SeccionHoja }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {seccion.datos.map((d) => (
        <div key={d.etiqueta} className="contents">
          <dt className="text-slate-600">{d.etiqueta}</dt>
          <dd className="break-words">{d.valor || "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
