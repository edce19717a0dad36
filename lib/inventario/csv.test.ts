import { articulosACsv, leerCsvArticulos, partirCsv } from "./csv";

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

describe("CSV", () => {
  it("exports with BOM, ';', CRLF, dd/MM/yyyy and neutralised formulas", () => {
    const csv = articulosACsv([articulo]);
    expect(csv.startsWith("\uFEFFCódigo;Nombre;Descripción;Aula;Categoría;Subcategoría;Fecha de baja;Motivo de la baja;Dado de baja por\r\n")).toBe(true);
    expect(csv).toContain('12;"Armario ""grande""; con llave";"Línea 1\nLínea 2";Aula 3;Mobiliario;Armario;30/06/2025;\'=HYPERLINK(1);Javier Arnal Puyuelo\r\n');
  });

  it("reads back what it exports", () => {
    const r = leerCsvArticulos(articulosACsv([articulo]));
    expect(r).toEqual({
      ok: true,
      columnas: ["codigo", "nombre", "descripcion", "aula", "categoria", "subcategoria", "fechabaja", "motivoBaja"],
      filas: [
        {
          fila: 2,
          valores: { codigo: "12", nombre: articulo.nombre, descripcion: articulo.descripcion, aula: "Aula 3", categoria: "Mobiliario", subcategoria: "Armario", fechabaja: "30/06/2025", motivoBaja: "=HYPERLINK(1)" },
        },
      ],
    });
  });

  it("accepts commas, unaccented headers in any order, and counts lines across quoted line breaks", () => {
    const r = leerCsvArticulos('nombre,categoria,aula,extra\n"Mesa\nplegable",Mobiliario,Aula 1,x\n\nSilla,Mobiliario,Aula 2,y\n');
    expect(r.ok && r.filas).toEqual([
      { fila: 2, valores: { nombre: "Mesa\nplegable", categoria: "Mobiliario", aula: "Aula 1" } },
      { fila: 5, valores: { nombre: "Silla", categoria: "Mobiliario", aula: "Aula 2" } },
    ]);
  });

  it("says which required columns are missing, and refuses empty files", () => {
    expect(leerCsvArticulos("Código;Nombre\n1;Mesa")).toEqual({ ok: false, mensaje: "Faltan columnas obligatorias en la primera fila: Aula, Categoría." });
    expect(leerCsvArticulos("")).toEqual({ ok: false, mensaje: "El archivo está vacío." });
    expect(leerCsvArticulos("Nombre;Aula;Categoría\n")).toEqual({ ok: false, mensaje: "El archivo no tiene ninguna fila de artículos." });
  });

  it("splits quoted fields with separators and doubled quotes", () => {
    expect(partirCsv('a;"b;c";"d""e"\r\n1;2;3', ";")).toEqual([
      { linea: 1, campos: ["a", "b;c", 'd"e'] },
      { linea: 2, campos: ["1", "2", "3"] },
    ]);
  });
});
