import { diaDeLaSemana, horaEnElCentro, hoyEnElCentro } from "../fechas";

type FranjaHora = { id: number; orden: number; inicio: string; fin: string; recreo: boolean };

/**
 * Where the centre's week stands at an instant, in Huesca's time zone whatever the server's:
 * the weekday (1 = lunes … 7 = domingo), the time of day, today's column in a grid (null at the
 * weekend), the slot running now and the next teaching slot today.
 */
export type Momento = { dia: number; hora: string; diaLectivo: number | null; franjaActual: number | null; franjaSiguiente: number | null };

/** The slot running at `hora` ('HH:mm'): start included, end excluded. */
export function franjaEn<F extends FranjaHora>(franjas: readonly F[], hora: string): F | null {
  return franjas.find((f) => f.inicio <= hora && hora < f.fin) ?? null;
}

/** The first teaching slot that starts after `hora` today (breaks skipped). */
export function franjaSiguiente<F extends FranjaHora>(franjas: readonly F[], hora: string): F | null {
  return [...franjas].sort((a, b) => a.orden - b.orden).find((f) => !f.recreo && f.inicio > hora) ?? null;
}

export function momentoDelCentro(franjas: readonly FranjaHora[], ahora = new Date()): Momento {
  const dia = diaDeLaSemana(hoyEnElCentro(ahora));
  const hora = horaEnElCentro(ahora);
  const lectivo = dia <= 5;
  return {
    dia,
    hora,
    diaLectivo: lectivo ? dia : null,
    franjaActual: lectivo ? (franjaEn(franjas, hora)?.id ?? null) : null,
    franjaSiguiente: lectivo ? (franjaSiguiente(franjas, hora)?.id ?? null) : null,
  };
}

/** '08:30–09:25' */
export const etiquetaFranja = (f: { inicio: string; fin: string }) => `${f.inicio}–${f.fin}`;
