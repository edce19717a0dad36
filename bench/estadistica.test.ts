import {
  formatearCpuMs,
  formatearDiferenciaCpuMs,
  formatearDiferenciaKb,
  formatearKb,
  formatearMs,
  formatearNumero,
  formatearPorcentaje,
  formatearRps,
  formatearVeces,
  juntarMedidas,
  percentil,
  rectaMinimosCuadrados,
  porcentaje,
  resumirLatencias,
  SIN_DATO,
} from "./estadistica";

describe("percentil (nearest rank)", () => {
  const cien = Array.from({ length: 100 }, (_, i) => i + 1);

  it("takes the smallest value with at least p % of the list at or below it", () => {
    expect(percentil(cien, 50)).toBe(50);
    expect(percentil(cien, 95)).toBe(95);
    expect(percentil(cien, 99)).toBe(99);
    expect(percentil(cien, 100)).toBe(100);
    expect(percentil([10, 20, 30, 40], 50)).toBe(20);
    expect(percentil([10, 20, 30, 40], 51)).toBe(30);
  });

  it("handles the edges: one value, p = 0, an empty list", () => {
    expect(percentil([7], 99)).toBe(7);
    expect(percentil(cien, 0)).toBe(1);
    expect(percentil([], 50)).toBeNaN();
  });
});

describe("resumirLatencias", () => {
  it("sorts a copy and gives mean, p50, p95, p99 and max", () => {
    const ms = [5, 1, 4, 2, 3, 100, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19];
    const r = resumirLatencias(ms);
    expect(r).toEqual({ n: 20, media: 14.5, p50: 10, p95: 19, p99: 100, max: 100 });
    expect(ms[0]).toBe(5);
  });

  it("says nothing rather than zero when there were no responses", () => {
    const r = resumirLatencias([]);
    expect(r.n).toBe(0);
    expect(r.p95).toBeNaN();
    expect(formatearMs(r.p95)).toBe(SIN_DATO);
  });
});

describe("porcentaje", () => {
  it("is the part as a percentage of the total", () => {
    expect(porcentaje(188, 1561)).toBeCloseTo(12.04, 2);
    expect(porcentaje(50, 50)).toBe(100);
  });

  it("is null when there is no total to compare with", () => {
    expect(porcentaje(10, 0)).toBeNull();
    expect(porcentaje(Number.NaN, 10)).toBeNull();
  });
});

describe("formats", () => {
  it("writes numbers the Spanish way, with fewer decimals as they grow", () => {
    expect(formatearRps(1561.4)).toBe("1561");
    expect(formatearRps(12345)).toBe("12.345");
    expect(formatearRps(49.46)).toBe("49,5");
    expect(formatearMs(8.26)).toBe("8,3 ms");
    expect(formatearMs(153.7)).toBe("154 ms");
    expect(formatearPorcentaje(12.04)).toBe("12 %");
    expect(formatearPorcentaje(4.5)).toBe("4,5 %");
    expect(formatearPorcentaje(null)).toBe(SIN_DATO);
  });

  it("keeps a decimal of CPU per request up to 100 ms and writes ratios as '×'", () => {
    expect(formatearCpuMs(13.64)).toBe("13,6 ms");
    expect(formatearCpuMs(0.42)).toBe("0,4 ms");
    expect(formatearCpuMs(123.4)).toBe("123 ms");
    expect(formatearCpuMs(null)).toBe(SIN_DATO);
    expect(formatearVeces(2.345)).toBe("×2,3");
    expect(formatearDiferenciaCpuMs(1.26)).toBe("+1,3 ms");
    expect(formatearDiferenciaCpuMs(-0.2)).toBe("−0,2 ms");
    expect(formatearDiferenciaCpuMs(null)).toBe(SIN_DATO);
    expect(formatearVeces(Number.POSITIVE_INFINITY)).toBe(SIN_DATO);
  });

  it("writes sizes in kB of 1000 bytes and differences with their sign", () => {
    expect(formatearKb(175_432)).toBe("175,4 kB");
    expect(formatearDiferenciaKb(47_000)).toBe("+47,0 kB");
    expect(formatearDiferenciaKb(-800)).toBe("−0,8 kB");
    expect(formatearDiferenciaKb(0)).toBe("±0,0 kB");
    expect(formatearKb(null)).toBe(SIN_DATO);
  });

  it("writes plain figures with exactly the decimals asked for, none by default", () => {
    expect(formatearNumero(1234.5)).toBe("1235");
    expect(formatearNumero(430.75, 1)).toBe("430,8");
    expect(formatearNumero(0.5, 3)).toBe("0,500");
  });
});

