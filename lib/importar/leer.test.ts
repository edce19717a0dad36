import { leerCsvImportacion } from "./leer";
import { citar, normalizarMultilinea, normalizarNombre } from "./normalizar";

const columnas = [
  { clave: "nombre", titulo: "Nombre", obligatoria: true },
  { clave: "descripcion", titulo: "Descripción", multilinea: true },
];

describe("the import pipeline's reading and normalising", () => {
  it("makes TABs, line breaks, no-break and repeated spaces one space, as FET and spreadsheets leave them", () => {
    expect(normalizarNombre("Francés\t\t")).toBe("Francés");
    expect(normalizarNombre(" MONTSERRAT  Q1\u00a0")).toBe("MONTSERRAT Q1");
    expect(normalizarNombre("Mesa\r\nplegable")).toBe("Mesa plegable");
    expect(normalizarMultilinea("Línea\t1 \r\n  Línea  2\n")).toBe("Línea 1\nLínea 2");
  });

  it("quotes an invisible character so that it can be found, and makes it an error of its row", () => {
    expect(citar("Con\u0007Campana")).toBe("Con⟨U+0007⟩Campana");
    const l = leerCsvImportacion("Nombre;Descripción\nCon\u0007Campana;x\nBien;y\tz\n", columnas);
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.errores).toEqual([{ linea: 2, mensaje: "Nombre: «Con⟨U+0007⟩Campana» tiene caracteres no válidos (invisibles): bórralos en la hoja de cálculo" }]);
    // The rest of the row is judged without it, so its own rules do not say it again.
    expect(l.filas.map((f) => f.valores)).toEqual([
      { nombre: "ConCampana", descripcion: "x" },
      { nombre: "Bien", descripcion: "y z" },
    ]);
  });

  it("a zero-width space or a bidi override in a name is an error of its row, as in any form (issue 47.12)", () => {
    const l = leerCsvImportacion("Nombre;Descripción\nAula\u200B1;x\n\u202EodraudE;y\n", columnas);
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.errores).toEqual([
      { linea: 2, mensaje: "Nombre: «Aula⟨U+200B⟩1» tiene caracteres no válidos (invisibles): bórralos en la hoja de cálculo" },
      { linea: 3, mensaje: "Nombre: «⟨U+202E⟩odraudE» tiene caracteres no válidos (invisibles): bórralos en la hoja de cálculo" },
    ]);
  });

  it("refuses a file with NUL bytes as a whole, and one over the limits", () => {
    expect(leerCsvImportacion("Nombre\na\u0000b\n", columnas)).toEqual({ ok: false, mensaje: expect.stringContaining("bytes nulos") });
    expect(leerCsvImportacion(`Nombre\n${"x\n".repeat(10_001)}`, columnas)).toEqual({ ok: false, mensaje: "El archivo tiene 10001 filas; el máximo es 10000: divídelo en varios." });
  });
});
