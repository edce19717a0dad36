import { analizarHorario, huellaPlan, type PeriodoActual } from "./analisis";
import type { CatalogoHorario } from "./equivalencias";
import { leerHorario, type FilaOrigen } from "./formatos";

const CAT: CatalogoHorario = {
  franjas: [
    { id: 11, orden: 1, inicio: "08:30", fin: "09:25", recreo: false },
    { id: 12, orden: 2, inicio: "09:25", fin: "10:20", recreo: false },
    { id: 13, orden: 3, inicio: "10:20", fin: "10:50", recreo: true },
    { id: 14, orden: 4, inicio: "10:50", fin: "11:45", recreo: false },
  ],
  aulas: [
    { id: 1, nombre: "Aula 1" },
    { id: 2, nombre: "Aula 2" },
    { id: 3, nombre: "Laboratorio de Química" },
  ],
  grupos: [
    { codigo: "1QUI301", ciclo: "QUI301" },
    { codigo: "2QUI301", ciclo: "QUI301" },
  ],
  modulos: [
    { codigo: "0065", ciclo: "QUI301", nombre: "Muestreo y preparación de la muestra" },
    { codigo: "0067", ciclo: "QUI301", nombre: "Análisis instrumental" },
    { codigo: "0069", ciclo: "QUI301", nombre: "Formación y orientación laboral" },
  ],
  docentes: [
    { id: 5, email: "ana.lopez@c.test", nombre: "Ana", apellidos: "López Gracia" },
    { id: 6, email: "luis.bescos@c.test", nombre: "Luis", apellidos: "Bescós Allué" },
    { id: 7, email: "pilar.escar@c.test", nombre: "Pilar", apellidos: "Escar Naval" },
  ],
};

const fila = (linea: number, v: Partial<FilaOrigen>): FilaOrigen => ({
  linea,
  dia: "Lunes",
  hora: "08:30-09:25",
  grupos: ["1QUI301"],
  modulo: "Análisis instrumental",
  ciclo: "",
  docentes: ["Ana López Gracia"],
  aula: "Aula 1",
  desdoble: null,
  ...v,
});

function analizar(filas: FilaOrigen[], extra: Partial<Parameters<typeof analizarHorario>[0]> = {}) {
  return analizarHorario({ formato: "fet", curso: "2026/2027", filas, filasLeidas: filas.length, erroresLectura: [], catalogo: CAT, actual: [], ...extra });
}