describe("juntarMedidas", () => {
  const medida = (total: number, segundos: number, p95: number, cpu: number | null, codigos: Record<string, number>) => ({
    rps: total / segundos,
    total,
    segundos,
    lat: { n: total, media: p95 / 2, p50: p95 / 2, p95, p99: p95 * 2, max: p95 * 3 },
    inesperadas: codigos["500"] ?? 0,
    errores: 1,
    timeouts: 0,
    codigos,
    cpuMsPorPeticion: cpu,
    bytesPorRespuesta: 1000,
  });

  it("adds up counts, seconds and CPU, and weighs each percentile by its responses", () => {
    const j = juntarMedidas(medida(300, 8, 100, 10, { "200": 300 }), medida(100, 8, 200, 20, { "200": 99, "500": 1 }));
    expect(j.total).toBe(400);
    expect(j.segundos).toBe(16);
    expect(j.rps).toBe(25);
    expect(j.cpuMsPorPeticion).toBeCloseTo(12.5);
    expect(j.lat.p95).toBeCloseTo(125);
    expect(j.lat.max).toBe(600);
    expect(j.codigos).toEqual({ "200": 399, "500": 1 });
    expect(j.inesperadas).toBe(1);
    expect(j.errores).toBe(2);
    expect(j.bytesPorRespuesta).toBe(1000);
  });

  it("has no CPU per request when one of the two was not read", () => {
    expect(juntarMedidas(medida(10, 1, 5, 3, { "200": 10 }), medida(10, 1, 5, null, { "200": 10 })).cpuMsPorPeticion).toBeNull();
  });
});

describe("rectaMinimosCuadrados", () => {
  it("finds the line through points that lie on one, with r = 1 or -1", () => {
    const subida = rectaMinimosCuadrados([1, 2, 3, 4].map((x) => ({ x, y: 5 + 1.5 * x })))!;
    expect(subida.n).toBe(4);
    expect(subida.a).toBeCloseTo(5, 10);
    expect(subida.b).toBeCloseTo(1.5, 10);
    expect(subida.r).toBeCloseTo(1, 10);
    expect(rectaMinimosCuadrados([0, 1, 2].map((x) => ({ x, y: 10 - 2 * x })))!.r).toBeCloseTo(-1, 10);
  });

  it("fits scattered points as least squares does, by hand", () => {
    // x̄ = 2, ȳ = 3; Sxy = 3, Sxx = 2, Syy = 6: b = 3/2, a = 3 − 2·b = 0, r = 3/√12.
    const r = rectaMinimosCuadrados([
      { x: 1, y: 2 },
      { x: 2, y: 2 },
      { x: 3, y: 5 },
    ])!;
    expect(r.b).toBeCloseTo(1.5, 10);
    expect(r.a).toBeCloseTo(0, 10);
    expect(r.r).toBeCloseTo(3 / Math.sqrt(12), 10);
  });

  it("says nothing with fewer than three points or a variable that does not vary", () => {
    expect(rectaMinimosCuadrados([])).toBeNull();
    expect(rectaMinimosCuadrados([{ x: 1, y: 1 }, { x: 2, y: 3 }])).toBeNull();
    expect(rectaMinimosCuadrados([1, 1, 1].map((x, i) => ({ x, y: i })))).toBeNull();
    expect(rectaMinimosCuadrados([1, 2, 3].map((x) => ({ x, y: 7 })))).toBeNull();
  });
});
