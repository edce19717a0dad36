import { leerCsv } from "../csv";
import { generarCsv, nombreFicheroCsv } from "./csv";
import { calcularVisibilidad, resumirCuestiones } from "./puntuaciones";

const base = {
  campana: { nombre: "Evaluación docente 2025/2026", cursoAcademico: "2025/2026" },
  modulo: { codigo: "0065", nombre: "Muestreo y preparación de la muestra", ciclo: "QUI301", curso: 1 },
  docente: { email: "ana.lopez@cpifp-huesca.test", nombre: "Ana", apellidos: "López Gracia" },
};

describe("generarCsv", () => {
  const cuestiones = resumirCuestiones(
    [{ id: 1, texto: "Explica con claridad; sin prisa", orden: 1 }],
    [
      { cuestionId: 1, resultado: 8, veces: 3 },
      { cuestionId: 1, resultado: 5, veces: 1 },
      { cuestionId: 1, resultado: null, veces: 1 },
    ],
  );

  it("writes a header and one line per question, Spanish style, every text quoted", () => {
    const csv = generarCsv([{ ...base, ...calcularVisibilidad("cerrada", 5, 5, 5), cuestiones }]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [cabecera, linea, fin] = csv.slice(1).split("\r\n");
    expect(cabecera.split(";")).toHaveLength(25);
    expect(cabecera).toContain('"Correo del docente";"Respuestas";"Respuestas publicadas";"Nº";"Pregunta";"Media";"Ns/Nc";"0";"1";');
    expect(linea.startsWith('"Evaluación docente 2025/2026";"2025/2026";"QUI301";"1.º";"0065";"Muestreo y preparación de la muestra";"Ana López Gracia";"ana.lopez@cpifp-huesca.test";5;5;1;')).toBe(true);
    expect(linea).toContain('"Explica con claridad; sin prisa";"7,25";1;0;0;0;0;0;1;0;0;3;0;0');
    expect(fin).toBe("");
  });

  it("keeps a cell with commas or a formula in one piece when opened with ',' as separator (issue 14, fault 8)", () => {
    const raro = resumirCuestiones([{ id: 1, texto: "x,=1+1,y", orden: 1 }], [{ cuestionId: 1, resultado: 8, veces: 5 }]);
    const csv = generarCsv([{ ...base, docente: { ...base.docente, nombre: "=CMD()" }, ...calcularVisibilidad("cerrada", 5, 5, 5), cuestiones: raro }]);
    expect(csv).toContain(';"x,=1+1,y";');
    expect(csv).toContain(`;"'=CMD() López Gracia";`);
    // Read back with the shared reader (any separator): the cells come out whole.
    const leido = leerCsv(csv, [{ clave: "pregunta", titulo: "Pregunta" }, { clave: "docente", titulo: "Docente" }]);
    expect(leido.ok && leido.filas[0].valores).toEqual({ pregunta: "x,=1+1,y", docente: "=CMD() López Gracia" });
  });

  it("says why a module has no results instead of leaving it out", () => {
    const csv = generarCsv([{ ...base, ...calcularVisibilidad("cerrada", 3, 3, 5), cuestiones: [] }]);
    const linea = csv.slice(1).split("\r\n")[1];
    expect(linea.split(";")).toHaveLength(25);
    expect(linea).toContain("faltan 2");
  });

  it("says how many answers the scores count while a campaign is open and holds some back", () => {
    // 9 answers, the first 5 published: the counts of the row add up to 5, not 9.
    const csv = generarCsv([{ ...base, ...calcularVisibilidad("abierta", 9, 5, 5), cuestiones }]);
    const leido = leerCsv(csv, [
      { clave: "respuestas", titulo: "Respuestas" },
      { clave: "publicadas", titulo: "Respuestas publicadas" },
      { clave: "nsnc", titulo: "Ns/Nc" },
      { clave: "cinco", titulo: "5" },
      { clave: "ocho", titulo: "8" },
    ]);
    expect(leido.ok && leido.filas[0].valores).toEqual({ respuestas: "9", publicadas: "5", nsnc: "1", cinco: "1", ocho: "3" });
  });

  it("names the file after the campaign, course and cycle", () => {
    expect(nombreFicheroCsv("Evaluación docente · 1.er trimestre 2026/2027", 1, "QUI301")).toBe("resultados-evaluacion-docente-1-er-trimestre-2026-2027-1QUI301.csv");
  });
});
