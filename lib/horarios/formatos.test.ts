import { readFileSync } from "node:fs";
import path from "node:path";
import { leerCsv } from "../csv";
import { COLUMNAS_PORTAL, leerHorario, normalizarHora, plantillaHorario } from "./formatos";

const FIXTURES = path.join(process.cwd(), "tests", "fixtures", "horarios");
const fet = readFileSync(path.join(FIXTURES, "cpifp_timetable.csv"));
const portal = readFileSync(path.join(FIXTURES, "portal.csv"));

/** Windows-1252 bytes of a text that only uses Latin-1 letters (what Excel for Windows saves). */
const cp1252 = (texto: string) => Uint8Array.from([...texto].map((c) => c.charCodeAt(0)));

describe("FET's timetable export (exportCSVTimetable)", () => {
  it("reads every hour of every activity, with FET's names untouched", () => {
    const l = leerHorario(fet);
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.formato).toBe("fet");
    expect(l.errores).toEqual([]);
    expect(l.total).toBe(64);
    expect(l.filas).toHaveLength(64);
    // The header is line 1 and the BOM is gone.
    expect(l.filas[0]).toEqual({
      linea: 2,
      dia: "Lunes",
      hora: "10:20-11:15",
      grupos: ["1QUI301"],
      modulo: "0066 Análisis químicos",
      ciclo: "",
      docentes: ["Ana López Gracia"],
      aula: "Aula 4",
      desdoble: null,
    });
    expect(l.filas.filter((f) => f.grupos[0].endsWith(" G1"))).not.toHaveLength(0);
  });

  it("splits several students sets and teachers joined with '+', and accepts FET's other separators", () => {
    const texto = ['"Activity Id";"Day";"Hour";"Students Sets";"Subject";"Teachers";"Activity Tags";"Room";"Comments"', '"7";"Martes";"08:30-09:25";"2QUI301 G1+2QUI301 G2";"Análisis instrumental";"Luis Bescós Allué+Ana López Gracia";"";"";""'].join("\n");
    const l = leerHorario(texto);
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.filas[0]).toMatchObject({ grupos: ["2QUI301 G1", "2QUI301 G2"], docentes: ["Luis Bescós Allué", "Ana López Gracia"], aula: "" });
  });

  it("reads the same file saved as Windows-1252 without a BOM", () => {
    const l = leerHorario(cp1252(fet.toString("utf8").replace(/^\uFEFF/, "")));
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.filas.map((f) => f.dia)).toContain("Miércoles");
  });

  it("reports a row with a cell too many with its line", () => {
    const lineas = fet.toString("utf8").split("\n");
    lineas[3] = `${lineas[3]},"sobra"`;
    const l = leerHorario(lineas.join("\n"));
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.errores).toEqual([{ linea: 4, mensaje: expect.stringContaining("sobra alguna celda") }]);
  });
});

