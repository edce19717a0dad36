import { conexionesPrincipales, leerOpciones, OpcionesError, salidaPorDefecto } from "./opciones";

describe("leerOpciones", () => {
  it("measures everything on PostgreSQL by default", () => {
    const o = leerOpciones([]);
    expect(o).toMatchObject({ pglite: false, rapida: false, filtros: [], duracionS: 8, conexiones: [1, 20, 100], envios: 1000, compilar: null, escala: true, conservarBase: false, puerto: 8871, salida: "bench/RESULTS.md" });
    expect(o.nota).toBeUndefined();
    expect(o.planes).toBeUndefined();
    expect(o.otrosNode).toEqual([]);
    expect(o.contra).toBeUndefined();
  });

  it("makes --quick short unless told otherwise", () => {
    expect(leerOpciones(["--quick"])).toMatchObject({ rapida: true, duracionS: 1, conexiones: [1, 20], envios: 50 });
    expect(leerOpciones(["--quick", "--duration", "3", "--connections", "100,1,100"])).toMatchObject({ duracionS: 3, conexiones: [1, 100] });
  });

  it("reads every option", () => {
    const o = leerOpciones(["--pglite", "--routes", "inventario, salud,", "--submissions", "200", "--no-build", "--no-scale", "--keep-db", "--port", "9000", "--note", " máquina compartida ", "--out", "/tmp/r.md", "--plans", "/tmp/planes.md"]);
    expect(o).toMatchObject({ pglite: true, filtros: ["inventario", "salud"], envios: 200, compilar: false, escala: false, conservarBase: true, puerto: 9000, nota: "máquina compartida", salida: "/tmp/r.md", planes: "/tmp/planes.md" });
    expect(leerOpciones(["--build"]).compilar).toBe(true);
    expect(leerOpciones(["--node", " /opt/n24/bin/node,,/opt/n26/bin/node,/opt/n24/bin/node"]).otrosNode).toEqual(["/opt/n24/bin/node", "/opt/n26/bin/node"]);
    expect(leerOpciones(["--against", " ../antes "]).contra).toBe("../antes");
  });

  it("refuses wrong values with a message that names the option", () => {
    expect(() => leerOpciones(["--duration", "0"])).toThrow(/--duration debe ser un número entero entre 1 y 600/);
    expect(() => leerOpciones(["--connections", "1,x"])).toThrow(/--connections/);
    expect(() => leerOpciones(["--port", "80"])).toThrow(/--port/);
    expect(() => leerOpciones(["--build", "--no-build"])).toThrow(OpcionesError);
    expect(() => leerOpciones(["--fast"])).toThrow(OpcionesError);
    expect(() => leerOpciones(["inventario"])).toThrow(OpcionesError);
    expect(() => leerOpciones(["--node", " , "])).toThrow(/--node necesita la ruta/);
    expect(() => leerOpciones(["--against", " "])).toThrow(/--against necesita la carpeta/);
  });
});

describe("conexionesPrincipales", () => {
  it("prefers 20, then the largest level below it, then the smallest", () => {
    expect(conexionesPrincipales([1, 20, 100])).toBe(20);
    expect(conexionesPrincipales([1, 10, 100])).toBe(10);
    expect(conexionesPrincipales([50, 100])).toBe(50);
  });
});

describe("salidaPorDefecto", () => {
  const ahora = new Date(2026, 10, 29, 9, 5, 7);

  it("keeps bench/RESULTS.md for a full run only", () => {
    expect(salidaPorDefecto([], false, ahora)).toBe("bench/RESULTS.md");
  });

  it("sends a partial run to a dated file of the git-ignored folder", () => {
    expect(salidaPorDefecto(["Inventario", "Matrícula del estudiante"], false, ahora)).toBe("bench/parciales/2026-11-29-090507-inventario-matricula-del-estudiante.md");
    expect(salidaPorDefecto([], true, ahora)).toBe("bench/parciales/2026-11-29-090507-rapida.md");
    expect(leerOpciones(["--routes", "salud"]).salida).toMatch(/^bench\/parciales\/\d{4}-\d\d-\d\d-\d{6}-salud\.md$/);
    expect(leerOpciones(["--quick", "--out", "/tmp/r.md"]).salida).toBe("/tmp/r.md");
  });
});

describe("the options of issue 50", () => {
  it("--picos with --escala, and --soak with or without its duration", () => {
    expect(leerOpciones([])).toMatchObject({ picos: false, escalaPicos: 1, soakMin: undefined });
    expect(leerOpciones(["--picos", "--escala", "10"])).toMatchObject({ picos: true, escalaPicos: 10 });
    expect(leerOpciones(["--soak"]).soakMin).toBe(30);
    expect(leerOpciones(["--soak", "--pglite"])).toMatchObject({ soakMin: 30, pglite: true });
    expect(leerOpciones(["--soak=30m"]).soakMin).toBe(30);
    expect(leerOpciones(["--soak=90s"]).soakMin).toBe(1.5);
    expect(leerOpciones(["--soak", "2h"]).soakMin).toBe(120);
    expect(leerOpciones(["--soak=45"]).soakMin).toBe(45);
    expect(() => leerOpciones(["--soak=5s"])).toThrow(OpcionesError);
    expect(() => leerOpciones(["--soak=diez"])).toThrow(OpcionesError);
  });

  it("--semiespacio is its own measurement, not part of --soak, and needs PostgreSQL", () => {
    expect(leerOpciones(["--soak"]).semiespacio).toBe(false);
    expect(leerOpciones(["--semiespacio"])).toMatchObject({ semiespacio: true, soakMin: undefined });
    expect(() => leerOpciones(["--semiespacio", "--pglite"])).toThrow(/--semiespacio necesita PostgreSQL/);
    expect(() => leerOpciones(["--escala", "0"])).toThrow(OpcionesError);
    expect(leerOpciones(["--cpu-prof", "/tmp/p"]).perfiles).toBe("/tmp/p");
  });

  it("--monton is off unless asked for, and takes no value", () => {
    expect(leerOpciones([]).monton).toBe(false);
    expect(leerOpciones(["--monton", "--pglite"])).toMatchObject({ monton: true, pglite: true });
    expect(() => leerOpciones(["--monton=si"])).toThrow(OpcionesError);
  });
});
