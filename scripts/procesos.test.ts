import { argumentosDeNode, MAXIMO_PROCESOS, procesosPedidos } from "./procesos.mjs";

describe("procesosPedidos (PORTAL_PROCESOS)", () => {
  const pg = { nucleos: 4, conPostgres: true };

  it("is one process unless asked, one per core with «auto», or the number given", () => {
    expect(procesosPedidos(undefined, pg)).toEqual({ procesos: 1, aviso: null });
    expect(procesosPedidos(" ", pg)).toEqual({ procesos: 1, aviso: null });
    expect(procesosPedidos("auto", pg)).toEqual({ procesos: 4, aviso: null });
    expect(procesosPedidos("AUTO", { nucleos: 200, conPostgres: true }).procesos).toBe(MAXIMO_PROCESOS);
    expect(procesosPedidos("3", pg)).toEqual({ procesos: 3, aviso: null });
  });

  it("refuses anything else with a message that names the variable and the value", () => {
    for (const malo of ["0", "-2", "2.5", "dos", "65", "1e2"]) {
      expect(() => procesosPedidos(malo, pg)).toThrow(`PORTAL_PROCESOS debe ser «auto» o un número entero entre 1 y 64 (es «${malo}»).`);
    }
  });

  it("stays at one process on PGlite, and says why", () => {
    const r = procesosPedidos("2", { nucleos: 2, conPostgres: false });
    expect(r.procesos).toBe(1);
    expect(r.aviso).toContain("PGlite");
    expect(procesosPedidos("1", { nucleos: 2, conPostgres: false })).toEqual({ procesos: 1, aviso: null });
  });
});

describe("argumentosDeNode (the V8 heap of each process)", () => {
  it("gives a 64 MB young generation and caps the old one at 512 MB", () => {
    expect(argumentosDeNode()).toEqual(["--max-semi-space-size=64", "--max-old-space-size=512"]);
    expect(argumentosDeNode("--enable-source-maps")).toEqual(["--max-semi-space-size=64", "--max-old-space-size=512"]);
  });

  it("leaves to NODE_OPTIONS whichever size it already sets", () => {
    expect(argumentosDeNode("--max-semi-space-size=16")).toEqual(["--max-old-space-size=512"]);
    expect(argumentosDeNode("--max-old-space-size=2048")).toEqual(["--max-semi-space-size=64"]);
    expect(argumentosDeNode("--max-old-space-size=1024 --max-semi-space-size=32")).toEqual([]);
  });
});