describe("the portal's own CSV", () => {
  it("reads days, times (H:mm padded), optional room and cycle, and the desdoble column", () => {
    const l = leerHorario(portal);
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.formato).toBe("portal");
    expect(l.errores).toEqual([]);
    expect(l.filas).toHaveLength(6);
    expect(l.filas[3]).toEqual({ linea: 5, dia: "Martes", hora: "08:30-09:25", grupos: ["1IFC201"], modulo: "0223", ciclo: "IFC201", docentes: ["alberto.garces@cpifp-huesca.test"], aula: "Aula 12", desdoble: true });
    expect(l.filas[5]).toMatchObject({ aula: "", ciclo: "", desdoble: false });
  });

  it("reports bad times, a missing teacher and a bad desdoble value per line, and keeps the good rows", () => {
    const texto = [
      "dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email;desdoble",
      "Lunes;8h30;09:25;Aula 1;1IFC201;0221;IFC201;pablo.ruiz@cpifp-huesca.test;",
      "Lunes;25:00;09:25;Aula 1;1IFC201;0221;IFC201;pablo.ruiz@cpifp-huesca.test;",
      "Lunes;10:20;09:25;Aula 1;1IFC201;0221;IFC201;pablo.ruiz@cpifp-huesca.test;",
      "Lunes;10:20;11:15;Aula 1;1IFC201;0221;IFC201;;quizá",
    ].join("\r\n");
    const l = leerHorario(texto);
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.filas.map((f) => f.linea)).toEqual([2]);
    expect(l.errores).toEqual([
      { linea: 3, mensaje: "La hora de inicio «25:00» no tiene el formato HH:mm." },
      { linea: 4, mensaje: "La hora de fin (09:25) debe ser posterior a la de inicio (10:20)." },
      { linea: 5, mensaje: "Falta el correo del docente." },
      { linea: 5, mensaje: "La columna desdoble debe ser «sí» o «no», no «quizá»." },
    ]);
  });

  it("refuses a formula in a cell and a cell with control characters", () => {
    const texto = ["dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email", "Lunes;08:30;09:25;=1+1;1IFC201;0221;IFC201;a@b.es", "Lunes;08:30;09:25;Aula\u0007;1IFC201;0221;IFC201;a@b.es"].join("\n");
    const l = leerHorario(texto);
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.errores.map((e) => e.linea)).toEqual([2, 3]);
  });

  it("gives one clear message for an empty file, a header only, missing columns, broken quotes and a 10 MB file", () => {
    expect(leerHorario("")).toEqual({ ok: false, mensaje: "El archivo está vacío." });
    expect(leerHorario(new Uint8Array([0xef, 0xbb, 0xbf]))).toEqual({ ok: false, mensaje: "El archivo está vacío." });
    expect(leerHorario("dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email\n")).toMatchObject({ ok: false, mensaje: expect.stringContaining("no hay datos") });
    const sinColumnas = leerHorario("nombre,apellidos\nAna,López\n");
    expect(sinColumnas).toMatchObject({ ok: false, mensaje: expect.stringContaining("Faltan columnas obligatorias") });
    expect(sinColumnas).toMatchObject({ mensaje: expect.stringContaining("FET") });
    expect(leerHorario('"Activity Id","Day","Hour","Students Sets","Subject","Teachers"\n"1","Lunes,"08:30"\n')).toMatchObject({ ok: false, mensaje: expect.stringContaining("comillas") });
    const grande = new Uint8Array(10 * 1024 * 1024 + 1).fill(0x41);
    expect(leerHorario(grande)).toMatchObject({ ok: false, mensaje: expect.stringContaining("demasiado grande") });
  });

  it("says what to do with a separator it does not read", () => {
    // A '|' export from FET (its third choice) is not one of the separators we read.
    const l = leerHorario('"Activity Id"|"Day"|"Hour"|"Students Sets"|"Subject"|"Teachers"\n"1"|"Lunes"|"1"|"1QUI301"|"FOL"|"Ana"\n');
    expect(l).toMatchObject({ ok: false, mensaje: expect.stringContaining("«|» como separador") });
    // Ours with '|' is one unknown column.
    expect(leerHorario("dia|inicio|fin|grupo\nLunes|08:30|09:25|1QUI301\n")).toMatchObject({ ok: false, mensaje: expect.stringContaining("Faltan columnas obligatorias") });
  });
});

describe("the template", () => {
  it("is read back by the importer with the example rows", () => {
    const l = leerCsv(plantillaHorario("c.test"), COLUMNAS_PORTAL);
    if (!l.ok) throw new Error(l.mensaje);
    expect(l.filas[0].valores).toMatchObject({ dia: "Lunes", inicio: "08:30", docente_email: "ana.lopez@c.test" });
    expect(plantillaHorario().split("\r\n")[0]).toBe('\uFEFF"dia";"inicio";"fin";"aula";"grupo";"modulo";"ciclo";"docente_email";"desdoble"');
  });

  it("normalises times", () => {
    expect(["8:30", "08.30", "8h30", "24:00", "8:3"].map(normalizarHora)).toEqual(["08:30", "08:30", "08:30", null, null]);
  });
});
