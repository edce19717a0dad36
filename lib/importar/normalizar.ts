import { FORMATO_INVISIBLE, UNIONES_INVISIBLES } from "../campos";

/**
 * The normalising step of every import, before any row is judged: names as people typed them in
 * a spreadsheet or as FET keeps them (a subject `Francés\t\t`, a room `A 21 ` with a no-break
 * space) become the name they meant. Pure functions: the browser and the tests use them too.
 */

// Whitespace that is not a plain space: TAB, line breaks, vertical tab, form feed, NEL, no-break
// and typographic spaces, line and paragraph separators.
const ESPACIOS = /[\t\n\v\f\r\u0085\u00A0\u1680\u2000-\u200A\u2028\u2029\u202F\u205F\u3000 ]+/g;

/** One line of text: every run of whitespace (TABs included) becomes one space, and the ends go. */
export function normalizarNombre(texto: string): string {
  return texto.replace(ESPACIOS, " ").trim();
}

/** Text that may keep its line breaks (a description): TABs and spaces collapse within each line. */
export function normalizarMultilinea(texto: string): string {
  return texto
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => normalizarNombre(l))
    .join("\n")
    .trim();
}

// Control characters that no whitespace rule turns into a space (a bell, a NUL, C1 codes, DEL),
// and the invisible format characters every text field refuses (lib/campos.ts).
const INVISIBLE = new RegExp(`[\u0000-\u0008\u000E-\u001F\u007F-\u0084\u0086-\u009F${FORMATO_INVISIBLE}${UNIONES_INVISIBLES}]`);
const INVISIBLES = new RegExp(INVISIBLE.source, "g");

/**
 * A cell as a message can quote it: the invisible characters spelled out ('Con⟨U+0007⟩Campana'),
 * so that the admin sees what to remove. Long cells are cut.
 */
export function citar(texto: string, max = 40): string {
  const visible = texto.replace(INVISIBLES, (c) => `⟨U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}⟩`);
  return visible.length > max ? `${visible.slice(0, max)}…` : visible;
}

/** Whether a normalised cell still holds a character nobody can see or type. */
export function tieneInvisibles(texto: string): boolean {
  return INVISIBLE.test(texto);
}

/** The cell without its invisible characters. */
export function quitarInvisibles(texto: string): string {
  return texto.replace(INVISIBLES, "");
}
