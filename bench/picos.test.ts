import { aleatorio, pedir, picosEnTexto, planificar, Registro, recorrer, Tarro } from "./picos";

describe("planificar", () => {
  it("spreads the arrivals over the window, leaving room for the steps, and scales window and thinking alike", () => {
    const real = planificar({ personas: 500, pasos: 4, ventanaS: 300, pensarS: [5, 15], escala: 1 });
    const rapida = planificar({ personas: 500, pasos: 4, ventanaS: 300, pensarS: [5, 15], escala: 10 });
    // 3 thoughts of 10 s on average: arrivals within the first 270 s.
    expect(Math.max(...real.map((p) => p.llegadaMs))).toBeLessThanOrEqual(270_000);
    expect(Math.max(...real.map((p) => p.llegadaMs))).toBeGreaterThan(250_000);
    expect(Math.min(...real.map((p) => p.llegadaMs))).toBeLessThan(5_000);
    expect(real.every((p) => p.pensarMs.length === 3 && p.pensarMs.every((t) => t >= 5000 && t <= 15000))).toBe(true);
    expect(rapida[7].llegadaMs).toBeCloseTo(real[7].llegadaMs / 10);
    expect(rapida[7].pensarMs[1]).toBeCloseTo(real[7].pensarMs[1] / 10);
  });

  it("is the same for the same seed", () => {
    expect(planificar({ personas: 3, pasos: 2, ventanaS: 60, pensarS: [1, 2], escala: 1 })).toEqual(planificar({ personas: 3, pasos: 2, ventanaS: 60, pensarS: [1, 2], escala: 1 }));
    const r = aleatorio(7);
    const v = Array.from({ length: 1000 }, r);
    expect(v.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(v).size).toBe(1000);
  });
});

describe("Registro and the report", () => {
  it("counts requests and errors per step and in total", () => {
    const r = new Registro();
    for (let i = 1; i <= 100; i++) r.anotar("inicio", { ms: i, bien: true, estado: 200 });
    r.anotar("acceso", { ms: 500, bien: false, estado: 500 }, "estado 500 en /api/auth/callback/oidc");
    const res = r.resumir("08:00 del primer día", 10, 30);
    expect(res).toMatchObject({ peticiones: 101, errores: 1, ejemplos: ["acceso: estado 500 en /api/auth/callback/oidc"] });
    expect(res.porPaso.find((p) => p.paso === "inicio")).toMatchObject({ peticiones: 100, errores: 0 });
    const texto = picosEnTexto([res], { escala: 10, procesos: 2, objetivoP95Ms: 150 });
    expect(texto).toContain("divididos por 10");
    expect(texto).toContain("no cumple");
    expect(texto).toContain("| | inicio | 100 | 0 |");
  });
});

describe("recorrer", () => {
  it("runs each person's steps in order, after their arrival", async () => {
    const hechos: string[] = [];
    const planes = [
      { llegadaMs: 30, pensarMs: [0] },
      { llegadaMs: 0, pensarMs: [60] },
    ];
    await recorrer(["a", "b"], planes, (p) => [async () => void hechos.push(`${p}1`), async () => void hechos.push(`${p}2`)]);
    expect(hechos).toEqual(["b1", "a1", "a2", "b2"]);
  });
});

describe("recorrer with a limit", () => {
  it("leaves behind whoever is still busy at the limit, and reports them", async () => {
    const agotadas: string[] = [];
    const planes = [
      { llegadaMs: 0, pensarMs: [] },
      { llegadaMs: 0, pensarMs: [] },
    ];
    await recorrer(["rápida", "colgada"], planes, (p) => [() => (p === "colgada" ? new Promise<void>(() => undefined) : Promise.resolve())], {
      limiteMs: 100,
      alAgotar: (p) => agotadas.push(p),
    });
    expect(agotadas).toEqual(["colgada"]);
  });
});

describe("Tarro", () => {
  it("keeps cookies per host and drops emptied ones", () => {
    const t = new Tarro();
    const res = (...c: string[]) => new Response(null, { headers: c.map((v) => ["set-cookie", v] as [string, string]) });
    t.guardar("http://127.0.0.1:1/a", res("x=1; Path=/", "y=2"));
    t.guardar("http://127.0.0.1:2/b", res("z=3"));
    t.guardar("http://127.0.0.1:1/c", res("y=; Max-Age=0"));
    expect(t.cabecera("http://127.0.0.1:1/")).toBe("x=1");
    expect(t.cabecera("http://127.0.0.1:2/")).toBe("z=3");
  });
});

describe("pedir", () => {
  it("sends the step's own session cookie together with the jar's", async () => {
    const { createServer } = await import("node:http");
    const recibidas: string[] = [];
    const servidor = createServer((req, res) => {
      recibidas.push(req.headers.cookie ?? "");
      res.setHeader("set-cookie", "tarro=1");
      res.end("ok");
    });
    await new Promise<void>((r) => servidor.listen(0, "127.0.0.1", () => r()));
    const { port } = servidor.address() as { port: number };
    try {
      const t = new Tarro();
      const r = new Registro();
      const url = `http://127.0.0.1:${port}/x`;
      await pedir(r, "paso", t, url, { cabeceras: { cookie: "sesion=abc" }, esperado: (e) => e === 200 });
      await pedir(r, "paso", t, url, { cabeceras: { cookie: "sesion=abc" }, esperado: (e) => e === 200 });
      expect(recibidas).toEqual(["sesion=abc", "sesion=abc; tarro=1"]);
      expect(r.resumir("x", 1, 1)).toMatchObject({ peticiones: 2, errores: 0 });
    } finally {
      servidor.close();
    }
  });
});
