import { comprimirRespuestas } from "./comprimir.mjs";

describe("comprimirRespuestas (PORTAL_COMPRIMIR)", () => {
  it("compresses unless told 0", () => {
    expect(comprimirRespuestas(undefined)).toBe(true);
    expect(comprimirRespuestas("")).toBe(true);
    expect(comprimirRespuestas(" 1 ")).toBe(true);
    expect(comprimirRespuestas("0")).toBe(false);
  });

  it("refuses anything else with a message that names the variable and the value", () => {
    for (const malo of ["no", "false", "2", "00", "sí"]) {
      expect(() => comprimirRespuestas(malo)).toThrow(`PORTAL_COMPRIMIR debe ser 1 (el portal comprime sus respuestas) o 0 (las comprime el proxy inverso) (es «${malo}»).`);
    }
  });
});
