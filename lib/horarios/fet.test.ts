import { readFileSync } from "node:fs";
import path from "node:path";
import { analizarHorario } from "./analisis";
import { diaAutomatico, horaAutomatica, type CatalogoHorario } from "./equivalencias";
import { leerHorario, type FilaOrigen } from "./formatos";

/**
 * Real FET output (issue 44): the timetables FET 6.8.5 generated for the example schools it ships,
 * exported with `fet-cl --exportcsv=true` (tests/fixtures/horarios/fet/README.md says how). Six
 * schools, data in Spanish, Catalan, English and Italian; two of them also as FET's own .fet.
 */

const DIR = path.join(process.cwd(), "tests", "fixtures", "horarios", "fet");
const archivo = (nombre: string) => readFileSync(path.join(DIR, nombre));

function leer(nombre: string) {
  const l = leerHorario(archivo(nombre));
  if (!l.ok) throw new Error(l.mensaje);
  return l;
}

const enLinea = (filas: FilaOrigen[], linea: number) => filas.filter((f) => f.linea === linea);

describe("FET's CSV exports of its example schools", () => {
  it.each([
    ["espana-fp_timetable.csv", 1467],
    ["espana-secundaria_timetable.csv", 1086],
    ["catalunya_timetable.csv", 439],
    ["argentina_timetable.csv", 204],
    ["reino-unido_timetable.csv", 169],
    ["italia_timetable.csv", 662],
  ])("%s: every one of its %i rows is read, none refused", (nombre, filas) => {
    const l = leer(nombre);
    expect(l).toMatchObject({ formato: "fet", total: filas, errores: [] });
    expect(l.filas).toHaveLength(filas);
  });

  it("reads names that FET keeps with TABs and double spaces as the names they are (Spain, Catalonia)", () => {
    const es = leer("espana-secundaria_timetable.csv");
    // Line 18 of the file: "Francés\t\t", taught by Prof 37 to two Bachillerato groups in the room "Aula: 1º BACH A".
    expect(enLinea(es.filas, 18)).toEqual([
      { linea: 18, dia: "Jueves", hora: "6ª", grupos: ["1º Bach A GH", "1º Bach A HU"], modulo: "Francés", ciclo: "", docentes: ["Prof 37"], aula: "Aula: 1º BACH A", desdoble: null },
    ]);
    expect(es.filas.filter((f) => f.modulo === "Francés")).toHaveLength(31);
    expect(es.filas.some((f) => /\t| {2}/.test([f.modulo, f.aula, ...f.grupos, ...f.docentes].join("|")))).toBe(false);
    const ca = leer("catalunya_timetable.csv");
    expect(enLinea(ca.filas, 17)[0]).toMatchObject({ dia: "Dimarts", hora: "7", grupos: ["3-ESO-C", "3-ESO-D"], modulo: "Instrumental", docentes: ["MONTSERRAT Q1", "JT", "ID", "MONTSERRAT Q2"] });
  });

  it("spot-checks periods against the CSV: the Spanish IES+FP, the UK college and the Italian liceo", () => {
    const fp = leer("espana-fp_timetable.csv");
    expect(enLinea(fp.filas, 2)[0]).toMatchObject({ dia: "Lunes", hora: "6ª 13:45 - FP13:45", grupos: ["1BAC-A"], modulo: "Religión", docentes: ["RE1"], aula: "Biblioteca" });
    expect(enLinea(fp.filas, 3)[0]).toMatchObject({ dia: "Viernes", grupos: ["1BAC-B"], modulo: "Religión / VE", docentes: ["RE1", "EC1"], aula: "A41+Biblioteca" });
    expect(enLinea(fp.filas, 100)[0]).toMatchObject({ dia: "Viernes", hora: "5ª 12:45 - FP12:45", grupos: ["3ESO-A-BI4"], modulo: "Física y Química", docentes: ["FQ3"], aula: "A36" });
    const uk = leer("reino-unido_timetable.csv");
    expect(enLinea(uk.filas, 2)[0]).toMatchObject({ dia: "Monday", hora: "9.30 - 11.00", grupos: ["Begin F/T"], modulo: "CALL", docentes: ["David"], aula: "B305" });
    const it = leer("italia_timetable.csv");
    expect(enLinea(it.filas, 2)[0]).toMatchObject({ dia: "Sabato", hora: "09:00", grupos: ["1 A"], modulo: "ITALIANO", docentes: ["SCAGLIA"], aula: "" });
  });

  it("knows every day of the six schools: weekdays in Spanish, Catalan, English and Italian, and Saturday as «No importar»", () => {
    const dias = new Set(["espana-fp", "espana-secundaria", "catalunya", "argentina", "reino-unido", "italia"].flatMap((n) => leer(`${n}_timetable.csv`).filas.map((f) => f.dia)));
    expect(dias.size).toBe(21);
    for (const d of dias) {
      const a = diaAutomatico(d);
      if (d === "Sabato") expect(a).toMatchObject({ sugerencia: "-" });
      else expect(a).toEqual({ valor: expect.stringMatching(/^[1-5]$/) });
    }
  });

  it("reads the hours of every school against a centre's slots: ranges, ranges after an ordinal, two starts, and bare ordinals", () => {
    const franjas = (rangos: string[]) => rangos.map((r, i) => ({ id: i + 1, orden: i + 1, inicio: r.slice(0, 5), fin: r.slice(6), recreo: false }));
    const horas = (n: string) => [...new Set(leer(`${n}_timetable.csv`).filas.map((f) => f.hora))].sort((a, b) => a.localeCompare(b, "es", { numeric: true }));
    const ar = franjas(["07:30-08:10", "08:10-08:50", "09:00-09:40", "09:40-10:20", "10:30-11:10", "11:10-11:50", "11:55-12:35"]);
    expect(horas("argentina").map((h) => horaAutomatica(h, ar))).toEqual(ar.map((f) => ({ valor: String(f.id) })));
    const fp = franjas(["08:15-09:10", "09:15-10:10", "10:30-11:25", "11:30-12:25", "12:45-13:40", "13:45-14:40"]);
    expect(horas("espana-fp").map((h) => horaAutomatica(h, fp))).toEqual(fp.map((f) => ({ valor: String(f.id) })));
    // With no slots yet, FET's ranges are the slots to create.
    expect(horas("reino-unido").map((h) => horaAutomatica(h, []))).toEqual(["09:30-11:00", "11:15-12:45", "13:00-15:15", "15:30-17:30", "18:15-20:15"].map((valor) => ({ valor })).sort((a, b) => a.valor.localeCompare(b.valor)));
    expect(horas("catalunya").map((h) => horaAutomatica(h, fp))).toEqual([1, 2, 3, 4, 5, 6, null].map((n) => ({ sugerencia: n === null ? null : String(n) })));
  });
});

