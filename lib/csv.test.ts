import { parse } from "csv-parse/sync";
import { decodificar, escribirCsv, leerCsv, pareceFormula, type ColumnaCsv } from "./csv";

const COLUMNAS: ColumnaCsv<"email" | "nombre" | "grupo">[] = [
  { clave: "email", titulo: "Correo", alias: ["email"], obligatoria: true },
  { clave: "nombre", titulo: "Nombre", obligatoria: true },
  { clave: "grupo", titulo: "Grupo" },
];

describe("escribirCsv", () => {
  it("writes ; CRLF with a BOM and quotes every text field", () => {
    const csv = escribirCsv(["Nombre", "Horas"], [["Química", 12], [null, -3]]);
    expect(csv).toBe('\uFEFF"Nombre";"Horas"\r\n"Química";12\r\n;-3\r\n');
  });

  it("keeps x,=1+1,y in one cell when a spreadsheet splits on commas (RFC 4180)", () => {
    const csv = escribirCsv(["a"], [["x,=1+1,y"]]);
    const comoComa = parse(csv.replace(/^\uFEFF/, ""), { delimiter: "," }) as string[][];
    expect(comoComa[1]).toEqual(["x,=1+1,y"]);
  });

  it("neutralises formula cells and reads them back as written", () => {
    const csv = escribirCsv(["Correo", "Nombre"], [["a@b.es", "=HYPERLINK(\"x\")"], ["c@d.es", "@SUM(1)"], ["e@f.es", "+34 974 000 000"]]);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(`"'@SUM(1)"`);
    const r = leerCsv(csv, COLUMNAS);
    if (!r.ok) throw new Error(r.mensaje);
    expect(r.errores).toEqual([]);
    expect(r.filas.map((f) => f.valores.nombre)).toEqual(['=HYPERLINK("x")', "@SUM(1)", "+34 974 000 000"]);
  });
});

describe("leerCsv", () => {
  it("guesses the separator and matches headers without accents or case", () => {
    for (const sep of [";", ",", "\t"]) {
      const r = leerCsv(`EMAIL${sep}nómbre${sep}Otra\na@b.es${sep}Ana${sep}x\n`, COLUMNAS);
      if (!r.ok) throw new Error(r.mensaje);
      expect(r.separador).toBe(sep);
      expect(r.filas).toEqual([{ linea: 2, valores: { email: "a@b.es", nombre: "Ana", grupo: "" } }]);
    }
  });

  it("numbers rows by the line they start on, across quoted line breaks and blank lines", () => {
    const r = leerCsv('Correo;Nombre\r\n\r\na@b.es;"Ana\r\nMaría"\r\nc@d.es;Luis\r\n', COLUMNAS);
    if (!r.ok) throw new Error(r.mensaje);
    expect(r.filas.map((f) => f.linea)).toEqual([3, 5]);
  });

  it("reports extra cells and formulas per row, with the line", () => {
    const r = leerCsv("Correo;Nombre\na@b.es;Ana;sobra\nc@d.es;=1+1\n", COLUMNAS);
    if (!r.ok) throw new Error(r.mensaje);
    expect(r.errores.map((e) => e.linea)).toEqual([2, 3]);
    expect(r.errores[0].mensaje).toMatch(/sobra alguna celda/);
    expect(r.errores[1].mensaje).toMatch(/fórmula/);
  });

  it.each([
    ["", /vacío/],
    ["\uFEFF\r\n  \r\n", /vacío/],
    ["Correo;Nombre\n", /no hay datos/],
    ["Nombre;Grupo\nAna;1QUI301\n", /Faltan columnas obligatorias.*Correo/],
    ['Correo;Nombre\n"a@b.es;Ana\n', /comillas/],
    ["Correo;Nombre\na\u0000b;c\n", /bytes nulos/],
  ])("refuses %j as a whole", (texto, mensaje) => {
    const r = leerCsv(texto, COLUMNAS);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.mensaje).toMatch(mensaje);
  });

  it("refuses files over the size or row limits", () => {
    expect(leerCsv("Correo;Nombre\n" + "a@b.es;Ana\n".repeat(30), COLUMNAS, { maxFilas: 20 })).toEqual({ ok: false, mensaje: expect.stringMatching(/30 filas; el máximo es 20/) });
    expect(leerCsv("x".repeat(2048), COLUMNAS, { maxBytes: 1024 })).toEqual({ ok: false, mensaje: expect.stringMatching(/demasiado grande/) });
  });
});

describe("decodificar", () => {
  it("reads UTF-8 with and without BOM, and Windows-1252", () => {
    const texto = "Nombre\nMaría Núñez €\n";
    expect(decodificar(new TextEncoder().encode(texto))).toBe(texto);
    expect(decodificar(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(texto)]))).toBe(texto);
    const cp1252 = new Uint8Array([...Buffer.from("Nombre\nMar", "latin1"), 0xed, 0x61, 0x20, 0x4e, 0xfa, 0xf1, 0x65, 0x7a, 0x20, 0x80, 0x0a]);
    expect(decodificar(cp1252)).toBe(texto);
  });

  it("gives the same rows from a Windows-1252 upload", () => {
    const bytes = new Uint8Array([...Buffer.from("Correo;Nombre\na@b.es;Jos", "latin1"), 0xe9, 0x0a]);
    const r = leerCsv(bytes, COLUMNAS);
    expect(r.ok && r.filas[0].valores.nombre).toBe("José");
  });
});

describe("pareceFormula", () => {
  it.each([
    ["=1+1", true],
    ["@SUM(A1)", true],
    ["+cmd|' /C calc'!A0", true],
    ["-2+3", false],
    ["+34 974 000 000", false],
    ["- Mesa", false],
    ["Mesa", false],
  ])("%j → %s", (v, esperado) => expect(pareceFormula(v)).toBe(esperado));
});
