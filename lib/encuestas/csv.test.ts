import { celdaCsv, generarCsv, nombreFicheroCsv } from "./csv";
import { calcularVisibilidad, resumirCuestiones } from "./resultados";

const base = {
  campana: { nombre: "Evaluación docente 2025/2026", cursoAcademico: "2025/2026" },
  modulo: { codigo: "0065", nombre: "Muestreo y preparación de la muestra", ciclo: "QUI301", curso: 1 },
  docente: { email: "ana.lopez@cpifp-huesca.test", nombre: "Ana", apellidos: "López Gracia" },
};

describe("celdaCsv", () => {
  it("quotes separators, quotes and line breaks", () => {
    expect(celdaCsv("a;b")).toBe('"a;b"');
    expect(celdaCsv('di "hola"')).toBe('"di ""hola"""');
    expect(celdaCsv("dos\nlíneas")).toBe('"dos\nlíneas"');
    expect(celdaCsv(7)).toBe("7");
    expect(celdaCsv(null)).toBe("");
  });

  it("neutralises text a spreadsheet would run as a formula", () => {
    expect(celdaCsv("=HYPERLINK(\"x\")")).toBe("\"'=HYPERLINK(\"\"x\"\")\"");
    expect(celdaCsv("+34")).toBe("'+34");
    expect(celdaCsv("@suma")).toBe("'@suma");
  });
});

describe("generarCsv", () => {
  const cuestiones = resumirCuestiones(
    [{ id: 1, texto: "Explica con claridad; sin prisa", orden: 1 }],
    [
      { cuestionId: 1, resultado: 8, veces: 3 },
      { cuestionId: 1, resultado: 5, veces: 1 },
      { cuestionId: 1, resultado: null, veces: 1 },
    ],
  );

  it("writes a header and one line per question, Spanish style", () => {
    const csv = generarCsv([{ ...base, ...calcularVisibilidad("cerrada", 5, 5, 5), cuestiones }]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [cabecera, linea, fin] = csv.slice(1).split("\r\n");
    expect(cabecera.split(";")).toHaveLength(24);
    expect(cabecera).toContain("Correo del docente;Respuestas;Nº;Pregunta;Media;Ns/Nc;0;1;");
    const celdas = linea.split(";");
    expect(celdas.slice(0, 9)).toEqual(["Evaluación docente 2025/2026", "2025/2026", "QUI301", "1º", "0065", "Muestreo y preparación de la muestra", "Ana López Gracia", "ana.lopez@cpifp-huesca.test", "5"]);
    expect(linea).toContain('"Explica con claridad; sin prisa";7,25;1;0;0;0;0;0;1;0;0;3;0;0');
    expect(fin).toBe("");
  });

  it("says why a module has no results instead of leaving it out", () => {
    const csv = generarCsv([{ ...base, ...calcularVisibilidad("cerrada", 3, 3, 5), cuestiones: [] }]);
    const linea = csv.slice(1).split("\r\n")[1];
    expect(linea.split(";")).toHaveLength(24);
    expect(linea).toContain("faltan 2");
  });

  it("names the file after the campaign, course and cycle", () => {
    expect(nombreFicheroCsv("Evaluación docente · 1.er trimestre 2026/2027", 1, "QUI301")).toBe("resultados-evaluacion-docente-1-er-trimestre-2026-2027-1QUI301.csv");
  });
});
