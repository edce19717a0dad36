import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { montonEnTexto } from "./memoria";
import { resumirMonton, SENAL_MONTON, tomarMonton, type Instantanea } from "./monton";

// V8's own layout of a .heapsnapshot (the fields and types Node 20 writes).
const TIPOS_NODO = ["hidden", "array", "string", "object", "code", "closure", "regexp", "number", "native", "synthetic", "concatenated string", "sliced string", "symbol", "bigint", "object shape"];
const TIPOS_ARISTA = ["context", "element", "property", "internal", "hidden", "shortcut", "weak"];
const NF = ["type", "name", "id", "self_size", "edge_count", "trace_node_id", "detachedness"];

/** A snapshot from a list of nodes, each with its edges to other nodes (by position in the list). */
function instantanea(nodos: { tipo: string; nombre: string; bytes: number; aristas?: { tipo: string; nombre: string | number; a: number }[] }[]): Instantanea {
  const strings: string[] = [];
  const s = (t: string) => (strings.includes(t) ? strings.indexOf(t) : strings.push(t) - 1);
  const nodes: number[] = [];
  const edges: number[] = [];
  nodos.forEach((n, i) => {
    nodes.push(TIPOS_NODO.indexOf(n.tipo), s(n.nombre), i + 1, n.bytes, n.aristas?.length ?? 0, 0, 0);
    for (const e of n.aristas ?? []) edges.push(TIPOS_ARISTA.indexOf(e.tipo), typeof e.nombre === "number" ? e.nombre : s(e.nombre), e.a * NF.length);
  });
  return {
    snapshot: { meta: { node_fields: NF, node_types: [TIPOS_NODO, "string", "number"], edge_fields: ["type", "name_or_index", "to_node"], edge_types: [TIPOS_ARISTA, "string_or_number", "node"] } },
    nodes,
    edges,
    strings,
  };
}

const CODIGO = "module.exports=[1,e=>{…}]";
const KB = 1024;

describe("resumirMonton", () => {
  const raiz = "/portal";
  const s = instantanea([
    { tipo: "synthetic", nombre: "", bytes: 0 },
    // Two chunks with the same module, loaded from two files; a third, different one.
    { tipo: "code", nombre: "/portal/.next/server/chunks/a.js", bytes: 100, aristas: [{ tipo: "internal", nombre: "source", a: 5 }] },
    { tipo: "code", nombre: "/portal/.next/server/chunks/b.js", bytes: 100, aristas: [{ tipo: "internal", nombre: "source", a: 6 }] },
    { tipo: "code", nombre: "/portal/node_modules/x/index.js", bytes: 100, aristas: [{ tipo: "internal", nombre: "source", a: 7 }] },
    // Node's own modules are not files of the portal; an element edge's name is a number, not "source".
    { tipo: "code", nombre: "node:internal/streams/readable", bytes: 100, aristas: [{ tipo: "internal", nombre: "source", a: 8 }] },
    { tipo: "string", nombre: CODIGO, bytes: 40 * KB },
    { tipo: "string", nombre: CODIGO, bytes: 40 * KB },
    { tipo: "string", nombre: CODIGO, bytes: 10 * KB },
    { tipo: "string", nombre: "otro", bytes: 5 * KB, aristas: [] },
    { tipo: "object", nombre: "Object", bytes: 2 * KB },
    { tipo: "closure", nombre: "f", bytes: 1 * KB },
    { tipo: "concatenated string", nombre: "ab", bytes: 1 * KB },
  ]);

  it("sums every live byte by kind, the largest first", () => {
    const r = resumirMonton(s, raiz);
    expect(r.totalBytes).toBe(400 + 95 * KB + 1 * KB + 2 * KB + 1 * KB);
    expect(r.porClase[0]).toEqual({ clase: "textos", bytes: 96 * KB });
    expect(r.porClase.find((c) => c.clase.startsWith("código"))?.bytes).toBe(400);
    expect(r.porClase.find((c) => c.clase === "objetos")?.bytes).toBe(2 * KB);
  });

  it("counts the sources of the portal's scripts and the copies of one loaded from two files", () => {
    const r = resumirMonton(s, raiz);
    expect(r.scripts).toBe(3);
    expect(r.fuentesBytes).toBe(90 * KB);
    // Same beginning but another size: another module.
    expect(r.duplicadasBytes).toBe(40 * KB);
    expect(r.duplicados).toEqual([{ ficheros: [".next/server/chunks/a.js", ".next/server/chunks/b.js"], bytes: 40 * KB }]);
  });

  it("reads only a property or internal edge named «source», not an element whose index happens to match", () => {
    const indiceSource = s.strings.indexOf("source");
    const conElemento = instantanea([
      { tipo: "synthetic", nombre: "", bytes: 0 },
      { tipo: "code", nombre: "/portal/a.js", bytes: 10, aristas: [{ tipo: "element", nombre: indiceSource, a: 2 }] },
      { tipo: "string", nombre: "source", bytes: 10 },
    ]);
    expect(resumirMonton(conElemento, raiz)).toMatchObject({ scripts: 0, fuentesBytes: 0 });
  });

  it("reports the live MB against the RSS, and the duplicated files", () => {
    const texto = montonEnTexto({ ...resumirMonton(s, raiz), totalBytes: 150 * 1024 * KB }, 450 * 1024 * KB);
    expect(texto).toContain("**150,0 MB vivos** de 450,0 MB de RSS");
    expect(texto).toContain("| 2 | 40 | `.next/server/chunks/a.js`, `.next/server/chunks/b.js` |");
    expect(montonEnTexto(resumirMonton(s, raiz), null)).not.toContain("de RSS");
  });
});

describe("tomarMonton", () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("asks a running process for its snapshot, summarises it and deletes the file", async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), "monton-"));
    // A tiny server that answers /api/health and keeps a script of its own loaded.
    writeFileSync(
      path.join(dir, "servidor.js"),
      `require("node:http").createServer((q, r) => r.end("ok")).listen(0, "127.0.0.1", function () { console.log(this.address().port); });`,
    );
    const hijo = spawn(process.execPath, [SENAL_MONTON, "servidor.js"], { cwd: dir, stdio: ["ignore", "pipe", "inherit"] });
    try {
      const puerto = await new Promise<string>((ok) => hijo.stdout!.once("data", (d: Buffer) => ok(d.toString().trim())));
      const r = await tomarMonton({ pid: hijo.pid!, url: `http://127.0.0.1:${puerto}`, dir });
      expect(r.totalBytes).toBeGreaterThan(1024 * KB);
      expect(r.porClase.map((c) => c.clase)).toEqual(expect.arrayContaining(["textos", "objetos"]));
      expect(r.scripts).toBeGreaterThanOrEqual(1);
      expect(readdirSync(dir).filter((f) => f.endsWith(".heapsnapshot"))).toEqual([]);
    } finally {
      hijo.kill();
    }
  }, 60_000);
});
