import { articulosACsv, leerCsvArticulos } from "./csv";

const articulo = {
  codigo: 12,
  nombre: 'Armario "grande"; con llave',
  descripcion: "Línea 1\nLínea 2",
  aula: "Aula 3",
  categoria: "Mobiliario",
  subcategoria: "Armario",
  fechabaja: "2025-06-30",
  motivoBaja: "=HYPERLINK(1)",
  bajaPor: "Javier Arnal Puyuelo",
  departamento: "Química",
};

describe("CSV del inventario", () => {
  it("exports with BOM, ';', CRLF, dd/MM/yyyy, every text quoted and formulas neutralised", () => {
    const csv = articulosACsv([articulo]);
    expect(csv.startsWith('\uFEFF"Código";"Nombre";"Descripción";"Aula";"Categoría";"Subcategoría";"Fecha de baja";"Motivo de la baja";"Dado de baja por"\r\n')).toBe(true);
    expect(csv).toContain('12;"Armario ""grande""; con llave";"Línea 1\nLínea 2";"Aula 3";"Mobiliario";"Armario";"30/06/2025";"\'=HYPERLINK(1)";"Javier Arnal Puyuelo"\r\n');
  });

  it("quotes a text with commas, so a comma-separated reading keeps it in one cell (issue 14, fault 8)", () => {
    const csv = articulosACsv([{ ...articulo, nombre: "x,=1+1,y", descripcion: "", motivoBaja: null }]);
    expect(csv).toContain(';"x,=1+1,y";"";');
    const comas = csv.replace(/;/g, ",");
    const r = leerCsvArticulos(comas);
    expect(r.ok && r.filas[0].valores.nombre).toBe("x,=1+1,y");
  });

  it("reads back what it exports", () => {
    const r = leerCsvArticulos(articulosACsv([articulo]));
    expect(r.ok && r.errores).toEqual([]);
    expect(r.ok && r.columnas).toEqual(["codigo", "nombre", "descripcion", "aula", "categoria", "subcategoria", "fechabaja", "motivoBaja"]);
    expect(r.ok && r.filas).toEqual([
      {
        linea: 2,
        valores: { codigo: "12", nombre: articulo.nombre, descripcion: articulo.descripcion, aula: "Aula 3", categoria: "Mobiliario", subcategoria: "Armario", fechabaja: "30/06/2025", motivoBaja: "=HYPERLINK(1)" },
      },
    ]);
  });

  it("accepts commas, unaccented headers in any order, and counts lines across quoted line breaks", () => {
    const r = leerCsvArticulos('nombre,categoria,aula,extra\n"Mesa\nplegable",Mobiliario,Aula 1,x\n\nSilla,Mobiliario,Aula 2,y\n');
    expect(r.ok && r.filas.map((f) => [f.linea, f.valores.nombre, f.valores.categoria, f.valores.aula])).toEqual([
      // A name is one line: the pipeline's normaliser makes the break a space.
      [2, "Mesa plegable", "Mobiliario", "Aula 1"],
      [5, "Silla", "Mobiliario", "Aula 2"],
    ]);
  });

  it("says which required columns are missing, and refuses empty files and files over the imports' 10 MB", () => {
    const sinColumnas = leerCsvArticulos("Código;Nombre\n1;Mesa");
    expect(!sinColumnas.ok && sinColumnas.mensaje).toMatch(/^Faltan columnas obligatorias en la primera fila: Aula, Categoría\./);
    expect(leerCsvArticulos("")).toEqual({ ok: false, mensaje: "El archivo está vacío." });
    expect(leerCsvArticulos("Nombre;Aula;Categoría\n")).toEqual({ ok: false, mensaje: "El archivo solo tiene la fila de títulos: no hay datos." });
    const grande = `Nombre;Aula;Categoría\n${"Probeta;Aula 1;Laboratorio\n".repeat(400_000)}`;
    expect(leerCsvArticulos(new TextEncoder().encode(grande))).toEqual({ ok: false, mensaje: "El archivo es demasiado grande (máximo 10 MB): divídelo en varios." });
  });

  it("reports a row with a cell too many instead of importing it silently", () => {
    const r = leerCsvArticulos("Nombre;Aula;Categoría\nMesa;Aula 1;Mobiliario;sobra\n");
    expect(r.ok && r.errores).toEqual([{ linea: 2, mensaje: expect.stringContaining("sobra alguna celda") }]);
  });
});
