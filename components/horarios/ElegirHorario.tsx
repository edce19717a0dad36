import { Opciones, type Opcion } from "../forms/Opciones";

type Props = {
  /** The query parameter the form sends to /horarios ('grupo', 'docente'). */
  nombre: string;
  etiqueta: string;
  /** 'Elige un grupo' */
  indicacion: string;
  opciones: Opcion[];
  elegido?: string;
  /** The history selector's school year, kept when choosing (issue 46); none for the current one. */
  curso?: string;
};

/** A plain GET form (works without JavaScript) that opens a group's or a teacher's week in the viewer. */
export function ElegirHorario({ nombre, etiqueta, indicacion, opciones, elegido, curso }: Props) {
  const id = `ver-${nombre}`;
  return (
    // eslint-disable-next-line no-restricted-syntax -- a GET that works without JavaScript
    <form method="get" action="/horarios" className="space-y-2">
      {curso && <input type="hidden" name="curso" value={curso} />}
      <label htmlFor={id} className="block text-sm font-semibold text-slate-700">
        {etiqueta}
      </label>
      {/* The list takes the whole width and «Ver» goes below it when both do not fit: beside it,
          in the viewer's narrow column, the list cut the teachers' names (issue 48, defect 15). */}
      <div className="flex flex-wrap gap-2">
        <select id={id} name={nombre} defaultValue={elegido ?? ""} required className="w-full min-w-0 rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm">
          <option value="" disabled>
            {indicacion}
          </option>
          <Opciones lista={opciones} />
        </select>
        <button type="submit" className="boton-secundario px-3 py-2 text-sm" aria-label={`Ver el horario del ${etiqueta.toLowerCase()} elegido`}>
          Ver
        </button>
      </div>
    </form>
  );
}
