import { resumirLatencias } from "./estadistica";
import { enumerar, renderizarResultados, resumenTipos, tablaMarkdown } from "./informe";
import type { FilaRuta, MedidaCarga, Resultado } from "./tipos";

describe("tablaMarkdown", () => {
  it("pads the columns, aligns numbers right and counts an accented letter as one", () => {
    expect(tablaMarkdown(["ruta", "req/s"], [["Inicio", "1561"], ["Campañas", "9,5"]], ["izq", "der"])).toBe(
      ["| ruta     | req/s |", "| -------- | ----: |", "| Inicio   |  1561 |", "| Campañas |   9,5 |"].join("\n"),
    );
  });

  it("escapes pipes and joins lines, so a cell cannot break the table", () => {
    expect(tablaMarkdown(["a"], [["x|y\nz"]])).toBe(["| a      |", "| ------ |", "| x\\|y z |"].join("\n"));
  });
});

describe("resumenTipos and enumerar", () => {
  it("lists statement kinds, most frequent first", () => {
    expect(resumenTipos({ begin: 1, select: 3, commit: 1, insert: 2 })).toBe("3 select, 2 insert, 1 begin, 1 commit");
  });

  it("joins a list the Spanish way", () => {
    expect(enumerar([1, 20, 100])).toBe("1, 20 y 100");
    expect(enumerar([20])).toBe("20");
  });
});

function medida(rps: number, extra: Partial<MedidaCarga> = {}): MedidaCarga {
  return { rps, total: rps * 8, segundos: 8, lat: resumirLatencias([10, 20, 30, 40]), inesperadas: 0, errores: 0, timeouts: 0, codigos: { "200": rps * 8 }, cpuMsPorPeticion: null, ...extra };
}

function resultado(cambios: Partial<Resultado> = {}): Resultado {
  return {
    contexto: {
      fecha: new Date("2026-11-23T12:00:00Z"),
      commit: "abc1234567",
      rama: "main",
      cambiosSinConfirmar: false,
      motor: "PostgreSQL 15.20",
      compilacion: "reutilizada (al día)",
      duracionS: 8,
      conexiones: [1, 20],
      rapida: false,
      datos: { estudiantes: 700, "artículos de inventario": 5000 },
    },
    maquina: { cpu: "AMD EPYC", nucleos: 2, memoriaBytes: 25e9, so: "Linux 6 (x64)", node: "v20.20.2", cargaInicio: [0.1, 0.2, 0.3], cargaFin: [1, 2, 3] },
    rutas: [
      { nombre: "Página prerenderizada (404)", ruta: "/x", clase: "techo", carga: { 1: medida(500), 20: medida(1600) }, sql: 0, jsBytes: 175_000, htmlBytes: 2000 },
      { nombre: "Inventario (jefatura)", ruta: "/jefatura/inventario", clase: "lista", rol: "jefatura", carga: { 1: medida(50), 20: medida(128, { timeouts: 2, errores: 2 }) }, sql: 7, sqlPorTipo: { select: 7 }, jsBytes: 222_000, htmlBytes: 6800 },
      { nombre: "API inventario", ruta: "/api/inventario", clase: "api", rol: "jefatura", carga: { 1: medida(40), 20: null }, sql: 3, jsBytes: null, htmlBytes: null },
    ],
    sueloJsBytes: 175_000,
    envios: { filas: 1000, conexiones: 20, portal: { segundos: 10, rps: 100, lat: resumirLatencias([100, 200]), inesperadas: 0, errores: 0 }, crudo: { segundos: 0.5, rps: 2000, concurrencia: 20 } },
    arranqueMs: 1400,
    rssBytes: 333_000_000,
    escala: { conexiones: 20, filas: [{ nombre: "Salud", ruta: "/api/health", uno: medida(900), dos: [medida(600), medida(700)], unPuerto: medida(1200) }] },
    compresion: {
      conexiones: 20,
      filas: [
        {
          nombre: "Inicio docente",
          ruta: "/docentes",
          sin: medida(100, { cpuMsPorPeticion: 9.5, bytesPorRespuesta: 42_300 }),
          con: medida(80, { cpuMsPorPeticion: 11, bytesPorRespuesta: 8_100, inesperadas: 1 }),
        },
      ],
    },
    versionesNode: { omitida: "no se pidió --node" },
    contra: { omitida: "no se pidió --against" },
    importacion: { filas: 10_000, bytes: 960_000, medianaMs: 812.4, maximoMs: 901, veces: 5 },
    problemas: [],
    avisos: [],
    ...cambios,
  };
}

