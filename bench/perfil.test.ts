import { dondeCorto, perfilEnTexto, resumirPerfil, type PerfilCpu } from "./perfil";

const nodo = (id: number, functionName: string, url: string, children: number[] = []) => ({ id, callFrame: { functionName, url, lineNumber: 9 }, children });

/**
 * root → proxy → getToken → hkdf (sessions), root → render → query (pg inside render: database),
 * root → (idle), root → (garbage collector). Samples are 1 ms apart.
 */
function perfil(samples: number[]): PerfilCpu {
  return {
    nodes: [
      nodo(1, "(root)", "", [2, 5, 7, 8]),
      nodo(2, "proxy", "file:///app/.next/server/chunks/proxy.js", [3]),
      nodo(3, "getToken", "file:///app/.next/server/chunks/x.js", [4]),
      nodo(4, "hkdf", "node:internal/crypto/hkdf"),
      nodo(5, "renderElement", "file:///app/node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js", [6]),
      nodo(6, "query", "file:///app/node_modules/pg/lib/client.js"),
      nodo(7, "(idle)", ""),
      nodo(8, "(garbage collector)", ""),
    ],
    samples,
    timeDeltas: samples.map(() => 1000),
    startTime: 0,
    endTime: samples.length * 1000,
  };
}

describe("resumirPerfil", () => {
  it("attributes each sample to the innermost matching area and leaves idle out", () => {
    // 2 ms hkdf, 1 ms proxy itself, 3 ms pg under React, 1 ms render, 2 ms idle, 1 ms GC; the last sample has no following delta.
    const r = resumirPerfil(perfil([4, 4, 2, 6, 6, 6, 5, 7, 7, 8, 1]), 2);
    const area = (n: string) => r.areas.find((a) => a.area.startsWith(n))?.msPorPeticion;
    expect(r.ocupadoMs).toBe(8);
    expect(r.msPorPeticion).toBe(4);
    expect(area("cookie de sesión")).toBe(1);
    expect(area("proxy.ts")).toBe(0.5);
    expect(area("base de datos")).toBe(1.5);
    expect(area("React")).toBe(0.5);
    expect(area("GC")).toBe(0.5);
    expect(r.funciones[0]).toMatchObject({ funcion: "query", donde: "pg/lib/client.js:10", msPorPeticion: 1.5 });
    expect(r.funciones.reduce((s, f) => s + f.porcentaje, 0)).toBeCloseTo(100);
  });

  it("counts only the last ventanaMs of the profile", () => {
    const r = resumirPerfil(perfil([4, 4, 4, 6, 6, 6, 1]), 1, { ventanaMs: 3.5 });
    expect(r.ocupadoMs).toBe(3);
    expect(r.areas.map((a) => a.area)).toEqual(["base de datos (drizzle, pg, PGlite)"]);
  });

  it("writes the tables", () => {
    const t = perfilEnTexto("404", resumirPerfil(perfil([4, 6, 1]), 1));
    expect(t).toContain("**2,000 ms por petición**");
    expect(t).toContain("| `hkdf` | node:internal/crypto/hkdf:10 | 1,000 | 50,0 |");
  });
});

describe("dondeCorto", () => {
  it("keeps the package path, a build chunk's path, or the last two parts", () => {
    expect(dondeCorto("file:///w/node_modules/next/dist/server/base-server.js", 0)).toBe("next/dist/server/base-server.js:1");
    expect(dondeCorto("file:///w/.next/server/chunks/ssr/a.js", 4)).toBe(".next/server/chunks/ssr/a.js:5");
    expect(dondeCorto("node:zlib", -1)).toBe("node:zlib");
    expect(dondeCorto("", 3)).toBe("");
  });
});

describe("resumirPerfil with the CPU read from /proc", () => {
  it("splits that CPU by the profile's proportions", () => {
    // 8 ms sampled over 2 requests, of which 3 ms pg: with 2 ms of real CPU per request, pg is 0.75.
    const r = resumirPerfil(perfil([4, 4, 2, 6, 6, 6, 5, 7, 7, 8, 1]), 2, { cpuMsPorPeticion: 2 });
    expect(r.escalado).toBe(true);
    expect(r.msPorPeticion).toBeCloseTo(2);
    expect(r.areas.find((a) => a.area.startsWith("base de datos"))?.msPorPeticion).toBeCloseTo(0.75);
    expect(r.areas.find((a) => a.area.startsWith("base de datos"))?.porcentaje).toBeCloseTo(37.5);
  });
});
