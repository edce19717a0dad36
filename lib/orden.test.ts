import { compararConNumeros, compararEspanol, compararNatural, compararSinAcentos } from "./orden";

const NOMBRES = ["Aula 10", "aula 2", "Aula 1", "Ñeco", "Nieto", "Ávila", "avila", "Zapata", "Óscar", "oscar", "Ruta 2", "Ruta 10", "ruta 2", "Lab. 3B", "Lab. 3a"];

describe("orden", () => {
  it("orders names with numbers naturally, ignoring accents and case", () => {
    expect(["Aula 10", "aula 2", "Aula 1"].sort(compararNatural)).toEqual(["Aula 1", "aula 2", "Aula 10"]);
    expect(compararNatural("Ávila", "avila")).toBe(0);
  });

  it("puts ñ after n and lets accents and case only break ties", () => {
    expect(["Ñeco", "Nieto", "Oliva"].sort(compararEspanol)).toEqual(["Nieto", "Ñeco", "Oliva"]);
    expect(compararEspanol("Ávila", "avila")).not.toBe(0);
    expect(compararSinAcentos("Ávila", "avila")).toBe(0);
    expect(["Ruta 10", "Ruta 2"].sort(compararConNumeros)).toEqual(["Ruta 2", "Ruta 10"]);
  });

  // The collators are built once for speed; what they decide must be what localeCompare decides.
  it.each([
    ["compararNatural", compararNatural, { numeric: true, sensitivity: "base" }],
    ["compararEspanol", compararEspanol, undefined],
    ["compararSinAcentos", compararSinAcentos, { sensitivity: "base" }],
    ["compararConNumeros", compararConNumeros, { numeric: true }],
  ] as const)("%s agrees with localeCompare on every pair", (_, comparar, opciones) => {
    for (const a of NOMBRES) for (const b of NOMBRES) expect(Math.sign(comparar(a, b))).toBe(Math.sign(a.localeCompare(b, "es", opciones)));
  });
});