describe("renderizarResultados", () => {
  it("gives machine, commit, date and data, and every figure as a ratio to the ceiling of the same level", () => {
    const md = renderizarResultados(resultado());
    expect(md).toContain("| Commit                    | abc1234567 (rama main)");
    expect(md).toContain("23/11/2026 13:00 (Europe/Madrid)");
    expect(md).toContain("AMD EPYC, 2 núcleos, 25 GB de RAM");
    expect(md).toContain("1 y 20 conexiones");
    expect(md).toMatch(/\| artículos de inventario \| +5000 \|/);
    // 128 of 1600 at 20 connections is 8 %; 50 of 500 at one connection is 10 %.
    expect(md).toMatch(/\| Inventario \(jefatura\)\s+\| lista\s+\|\s+128 \|\s+8,0 % \|/);
    expect(md).toMatch(/\| Inventario \(jefatura\)\s+\| lista\s+\|\s+50,0 \|\s+10 % \|/);
    expect(md).toContain("2 sin respuesta a tiempo");
    expect(md).not.toContain("Problemas");
    // The hand-written history lives apart: a full run rewrites this text whole.
    expect(md).toContain("`bench/historial/`");
  });

  it("gives the preview of a 10,000-row timetable, or why it was not measured", () => {
    expect(renderizarResultados(resultado())).toMatch(/repetida hasta 10\.000 filas \(938 kB\).*Mediana de 5 vistas previas: \*\*812 ms\*\*/);
    expect(renderizarResultados(resultado({ importacion: { omitida: "no se llegó a esta parte" } }))).toContain("Omitida: no se llegó a esta parte.");
  });

  it("gives the server's CPU per request and its ratio to the 404 of the same level, or '—' when not read", () => {
    const base = resultado();
    const md = renderizarResultados(
      resultado({
        rutas: [
          base.rutas[0],
          { nombre: "Página 404 (suelo de JS)", ruta: "/no", clase: "suelo", carga: { 1: medida(300, { cpuMsPorPeticion: 5 }), 20: medida(330, { cpuMsPorPeticion: 6 }) }, sql: 0, jsBytes: 175_000, htmlBytes: 1500 },
          { ...base.rutas[1], carga: { 1: medida(50, { cpuMsPorPeticion: 12.5 }), 20: medida(128, { cpuMsPorPeticion: 15 }) } },
        ],
      }),
    );
    expect(md).toContain("| CPU/pet. | CPU/404 |");
    // 12.5 ms against the 404's 5 ms with one connection; 15 against 6 with twenty.
    expect(md).toMatch(/\| Inventario \(jefatura\)\s+\| lista\s+\|\s+50,0 \|.*\|\s+12,5 ms \|\s+×2,5 \|/);
    expect(md).toMatch(/\| Inventario \(jefatura\)\s+\| lista\s+\|\s+128 \|.*\|\s+15,0 ms \|\s+×2,5 \|/);
    expect(md).toMatch(/\| Página 404 \(suelo de JS\)\s+\| suelo\s+\|\s+330 \|.*\|\s+6,0 ms \|\s+×1,0 \|/);
    // The ceiling's CPU was not read in this run.
    expect(md).toMatch(/\| Página prerenderizada \(404\)\s+\| techo\s+\|\s+1600 \|.*\|\s+— \|\s+— \|/);
  });

  it("compares JavaScript with the floor and the submissions with the raw inserts", () => {
    const md = renderizarResultados(resultado());
    expect(md).toMatch(/\| Inventario \(jefatura\)\s+\| \/jefatura\/inventario\s+\|\s+7 \| 7 select\s+\|\s+222,0 kB \|\s+\+47,0 kB \|/);
    expect(md).toContain("el suelo (175,0 kB)");
    expect(md).toContain("rinde el **5,0 %** de la inserción directa");
    expect(md).toMatch(/\| Salud \|\s+900 \|\s+600 \+ 700 \|\s+1300 \|\s+144 % \|/);
    // PORTAL_PROCESOS=2 on one port: 1200 against one process's 900.
    expect(md).toMatch(/\| Salud \|\s+900 \|\s+600 \+ 700 \|\s+1300 \|\s+144 % \|\s+1200 \|\s+133 % \| 0 \/ 0 \/ 0 \|/);
    expect(md).toContain("| PORTAL_PROCESOS=2 (20 conexiones), req/s |");
    expect(md).toContain("| Arranque en frío (proceso lanzado → primer 200 de /api/health) | 1400 ms |");
  });

  it("gives each page's reads in PostgreSQL, their large discards and the slowest statements", () => {
    const base = resultado();
    const md = renderizarResultados(
      resultado({
        rutas: [
          base.rutas[0],
          {
            ...base.rutas[1],
            planes: { explicadas: 6, fallidas: 1, totalMs: 4.25, maxMs: 3.5, masLenta: 'select "articulos"."codigo" from "articulos"', descartes: [
              { tabla: "articulos", nodo: "Seq Scan", filas: 161, descartadas: 4839, vueltas: 1 },
              { tabla: "modulos", nodo: "Seq Scan", filas: 8200, descartadas: 0, vueltas: 50 },
            ],
          },
          },
          { ...base.rutas[2], planes: { explicadas: 2, fallidas: 0, totalMs: 0.3, maxMs: 0.25, masLenta: "select 1", descartes: [] } },
        ],
      }),
    );
    expect(md).toContain("## Lecturas en PostgreSQL (EXPLAIN ANALYZE)");
    expect(md).toMatch(/\| Inventario \(jefatura\)\s+\|\s+6 \|\s+1 \|\s+4,3 ms \|\s+3,5 ms \| articulos: 161 leídas, 4839 descartadas \(Seq Scan\); modulos: 8200 leídas en 50 vueltas \(Seq Scan\) \|/);
    expect(md).toMatch(/\| API inventario\s+\|\s+2 \|\s+0 \|\s+0,30 ms \|\s+0,25 ms \| ninguna\s+\|/);
    // The slowest first.
    expect(md).toContain('Las lecturas más lentas:\n\n- Inventario (jefatura), 3,5 ms: `select "articulos"."codigo" from "articulos"`\n- API inventario, 0,25 ms: `select 1`');
  });

  it("gives what gzip costs each route: size, req/s and CPU per request with and without it", () => {
    const md = renderizarResultados(resultado());
    expect(md).toContain("## Compresión de las respuestas\n\nCon 20 conexiones, cada ruta primero sin comprimir");
    // 80 of 100 req/s is 80 %; 11 − 9.5 ms of CPU; the gzipped answers had one unexpected status.
    expect(md).toMatch(/\| Inicio docente \|\s+42,3 kB \|\s+8,1 kB \|\s+100 \|\s+80,0 \|\s+80 % \|\s+9,5 ms \|\s+11,0 ms \|\s+\+1,5 ms \|\s+40 ms \|\s+40 ms \| 0 \/ 1 /);
    expect(renderizarResultados(resultado({ compresion: { omitida: "ninguna de sus rutas está entre las elegidas" } }))).toContain(
      "## Compresión de las respuestas\n\nNo se midió: ninguna de sus rutas está entre las elegidas.",
    );
  });

  it("compares each other Node.js with the bench's own, route by route, and says when it was not asked for", () => {
    expect(renderizarResultados(resultado())).toContain("## Otras versiones de Node.js\n\nNo se midió: no se pidió --node.");
    const md = renderizarResultados(
      resultado({
        versionesNode: {
          conexiones: 20,
          propio: { version: "v20.20.2", arranqueMs: 1250 },
          otros: [
            { version: "v24.22.3", arranqueMs: 1040, filas: [{ nombre: "Inicio docente", ruta: "/docentes", propio: medida(100, { cpuMsPorPeticion: 10 }), otro: medida(125, { cpuMsPorPeticion: 8, inesperadas: 2 }) }] },
            { version: "v26.12.1", arranqueMs: 990, filas: [{ nombre: "Inicio docente", ruta: "/docentes", propio: medida(100, { cpuMsPorPeticion: 10 }), otro: medida(90, { cpuMsPorPeticion: 11 }) }] },
          ],
        },
      }),
    );
    expect(md).toContain("con el Node.js que ejecuta el banco (v20.20.2)");
    expect(md).toMatch(/\| ruta +\| otro Node\.js \| req\/s con v20\.20\.2 \|/);
    // 125 of 100 req/s is 125 %; the other process had two unexpected statuses.
    expect(md).toMatch(/\| Inicio docente \| v24\.22\.3 +\|\s+100 \|\s+125 \|\s+125 % \|\s+10,0 ms \|\s+8,0 ms \|\s+40 ms \|\s+40 ms \| 0 \/ 2 /);
    expect(md).toMatch(/\| Inicio docente \| v26\.12\.1 +\|\s+100 \|\s+90,0 \|\s+90 % \|\s+10,0 ms \|\s+11,0 ms \|/);
    expect(md).toContain("Arranque en frío (proceso lanzado → primer 200 de /api/health): v20.20.2, 1250 ms; v24.22.3, 1040 ms; v26.12.1, 990 ms.");
  });

  it("compares another checkout's build with this one, this one over the other, and says when it was not asked for", () => {
    expect(renderizarResultados(resultado())).toContain("## Frente a otra compilación\n\nNo se midió: no se pidió --against.");
    const md = renderizarResultados(
      resultado({
        contra: {
          conexiones: 20,
          propia: { carpeta: "/work/main", commit: "bbbbbbbbbb", cambiosSinConfirmar: true, arranqueMs: 1100 },
          otra: { carpeta: "/work/wt/antes", commit: "aaaaaaaaaa", cambiosSinConfirmar: false, arranqueMs: 1300 },
          filas: [{ nombre: "Inicio docente", ruta: "/docentes", propio: medida(120, { cpuMsPorPeticion: 8 }), otro: medida(100, { cpuMsPorPeticion: 10, inesperadas: 3 }) }],
        },
      }),
    );
    expect(md).toContain("con esta compilación, bbbbbbbbbb con cambios sin confirmar (`/work/main`; arranque en frío, 1100 ms), y con la de otra copia del portal, aaaaaaaaaa (`/work/wt/antes`; arranque en frío, 1300 ms)");
    expect(md).toMatch(/\| ruta +\| req\/s con la otra \| req\/s con esta \| esta \/ otra \|/);
    // The other build first: 120 of its 100 req/s is 120 %; its three unexpected statuses come first.
    expect(md).toMatch(/\| Inicio docente \|\s+100 \|\s+120 \|\s+120 % \|\s+10,0 ms \|\s+8,0 ms \|\s+40 ms \|\s+40 ms \| 3 inesperadas \(800×200\) \/ 0 /);
  });

  it("says the plans were not read on PGlite", () => {
    expect(renderizarResultados(resultado())).toContain("## Lecturas en PostgreSQL (EXPLAIN ANALYZE)\n\nCada `select`");
    expect(renderizarResultados(resultado())).toContain("No se midió (solo sobre PostgreSQL).");
  });

  it("marks a quick or annotated run, lists what broke it, and says why a part was skipped", () => {
    const md = renderizarResultados(
      resultado({
        contexto: { ...resultado().contexto, rapida: true, nota: "Ejecución de validación con la máquina cargada, no es una medida.", cambiosSinConfirmar: true },
        problemas: ["Inventario (jefatura) con 20 conexiones: 3 respuestas con un estado distinto de 200."],
        escala: { omitida: "PGlite solo admite un proceso por carpeta de datos" },
        envios: null,
      }),
    );
    expect(md).toContain("> **Atención:** Ejecución de validación con la máquina cargada, no es una medida.");
    expect(md).toContain("Ejecución rápida (`--quick`)");
    expect(md).toContain("con cambios sin confirmar");
    expect(md).toContain("## Problemas (ejecución rota)\n\n- Inventario (jefatura) con 20 conexiones: 3 respuestas");
    expect(md).toContain("No se midió: PGlite solo admite un proceso por carpeta de datos.");
  });

  it("fits the pages' CPU to their HTML size and names the pages over twice the 404, or says why it cannot", () => {
    // 404: 2 kB at 5 ms; the others lie on CPU = 4 + 0,5·kB exactly, so the 404 (5 ms) sits on it too.
    const pagina = (nombre: string, clase: FilaRuta["clase"], kb: number, cpu: number): FilaRuta => ({
      nombre,
      ruta: `/${nombre}`,
      clase,
      carga: { 20: medida(100, { cpuMsPorPeticion: cpu }) },
      sql: 1,
      jsBytes: 150_000,
      htmlBytes: kb * 1000,
    });
    const rutas = [
      pagina("404", "suelo", 2, 5),
      pagina("Inicio", "inicio", 8, 8),
      pagina("Lista corta", "lista", 12, 10),
      pagina("Lista larga", "lista", 20, 14),
      // Not HTML pages of the fitted classes: left out of the line and of the table.
      pagina("Etiquetas", "impresion", 30, 100),
      { ...pagina("API", "api", 1, 40), htmlBytes: null },
    ];
    const md = renderizarResultados(resultado({ rutas }));
    const seccion = md.split("## La CPU de una página según su tamaño")[1].split("\n## ")[0];
    expect(seccion).toContain("sobre las 4 páginas");
    expect(seccion).toContain("**CPU/pet. ≈ 4,0 ms + 0,5 ms por kB de HTML con gzip** (r = 1,00)");
    // 2 × 5 ms = 10 ms → (10 − 4) / 0,5 = 12 kB.
    expect(seccion).toContain("(10,0 ms) hasta unos **12,0 kB**");
    expect(seccion).toMatch(/\| Lista larga +\| +20,0 kB \| +14,0 ms \| +×2,8 \| +14,0 ms \|/);
    expect(seccion).not.toContain("Lista corta |");
    expect(seccion).not.toContain("Etiquetas");

    const sinSuelo = renderizarResultados(resultado({ rutas: rutas.filter((f) => f.clase !== "suelo") }));
    expect(sinSuelo.split("## La CPU de una página según su tamaño")[1]).toMatch(/^\s*No se puede calcular/);
  });
});

