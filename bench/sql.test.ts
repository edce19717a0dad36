import { sql } from "drizzle-orm";
import { lineaSql, openDatabase } from "../lib/db/client";
import { contarSentencias, partirLineas, sentenciaDe, tipoDeSentencia } from "./sql";

describe("partirLineas", () => {
  it("returns whole lines and keeps the unfinished tail for the next chunk", () => {
    const a = partirLineas("", "uno\ndos\ntr");
    expect(a).toEqual({ lineas: ["uno", "dos"], resto: "tr" });
    const b = partirLineas(a.resto, "es\r\ncuatro\n");
    expect(b).toEqual({ lineas: ["tres", "cuatro"], resto: "" });
  });

  it("keeps a chunk without a line break whole", () => {
    expect(partirLineas("ab", "cd")).toEqual({ lineas: [], resto: "abcd" });
  });
});

describe("sentenciaDe and tipoDeSentencia", () => {
  it("reads only the lines the SQL logger wrote, with their parameters", () => {
    expect(sentenciaDe(lineaSql("select 1", []))).toEqual({ sql: "select 1", params: [] });
    expect(sentenciaDe(lineaSql('select "a"\n  from "t" where "b" = $1', [BigInt(7)]))).toEqual({ sql: 'select "a" from "t" where "b" = $1', params: ["7"] });
    expect(sentenciaDe(" ▲ Next.js 16 ready in 300ms")).toBeNull();
    expect(sentenciaDe("[bench-sql] cut off {")).toBeNull();
  });

  it("classifies statements by their verb, a CTE by the statement it ends in", () => {
    expect(tipoDeSentencia('select "id" from "usuarios"')).toBe("select");
    expect(tipoDeSentencia("  INSERT into x values (1)")).toBe("insert");
    expect(tipoDeSentencia("begin")).toBe("begin");
    expect(tipoDeSentencia("with t as (select 1) update x set a = 1")).toBe("update");
    expect(tipoDeSentencia("with t as (select 1) select * from t")).toBe("select");
    expect(tipoDeSentencia("")).toBe("otra");
  });
});

describe("contarSentencias", () => {
  it("counts the logged statements among other output, by kind", () => {
    const salida = [
      lineaSql("begin", []),
      lineaSql('select "id" from "usuarios" where "id" = $1', [3]),
      "GET /docentes 200",
      lineaSql('insert into "encuestas_contestadas" values ($1)', [4]),
      lineaSql("select 1", []),
      lineaSql("commit", []),
    ];
    expect(contarSentencias(salida)).toEqual({ total: 5, porTipo: { begin: 1, select: 2, insert: 1, commit: 1 } });
  });

  it("is zero for a page that reads nothing", () => {
    expect(contarSentencias(["ready"])).toEqual({ total: 0, porTipo: {} });
  });
});

describe("the opt-in SQL log of lib/db/client.ts", () => {
  async function lineasDe(registrarSql: boolean): Promise<string[]> {
    const conexion = await openDatabase({ pgliteDir: "memory://", registrarSql });
    const escritas: string[] = [];
    const espia = jest.spyOn(process.stdout, "write").mockImplementation((trozo: string | Uint8Array) => {
      escritas.push(String(trozo));
      return true;
    });
    try {
      await conexion.db.execute(sql`select 1`);
      await conexion.db.execute(sql`select ${"a"}::text as\n  b`);
    } finally {
      espia.mockRestore();
      await conexion.close();
    }
    return escritas.flatMap((t) => partirLineas("", t).lineas);
  }

  it("writes one line per statement, on one line each, that the bench counts", async () => {
    const lineas = await lineasDe(true);
    expect(contarSentencias(lineas)).toEqual({ total: 2, porTipo: { select: 2 } });
    expect(lineas.map(sentenciaDe).filter((s) => s !== null)[1]).toEqual({ sql: "select $1::text as b", params: ["a"] });
  });

  it("writes nothing unless asked to", async () => {
    expect(contarSentencias(await lineasDe(false)).total).toBe(0);
  });
});
