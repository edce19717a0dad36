import { normalizarTelefono } from "../campos";
import { esCodigoPostalValido, esTelefonoValido, marcoLegal } from "./reglas";

describe("postal code", () => {
  it.each(["22004", "01001", "52001", "50018"])("accepts %s", (cp) => expect(esCodigoPostalValido(cp)).toBe(true));
  it.each(["2200", "220045", "22O04", "00123", "53001", "99999", ""])("refuses %s", (cp) => expect(esCodigoPostalValido(cp)).toBe(false));
});

describe("phones", () => {
  it("accepts landlines from 8 or 9 and mobiles from 6 or 7, with or without +34", () => {
    expect(esTelefonoValido("974 12 34 56", "fijo")).toBe(true);
    expect(esTelefonoValido("+34 874123456", "fijo")).toBe(true);
    expect(esTelefonoValido("612345678", "movil")).toBe(true);
    expect(esTelefonoValido("0034 712 345 678", "movil")).toBe(true);
  });
  it("refuses the wrong kind, the wrong length and letters", () => {
    expect(esTelefonoValido("612345678", "fijo")).toBe(false);
    expect(esTelefonoValido("974123456", "movil")).toBe(false);
    expect(esTelefonoValido("97412345", "fijo")).toBe(false);
    expect(esTelefonoValido("6123456789", "movil")).toBe(false);
    expect(esTelefonoValido("61234567a", "movil")).toBe(false);
  });
  it("strips spaces and the country prefix", () => {
    expect(normalizarTelefono("+34 974-12.34.56")).toBe("974123456");
  });
});

describe("LOE / LFP rule", () => {
  it("marks LOE when every requested module is a second-year module", () => {
    expect(marcoLegal([{ curso: 2 }, { curso: 2 }])).toBe("LOE");
  });
  it("marks LFP as soon as one requested module is a first-year module", () => {
    expect(marcoLegal([{ curso: 2 }, { curso: 1 }])).toBe("LFP");
    expect(marcoLegal([{ curso: 1 }])).toBe("LFP");
  });
  it("marks LOE for an empty list (nothing in course 1)", () => {
    expect(marcoLegal([])).toBe("LOE");
  });
});
