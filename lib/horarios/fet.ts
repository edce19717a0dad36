import type { ErrorFilaCsv, FilaCsv } from "../csv";
import { MAX_FILAS_IMPORTACION } from "../importar/limites";

/**
 * FET's own file, `<proyecto>_data_and_timetable.fet` (issue 44, point 11): the project's data
 * with the solution written as one `ConstraintActivityPreferredStartingTime` (day and hour, weight
 * 100) per placed activity, and its room as `ConstraintActivityPreferredRoom` (with the real rooms
 * of a virtual room). Read into the same rows as FET's CSV export (one per hour of each placed
 * activity, several names joined with "+"), so the rest of the import is the same. Each row's
 * line is the line of its `<Activity>` in the file.
 *
 * FET's XML is plain (elements with text, no attributes but the root's, no CDATA), so a small
 * reader of the elements the import needs does, without a general XML parser.
 */

export type ClaveFet = "actividad" | "dia" | "hora" | "grupos" | "asignatura" | "docentes" | "etiquetas" | "aula" | "comentarios";

export type LecturaFet = { ok: true; filas: FilaCsv<ClaveFet>[]; errores: ErrorFilaCsv[]; total: number } | { ok: false; mensaje: string };

/** Whether a text is FET's XML (what a .fet file holds). */
export function esXmlFet(texto: string): boolean {
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<fet[\s>]/.test(texto.replace(/^\uFEFF/, ""));
}

const ENTIDADES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function texto(x: string): string {
  return x.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_, e: string) =>
    e[0] === "#" ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : ENTIDADES[e.toLowerCase()],
  );
}

/** The text of every child element `etiqueta` of a block, in order. */
function hijos(bloque: string, etiqueta: string): string[] {
  return [...bloque.matchAll(new RegExp(`<${etiqueta}>([\\s\\S]*?)</${etiqueta}>`, "g"))].map((m) => texto(m[1]));
}

const hijo = (bloque: string, etiqueta: string) => hijos(bloque, etiqueta)[0];

/** Every block `<etiqueta>…</etiqueta>` with the offset where it starts. */
function bloques(xml: string, etiqueta: string): { cuerpo: string; desde: number }[] {
  return [...xml.matchAll(new RegExp(`<${etiqueta}>([\\s\\S]*?)</${etiqueta}>`, "g"))].map((m) => ({ cuerpo: m[1], desde: m.index ?? 0 }));
}

const activa = (b: string) => (hijo(b, "Active") ?? "true").trim() !== "false";
const total = (b: string) => Number(hijo(b, "Weight_Percentage") ?? "100") >= 100;

export function leerFet(xml: string): LecturaFet {
  if (!/<\/fet>\s*$/.test(xml)) return { ok: false, mensaje: "El archivo .fet está incompleto (no termina en </fet>): vuelve a guardarlo desde FET." };
  const horas = hijos(hijo(xml, "Hours_List") ?? "", "Name").map((h) => h.trim());
  if (horas.length === 0) return { ok: false, mensaje: "El archivo .fet no tiene la lista de horas (Hours_List): no parece un archivo de FET." };

  // Line numbers of the activities, from their offsets.
  const saltos: number[] = [];
  for (let i = xml.indexOf("\n"); i !== -1; i = xml.indexOf("\n", i + 1)) saltos.push(i);
  const lineaDe = (offset: number) => {
    let lo = 0;
    let hi = saltos.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (saltos[mid] < offset) lo = mid + 1;
      else hi = mid;
    }
    return lo + 1;
  };

  const cuando = new Map<string, { dia: string; hora: string }>();
  for (const { cuerpo } of bloques(xml, "ConstraintActivityPreferredStartingTime")) {
    const dia = hijo(cuerpo, "Preferred_Day");
    const hora = hijo(cuerpo, "Preferred_Hour");
    if (activa(cuerpo) && total(cuerpo) && dia !== undefined && hora !== undefined) cuando.set(hijo(cuerpo, "Activity_Id")?.trim() ?? "", { dia: dia.trim(), hora: hora.trim() });
  }
  const donde = new Map<string, string>();
  for (const { cuerpo } of bloques(xml, "ConstraintActivityPreferredRoom")) {
    if (!activa(cuerpo) || !total(cuerpo)) continue;
    const reales = hijos(cuerpo, "Real_Room").map((r) => r.trim());
    donde.set(hijo(cuerpo, "Activity_Id")?.trim() ?? "", reales.length ? reales.join("+") : (hijo(cuerpo, "Room") ?? "").trim());
  }
  if (cuando.size === 0) {
    return { ok: false, mensaje: "El archivo .fet no tiene horario (ninguna actividad colocada): sube el *_data_and_timetable.fet que FET escribe al generar el horario, no el archivo de datos." };
  }

  const filas: FilaCsv<ClaveFet>[] = [];
  const errores: ErrorFilaCsv[] = [];
  for (const { cuerpo, desde } of bloques(xml, "Activity")) {
    if (!activa(cuerpo)) continue;
    const id = (hijo(cuerpo, "Id") ?? "").trim();
    const sitio = cuando.get(id);
    // Not placed (FET could not, or it is not part of the solution): not a class of the timetable.
    if (!sitio) continue;
    const linea = lineaDe(desde);
    const duracion = Math.max(1, Number(hijo(cuerpo, "Duration") ?? "1") || 1);
    const primera = horas.indexOf(sitio.hora);
    if (primera === -1) {
      errores.push({ linea, mensaje: `La actividad ${id} empieza a una hora que no está en la lista de horas del archivo: «${sitio.hora}».` });
      continue;
    }
    const valores = {
      actividad: id,
      dia: sitio.dia,
      grupos: hijos(cuerpo, "Students").join("+"),
      asignatura: hijo(cuerpo, "Subject") ?? "",
      docentes: hijos(cuerpo, "Teacher").join("+"),
      etiquetas: hijos(cuerpo, "Activity_Tag").join("+"),
      aula: donde.get(id) ?? "",
      comentarios: "",
    };
    for (let h = 0; h < duracion; h++) {
      const hora = horas[primera + h];
      if (hora === undefined) {
        errores.push({ linea, mensaje: `La actividad ${id} dura ${duracion} horas y no caben desde «${sitio.hora}».` });
        break;
      }
      filas.push({ linea, valores: { ...valores, hora } });
    }
  }
  if (filas.length === 0 && errores.length === 0) return { ok: false, mensaje: "El archivo .fet no tiene ninguna actividad colocada." };
  if (filas.length > MAX_FILAS_IMPORTACION) return { ok: false, mensaje: `El horario tiene ${filas.length} horas de clase; el máximo es ${MAX_FILAS_IMPORTACION}: divídelo en varios.` };
  return { ok: true, filas, errores, total: filas.length };
}
