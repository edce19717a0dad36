export type Tono = "verde" | "ambar" | "rojo";

/**
 * A status as a small rounded badge: green for done, amber for waiting, red for a problem. Its
 * styles are the `.insignia` rules of app/globals.css. Display only.
 */
export function Insignia({ tono, children }: { tono: Tono; children: React.ReactNode }) {
  return <span className={`insignia ${tono}`}>{children}</span>;
}
