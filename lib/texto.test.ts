import { escaparLike, plegar } from "./texto";

describe("texto", () => {
  it("folds case and accents the same way for every Spanish letter", () => {
    expect(plegar("ÁNGEL Núñez Çà Über")).toBe("angel nunez ca uber");
  });

  it("escapes LIKE wildcards typed by the user", () => {
    expect(escaparLike("50%_a\\b")).toBe("50\\%\\_a\\\\b");
  });
});
