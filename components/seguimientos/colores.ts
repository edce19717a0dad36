/**
 * One colour per formative action in the calendar, by its position in the module's list. Whole
 * class names, so that Tailwind finds them; the action's name is always written next to the
 * colour, which only helps the eye.
 */
const COLORES = [
  "bg-sky-100 text-sky-950 ring-sky-400",
  "bg-amber-100 text-amber-950 ring-amber-400",
  "bg-emerald-100 text-emerald-950 ring-emerald-400",
  "bg-violet-100 text-violet-950 ring-violet-400",
  "bg-rose-100 text-rose-950 ring-rose-400",
  "bg-lime-100 text-lime-950 ring-lime-500",
  "bg-orange-100 text-orange-950 ring-orange-400",
  "bg-teal-100 text-teal-950 ring-teal-400",
  "bg-fuchsia-100 text-fuchsia-950 ring-fuchsia-400",
  "bg-indigo-100 text-indigo-950 ring-indigo-400",
] as const;

export const SIN_ASIGNAR = "bg-white text-slate-700 border border-dashed border-slate-400";

export function colorAccion(indice: number): string {
  return COLORES[((indice % COLORES.length) + COLORES.length) % COLORES.length];
}
