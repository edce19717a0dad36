import { microEnTexto, porTurnos } from "./micro";

describe("--micro", () => {
  it("times both sides in alternating blocks and tells them apart", async () => {
    let a = 0;
    let b = 0;
    const caro = async () => {
      a++;
      let x = 0;
      for (let i = 0; i < 20_000; i++) x += Math.sqrt(i);
      return x;
    };
    const barato = async () => void b++;
    const r = await porTurnos(20, caro, barato);
    // 6 blocks of 20 each, plus the warm-up of 20.
    expect(a).toBe(140);
    expect(b).toBe(140);
    expect(r.a).toBeGreaterThan(r.b);
  });

  it("adds up the saving per request, counting the pieces done twice", () => {
    const t = microEnTexto([
      { pieza: "cookie", porPeticion: 2, antesUs: 400, despuesUs: 10 },
      { pieza: "sesión", porPeticion: 1, antesUs: 300, despuesUs: 5 },
    ]);
    expect(t).toContain("| cookie | 2 | 400 | 10 | 0,78 |");
    expect(t).toContain("**1,08**");
  });
});
