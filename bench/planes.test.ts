import { PGlite } from "@electric-sql/pglite";
import { explicarLecturas, leerPlan, planesEnTexto, recortar, resumirPlanes, UMBRAL_DESCARTE } from "./planes";

// The shape PostgreSQL gives for EXPLAIN (ANALYZE, FORMAT JSON), cut to the fields read.
const planConBucle = [
  {
    Plan: {
      "Node Type": "Nested Loop",
      "Actual Rows": 40,
      "Actual Loops": 1,
      Plans: [
        { "Node Type": "Seq Scan", "Relation Name": "aulas", "Actual Rows": 4, "Actual Loops": 1, "Rows Removed by Filter": 33 },
        { "Node Type": "Bitmap Heap Scan", "Relation Name": "articulos", "Actual Rows": 10, "Actual Loops": 4, "Rows Removed by Filter": 300, Plans: [{ "Node Type": "Bitmap Index Scan", "Actual Rows": 310, "Actual Loops": 4 }] },
        // A whole table hashed again for each of 50 rows: nothing discarded, 8,200 rows read.
        { "Node Type": "Hash", "Actual Rows": 164, "Actual Loops": 50, Plans: [{ "Node Type": "Seq Scan", "Relation Name": "modulos", "Actual Rows": 164, "Actual Loops": 50 }] },
        // Index lookups in a loop are what a loop should do: not reported.
        { "Node Type": "Index Scan", "Relation Name": "usuarios", "Actual Rows": 1, "Actual Loops": 40 },
      ],
    },
    "Planning Time": 0.4,
    "Execution Time": 2.5,
  },
];

describe("leerPlan", () => {
  it("finds every scan that discarded rows or read a table again on each turn of a loop, with its figures over all its turns", () => {
    expect(leerPlan(planConBucle)).toEqual({
      ejecucionMs: 2.5,
      descartes: [
        { tabla: "aulas", nodo: "Seq Scan", filas: 4, descartadas: 33, vueltas: 1 },
        { tabla: "articulos", nodo: "Bitmap Heap Scan", filas: 40, descartadas: 1200, vueltas: 4 },
        { tabla: "modulos", nodo: "Seq Scan", filas: 8200, descartadas: 0, vueltas: 50 },
      ],
    });
  });

  it("refuses something that is not a plan", () => {
    expect(() => leerPlan([{}])).toThrow("EXPLAIN no devolvió un plan");
  });
});

describe("resumirPlanes", () => {
  const sentencia = (sql: string) => ({ sql, params: [] });
  it("adds the times up, names the slowest read and keeps only the large discards and repeated scans", () => {
    const r = resumirPlanes([
      { sentencia: sentencia("select 1"), plan: { ejecucionMs: 0.5, descartes: [] } },
      { sentencia: sentencia("select * from articulos"), plan: leerPlan(planConBucle) },
      { sentencia: sentencia("select 1 for share"), plan: null },
    ]);
    expect(r).toEqual({
      explicadas: 2,
      fallidas: 1,
      totalMs: 3,
      maxMs: 2.5,
      masLenta: "select * from articulos",
      descartes: [
        { tabla: "articulos", nodo: "Bitmap Heap Scan", filas: 40, descartadas: 1200, vueltas: 4 },
        { tabla: "modulos", nodo: "Seq Scan", filas: 8200, descartadas: 0, vueltas: 50 },
      ],
    });
  });

  it("is empty for a page without reads", () => {
    expect(resumirPlanes([])).toEqual({ explicadas: 0, fallidas: 0, totalMs: 0, maxMs: 0, masLenta: null, descartes: [] });
  });

  it("cuts a long statement to one line", () => {
    expect(recortar("select\n  a,   b from t")).toBe("select a, b from t");
    expect(recortar("x".repeat(150))).toHaveLength(100);
  });
});

describe("explicarLecturas on a real database", () => {
  let db: PGlite;
  const consultar = (sql: string, params: unknown[]) => db.query<Record<string, unknown>>(sql, params);

  beforeAll(async () => {
    db = new PGlite();
    await db.exec(`create table cosas (id int primary key, grupo int not null, baja date);
      insert into cosas select i, i % 50, case when i % 40 = 0 then date '2026-01-01' end from generate_series(1, 5000) i;
      analyze cosas;`);
  });
  afterAll(() => db.close());

  it("replays reads with their parameters, skips writes and changes nothing", async () => {
    const planes = await explicarLecturas(consultar, [
      { sql: "select id from cosas where grupo = $1", params: [7] },
      { sql: "delete from cosas", params: [] },
      { sql: "select id from cosas where id = $1 for update", params: [1] },
    ]);
    expect(planes.map((p) => p.sentencia.sql)).toEqual(["select id from cosas where grupo = $1", "select id from cosas where id = $1 for update"]);
    // A read-only transaction refuses the row lock: counted as not explained, not as a failure of the run.
    expect(planes[1].plan).toBeNull();
    const r = resumirPlanes(planes);
    expect(r.descartes).toEqual([{ tabla: "cosas", nodo: "Seq Scan", filas: 100, descartadas: 4900, vueltas: 1 }]);
    expect(r.descartes[0].descartadas).toBeGreaterThanOrEqual(UMBRAL_DESCARTE);
    expect((await db.query("select count(*)::int as n from cosas")).rows).toEqual([{ n: 5000 }]);
  });

  it("keeps the printed plan only when asked, and writes it out with the statement and its parameters", async () => {
    const sentencias = [{ sql: "select id from cosas where grupo = $1", params: [7] }];
    expect((await explicarLecturas(consultar, sentencias))[0].texto).toBeUndefined();
    const planes = await explicarLecturas(consultar, sentencias, true);
    expect(planes[0].texto).toMatch(/Seq Scan on cosas/);
    const md = planesEnTexto([
      { nombre: "Cosas", ruta: "/cosas", planes },
      { nombre: "Nada", ruta: "/nada", planes: [] },
    ]);
    expect(md).toMatch(/## Cosas \(\/cosas\)\n\n### Lectura 1: \d+,\d\d ms\n\n```sql\nselect id from cosas where grupo = \$1\n```\n\nParámetros: `\[7\]`\n\n```\nSeq Scan on cosas/);
    expect(md).toContain("## Nada (/nada)\n\nSin lecturas.");
  });

  it("stops reporting the discard once an index serves the filter", async () => {
    await db.exec("create index cosas_baja on cosas (baja) where baja is not null; analyze cosas;");
    const planes = await explicarLecturas(consultar, [{ sql: "select id from cosas where baja is not null order by baja", params: [] }]);
    expect(planes[0].plan).not.toBeNull();
    expect(resumirPlanes(planes).descartes).toEqual([]);
  });
});
