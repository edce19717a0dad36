import { juzgarSoak, memoriaEnTexto, muestrasParaTabla } from "./memoria";

const MB = 1024 * 1024;
const serie = (valores: number[]) => valores.map((v, i) => ({ segundo: i * 10, rssBytes: v * MB }));

describe("juzgarSoak", () => {
  it("flat within ±10 %: the second and last fifths' medians, not one spike", () => {
    const j = juzgarSoak(serie([300, 305, 298, 302, 400, 301, 299, 304, 303, 306]))!;
    expect(j.inicioMB).toBeCloseTo(300);
    expect(j.finMB).toBeCloseTo(304.5);
    expect(j.maxMB).toBe(400);
    expect(j.estable).toBe(true);
  });

  it("the first fifth is the warm-up: a heap growing to its size and then flat is not a leak", () => {
    const j = juzgarSoak(serie([700, 800, 1000, 1010, 1020, 1005, 1015, 1010, 1020, 1012]))!;
    expect(j.inicioMB).toBeCloseTo(1005);
    expect(j.estable).toBe(true);
  });

  it("a steady climb is flagged, and so is a fall", () => {
    expect(juzgarSoak(serie([300, 310, 320, 330, 340, 350, 360, 370, 380, 390]))).toMatchObject({ estable: false });
    expect(juzgarSoak(serie([400, 400, 400, 400, 350, 330, 320, 320, 320, 320]))!.cambioPct).toBeLessThan(-10);
    expect(juzgarSoak(serie([300, 310]))).toBeNull();
  });
});

describe("the memory section", () => {
  it("keeps the first and last samples and says whether it is stable", () => {
    expect(muestrasParaTabla([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([1, 4, 7]);
    const muestras = serie([300, 310, 320, 330, 340, 350, 360, 370, 380, 390]);
    const texto = memoriaEnTexto({ procesos: [{ donde: "tras las rutas", rssMB: [280.4, 45] }], soak: { minutos: 0.5, conexiones: 20, peticiones: 900, errores: 0, muestras, juicio: juzgarSoak(muestras) } });
    expect(texto).toContain("| tras las rutas | 280 · 45 |");
    expect(texto).toContain("posible fuga");
    expect(texto).toContain("0,50 min");
  });
});
