import { compararNatural, escaparLike, plegar } from "./texto";

describe("texto", () => {
  it("folds case and accents the same way for every Spanish letter", () => {
    expect(plegar("ÁNGEL Núñez Çà Über")).toBe("angel nunez ca uber");
  });

  it("escapes LIKE wildcards typed by the user", () => {
    expect(escaparLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });

  it("orders names with numbers naturally", () => {
    expect(["Aula 10", "aula 2", "Aula 1"].sort(compararNatural)).toEqual(["Aula 1", "aula 2", "Aula 10"]);
  });
});