describe("FET's own .fet file with the timetable (data_and_timetable)", () => {
  const tuplas = (filas: FilaOrigen[]) => filas.map((f) => [f.dia, f.hora, f.grupos.join("+"), f.modulo, f.docentes.join("+"), f.aula].join("|")).sort();

  it.each([
    ["argentina", 204],
    ["reino-unido", 169],
  ])("%s: the same periods as FET's CSV export of the same solution (%i)", (n, filas) => {
    const xml = leer(`${n}_data_and_timetable.fet`);
    const csv = leer(`${n}_timetable.csv`);
    expect(xml).toMatchObject({ formato: "fet-xml", errores: [], total: filas });
    expect(tuplas(xml.filas)).toEqual(tuplas(csv.filas));
  });

  it("says what to upload instead of a .fet without a timetable, or one cut short", () => {
    const datos = archivo("argentina_data_and_timetable.fet").toString("utf8").replace(/<ConstraintActivityPreferredStartingTime>[\s\S]*?<\/ConstraintActivityPreferredStartingTime>\n/g, "");
    expect(leerHorario(datos)).toEqual({ ok: false, mensaje: expect.stringContaining("sube el *_data_and_timetable.fet") });
    expect(leerHorario(datos.slice(0, 5000))).toEqual({ ok: false, mensaje: expect.stringContaining("incompleto") });
  });

  it("analyses the Argentine school's .fet like its CSV: the same preview once the names are the centre's", () => {
    const csv = leer("argentina_timetable.csv");
    const nombres = (f: (x: FilaOrigen) => string[]) => [...new Set(csv.filas.flatMap(f))].filter(Boolean);
    const cat: CatalogoHorario = {
      franjas: ["07:30-08:10", "08:10-08:50", "09:00-09:40", "09:40-10:20", "10:30-11:10", "11:10-11:50", "11:55-12:35"].map((r, i) => ({ id: i + 1, orden: i + 1, inicio: r.slice(0, 5), fin: r.slice(6), recreo: false })),
      aulas: nombres((f) => f.aula.split("+")).map((nombre, i) => ({ id: i + 1, nombre })),
      grupos: nombres((f) => f.grupos).map((codigo) => ({ codigo, ciclo: "ISJ" })),
      modulos: nombres((f) => [f.modulo]).map((nombre, i) => ({ codigo: String(1000 + i), ciclo: "ISJ", nombre })),
      docentes: nombres((f) => f.docentes).map((nombre, i) => ({ id: i + 1, email: `d${i}@c.test`, nombre, apellidos: "" })),
    };
    const analizar = (nombre: string) => {
      const l = leer(nombre);
      return analizarHorario({ formato: l.formato, curso: "2026/2027", filas: l.filas, filasLeidas: l.total, erroresLectura: l.errores, catalogo: cat, actual: [] }).vista;
    };
    const [a, b] = [analizar("argentina_timetable.csv"), analizar("argentina_data_and_timetable.fet")];
    expect(a.huella).toBe(b.huella);
    expect(b).toMatchObject({ periodos: a.periodos, desdobles: a.desdobles });
    expect(a.periodos).toBeGreaterThan(150);
  });
});
