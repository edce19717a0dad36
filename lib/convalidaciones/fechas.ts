// Dates are shown in the centre's time zone whatever the server's is: a request made at 00:30 in
// Huesca belongs to that day, not to the previous one in UTC.
const ZONA = "Europe/Madrid";

const corta = new Intl.DateTimeFormat("es-ES", { timeZone: ZONA, day: "2-digit", month: "2-digit", year: "numeric" });
const larga = new Intl.DateTimeFormat("es-ES", { timeZone: ZONA, day: "numeric", month: "long", year: "numeric" });

/** dd/MM/yyyy */
export function fechaCorta(fecha: Date | string): string {
  return corta.format(new Date(fecha));
}

/** '5 de marzo de 2026', for the body of official documents. */
export function fechaLarga(fecha: Date | string): string {
  return larga.format(new Date(fecha));
}