describe("analizarHorario", () => {
  it("resolves exact names, FET hour ranges, 'Apellidos, Nombre' and module codes in front of names", () => {
    const { vista, plan } = analizar([fila(2, { docentes: ["López Gracia, Ana"], modulo: "0065 - Muestreo" }), fila(3, { hora: "9.25 - 10.20", dia: "martes", aula: "aula 2" })]);
    expect(vista).toMatchObject({ aplicable: true, errores: [], equivalencias: [], periodos: 2 });
    expect(plan.map((p) => [p.dia, p.franja, p.modulo, p.docenteId, p.aulaId])).toEqual([
      [1, "11", "0065", 5, 1],
      [2, "12", "0067", 5, 2],
    ]);
  });

  it("marks as desdoble the periods FET put together in one group's slot, and only those", () => {
    const { vista, plan } = analizar([
      fila(2, { grupos: ["2QUI301 G1"], docentes: ["Luis Bescós Allué"], aula: "Laboratorio de Química" }),
      fila(3, { grupos: ["2QUI301 G2"], docentes: ["Ana López Gracia"], aula: "Aula 2" }),
      fila(4, { grupos: ["2QUI301"], docentes: ["Pilar Escar Naval+Luis Bescós Allué"].flatMap((d) => d.split("+")), hora: "09:25-10:20" }),
      fila(5, { grupos: ["1QUI301"], docentes: ["Pilar Escar Naval"], aula: "Aula 1" }),
    ]);
    expect(vista.errores).toEqual([]);
    expect(vista.desdobles).toBe(4);
    expect(plan.filter((p) => p.grupo === "1QUI301").map((p) => p.desdoble)).toEqual([false]);
    // Two teachers in one room for one activity: allowed, it is the same group's desdoble.
    expect(plan.filter((p) => p.linea === 4).map((p) => p.aulaId)).toEqual([1, 1]);
  });

  it("refuses one teacher for two groups at once (one group per teacher and slot, decision 009)", () => {
    const { vista } = analizar([fila(2, { grupos: ["1QUI301", "2QUI301"] })]);
    expect(vista.errores).toEqual([
      {
        linea: 2,
        mensajes: [
          "Choque: Ana López Gracia ya tiene clase el lunes a las 08:30 con 1QUI301 (en esta misma fila).",
          "Choque: Aula 1 ya está ocupada el lunes a las 08:30 por 1QUI301 (en esta misma fila).",
        ],
      },
    ]);
    expect(vista.aplicable).toBe(false);
  });

  it("lists unknown names once with their rows and a suggestion, and blocks until chosen", () => {
    const filas = [fila(2, { docentes: ["Ana López"] }), fila(3, { docentes: ["Ana López"], hora: "09:25-10:20" }), fila(4, { modulo: "AI", hora: "10:50-11:45" })];
    const { vista } = analizar(filas);
    expect(vista.equivalencias).toEqual([
      expect.objectContaining({ tipo: "docente", nombre: "Ana López", clave: "ana lopez", filas: 2, valor: null, sugerencia: "5", origen: "pendiente" }),
      expect.objectContaining({ tipo: "modulo", nombre: "AI", clave: "ai|QUI301", ciclo: "QUI301", filas: 1, valor: null, sugerencia: null }),
    ]);
    expect(vista.errores.map((e) => e.linea)).toEqual([2, 3, 4]);

    const elegido = analizar(filas, { elegidas: { docente: { "ana lopez": "5" }, modulo: { "ai|QUI301": "0067" } } });
    expect(elegido.vista).toMatchObject({ aplicable: true, periodos: 3 });
    expect(elegido.elegidasUsadas).toEqual([
      { tipo: "docente", origen: "ana lopez", destino: "5" },
      { tipo: "modulo", origen: "ai|QUI301", destino: "0067" },
    ]);
  });

  it("prefers the admin's choice to a remembered one, ignores choices of things that no longer exist, and skips 'No importar'", () => {
    const filas = [fila(2, { docentes: ["Guardia"] }), fila(3, { docentes: ["A. López"], hora: "09:25-10:20" })];
    const r = analizar(filas, { guardadas: { docente: { guardia: "-", "a. lopez": "6" } }, elegidas: { docente: { "a. lopez": "5" } } });
    expect(r.vista.omitidas).toEqual([{ linea: 2, motivo: "sus docentes están marcados como «No importar»" }]);
    expect(r.plan.map((p) => p.docenteId)).toEqual([5]);
    expect(r.vista.equivalencias.map((e) => e.origen)).toEqual(["elegida", "guardada"]);
    const perdida = analizar([fila(2, { docentes: ["A. López"] })], { guardadas: { docente: { "a. lopez": "999" } } });
    expect(perdida.vista.equivalencias[0]).toMatchObject({ valor: null, origen: "pendiente" });
  });

  it("refuses classes in a break and days that do not exist", () => {
    const { vista } = analizar([fila(2, { hora: "10:20-10:50" }), fila(3, { dia: "Sábado" })]);
    expect(vista.errores).toEqual([
      { linea: 2, mensajes: ["Hora desconocida: «10:20-10:50» (10:20–10:50 es un recreo: no admite clases). Elige a qué franja corresponde o corrige el archivo."] },
      { linea: 3, mensajes: ["Día desconocido: «Sábado». Elige su equivalencia o corrige el archivo."] },
    ]);
  });

  it("plans new slots only when they overlap nothing, and says which overlap", () => {
    const { vista } = analizar([fila(2, { hora: "12:00-12:55" }), fila(3, { hora: "12:30-13:25", docentes: ["Pilar Escar Naval"] }), fila(4, { hora: "09:00-09:55" })]);
    expect(vista.franjasNuevas).toEqual([{ inicio: "12:00", fin: "12:55" }]);
    expect(vista.errores.find((e) => e.linea === 3)?.mensajes[0]).toContain("se solapa con 12:00–12:55");
    expect(vista.equivalencias).toEqual([expect.objectContaining({ tipo: "hora", nombre: "09:00-09:55", sugerencia: "11", problema: expect.stringContaining("08:30–09:25") })]);
  });

  it("compares with the year's timetable and fingerprints the plan, not the file's row order", () => {
    const filas = [fila(2, {}), fila(3, { hora: "09:25-10:20", modulo: "0065" })];
    const actual: PeriodoActual[] = [
      { dia: 1, franjaId: 11, grupo: "1QUI301", docenteId: 5, aulaId: 2, aulasExtra: [], modulo: "0067", ciclo: "QUI301", desdoble: false },
      { dia: 3, franjaId: 11, grupo: "1QUI301", docenteId: 5, aulaId: 1, aulasExtra: [], modulo: "0067", ciclo: "QUI301", desdoble: false },
    ];
    const a = analizar(filas, { actual });
    expect(a.vista.cambios).toEqual({
      altas: 1,
      bajas: 1,
      modificados: 1,
      iguales: 0,
      // Every change, in the order of the week (not removals first).
      detalle: [
        { tipo: "cambio", texto: "Lunes 08:30 · 1QUI301 · Análisis instrumental · Ana López Gracia · Aula 2 → Aula 1" },
        { tipo: "alta", texto: "Lunes 09:25 · 1QUI301 · Muestreo y preparación de la muestra · Ana López Gracia · Aula 1" },
        { tipo: "baja", texto: "Miércoles 08:30 · 1QUI301 · Análisis instrumental · Ana López Gracia · Aula 1" },
      ],
    });
    const b = analizar([...filas].reverse().map((f, i) => ({ ...f, linea: i + 2 })), { actual });
    expect(b.vista.huella).toBe(a.vista.huella);
    expect(huellaPlan("2027/2028", a.plan)).not.toBe(a.vista.huella);
  });

  it("does not let a file with no periods left empty a year's timetable", () => {
    const { vista } = analizar([fila(2, { grupos: [] })]);
    expect(vista).toMatchObject({ aplicable: false, bloqueo: "El archivo no deja ningún periodo que importar.", omitidas: [{ linea: 2, motivo: "la actividad no tiene grupo" }] });
  });

  it("reads the portal's CSV: explicit desdoble pairs pass, an unmarked second period is a clash with a hint", () => {
    const csv = [
      "dia;inicio;fin;aula;grupo;modulo;ciclo;docente_email;desdoble",
      "Lunes;08:30;09:25;Aula 1;2QUI301;0067;QUI301;ana.lopez@c.test;sí",
      "Lunes;08:30;09:25;Laboratorio de Química;2QUI301;0067;QUI301;luis.bescos@c.test;sí",
      "Lunes;09:25;10:20;Aula 1;2QUI301;0067;QUI301;ana.lopez@c.test;",
      "Lunes;09:25;10:20;Aula 2;2QUI301;0069;QUI301;pilar.escar@c.test;",
    ].join("\n");
    const l = leerHorario(csv);
    if (!l.ok) throw new Error(l.mensaje);
    const { vista } = analizarHorario({ formato: l.formato, curso: "2026/2027", filas: l.filas, filasLeidas: l.total, erroresLectura: l.errores, catalogo: CAT, actual: [] });
    expect(vista.desdobles).toBe(2);
    expect(vista.errores).toEqual([{ linea: 5, mensajes: [expect.stringMatching(/el grupo 2QUI301 ya tiene clase el lunes a las 09:25 \(línea 4\)\. Si es un desdoble, marca «sí»/)] }]);
  });

  it("lists every change of a large replacement, none cut off", () => {
    const actual: PeriodoActual[] = Array.from({ length: 5 }, (_, d) => [11, 12, 14].map((franjaId) => ({ dia: d + 1, franjaId, grupo: "2QUI301", docenteId: 6, aulaId: 3, aulasExtra: [], modulo: "0067", ciclo: "QUI301", desdoble: false }))).flat();
    const filas = ["Lunes", "Martes", "Miércoles", "Jueves", "Viernes"].flatMap((dia, d) => ["08:30-09:25", "09:25-10:20", "10:50-11:45"].map((hora, h) => fila(2 + d * 3 + h, { dia, hora })));
    const { vista } = analizar(filas, { actual });
    expect(vista.cambios).toMatchObject({ altas: 15, bajas: 15 });
    expect(vista.cambios.detalle).toHaveLength(30);
  });

  it("maps a subject per cycle and year of the group: the same name is two modules in 1.º and 2.º", () => {
    const cat: CatalogoHorario = {
      ...CAT,
      grupos: [
        { codigo: "1FPB", ciclo: "FPB", curso: 1 },
        { codigo: "2FPB", ciclo: "FPB", curso: 2 },
      ],
      modulos: [
        { codigo: "FPB102", ciclo: "FPB", nombre: "Inglés", curso: 1 },
        { codigo: "FPB203", ciclo: "FPB", nombre: "Inglés", curso: 2 },
      ],
    };
    const filas = [fila(2, { grupos: ["1FPB"], modulo: "Inglés", aula: "" }), fila(3, { grupos: ["2FPB"], modulo: "Inglés", docentes: ["Luis Bescós Allué"], aula: "" })];
    const r = analizarHorario({ formato: "fet", curso: "2026/2027", filas, filasLeidas: 2, erroresLectura: [], catalogo: cat, actual: [] });
    expect(r.vista.errores).toEqual([]);
    expect(r.plan.map((p) => [p.grupo, p.modulo])).toEqual([
      ["1FPB", "FPB102"],
      ["2FPB", "FPB203"],
    ]);
    // A name the admin maps is remembered per year; one remembered before (per cycle only) applies only where its module is of the group's year.
    const viejo = analizarHorario({ formato: "fet", curso: "2026/2027", filas: filas.map((f) => ({ ...f, modulo: "ING" })), filasLeidas: 2, erroresLectura: [], catalogo: cat, actual: [], guardadas: { modulo: { "ing|FPB": "FPB102" } } });
    expect(viejo.plan.map((p) => [p.grupo, p.modulo])).toEqual([["1FPB", "FPB102"]]);
    expect(viejo.vista.equivalencias.find((e) => e.curso === 2)).toMatchObject({ tipo: "modulo", clave: "ing|FPB|2", valor: null });
    const elegido = analizarHorario({ formato: "fet", curso: "2026/2027", filas: filas.map((f) => ({ ...f, modulo: "ING" })), filasLeidas: 2, erroresLectura: [], catalogo: cat, actual: [], elegidas: { modulo: { "ing|FPB|2": "FPB102" } } });
    // FPB102 is a 1.º module: not a choice for a 2.º group.
    expect(elegido.vista.equivalencias.find((e) => e.clave === "ing|FPB|2")).toMatchObject({ valor: null });
  });

  it("counts the rows left out, not their reasons", () => {
    const { vista } = analizar([fila(2, { grupos: [], docentes: [] }), fila(3, { grupos: [] }), fila(4, {})]);
    expect(vista.omitidas.map((o) => o.linea)).toEqual([2, 2, 3]);
    expect(new Set(vista.omitidas.map((o) => o.linea)).size).toBe(2);
  });

  it("keeps every room of FET's combined rooms, in any order, and checks each for clashes", () => {
    const a = analizar([fila(2, { aula: "Laboratorio de Química+Aula 2" }), fila(3, { aula: "Aula 2", hora: "09:25-10:20" })]);
    expect(a.vista.errores).toEqual([]);
    expect(a.plan[0]).toMatchObject({ aulaId: 2, aulasExtra: [3] });
    expect(a.vista.porAula).toEqual([
      { nombre: "Aula 2", periodos: 2 },
      { nombre: "Laboratorio de Química", periodos: 1 },
    ]);
    // FET writes them in another order in another solution: the same plan, the same fingerprint.
    const b = analizar([fila(2, { aula: "Aula 2+Laboratorio de Química" }), fila(3, { aula: "Aula 2", hora: "09:25-10:20" })]);
    expect(b.vista.huella).toBe(a.vista.huella);
    // The second room is as taken as the first.
    const choque = analizar([fila(2, { aula: "Aula 2+Laboratorio de Química" }), fila(3, { grupos: ["2QUI301"], docentes: ["Pilar Escar Naval"], aula: "Laboratorio de Química" })]);
    expect(choque.vista.errores).toEqual([{ linea: 3, mensajes: [expect.stringContaining("Laboratorio de Química ya está ocupada el lunes a las 08:30 por 1QUI301 (línea 2)")] }]);
    // Each unknown room is asked once, on its own.
    const nueva = analizar([fila(2, { aula: "A25+Aula 2" })]);
    expect(nueva.vista.equivalencias).toEqual([expect.objectContaining({ tipo: "aula", nombre: "A25" })]);
  });
});
