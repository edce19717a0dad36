export const AVISO_DATOS_DOCENTE = "Para actualizar tu nombre y tus apellidos, cámbialos en tu cuenta de Google del centro; el portal los toma de allí.";

/**
 * The teacher's name as the portal has it, read-only, with the spec's note on where to change it.
 * There is no «Actualizar» button: it only showed this note, and a button that changes nothing
 * misleads (issue 48, defect 16). The note is always there instead.
 */
export function DatosDocente({ nombre, apellidos }: { nombre: string; apellidos: string }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="text-sm text-slate-700">Nombre</span>
          <input readOnly value={nombre} aria-describedby="aviso-datos-docente" className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2.5" />
        </label>
        <label className="block">
          <span className="text-sm text-slate-700">Apellidos</span>
          <input readOnly value={apellidos} aria-describedby="aviso-datos-docente" className="mt-1 w-full rounded-lg border border-slate-300 bg-slate-100 px-3 py-2.5" />
        </label>
      </div>
      <p id="aviso-datos-docente" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
        {AVISO_DATOS_DOCENTE}
      </p>
    </div>
  );
}
