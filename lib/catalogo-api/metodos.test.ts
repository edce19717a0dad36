import { metodoAdmitido, metodosDeLaRuta } from "./metodos";
import { RUTAS_API } from "./registry";

describe("methods of a REST path, from the registry (405 JSON in proxy.ts)", () => {
  it("knows every registered operation", () => {
    for (const d of RUTAS_API) {
      const ruta = d.path.replace(/\{\w+\}/g, "123");
      expect({ ruta: d.path, metodo: d.method, ok: metodosDeLaRuta(ruta)?.includes(d.method) }).toEqual({ ruta: d.path, metodo: d.method, ok: true });
    }
  });

  it("prefers a static segment over a parameter, as Next does", () => {
    expect(metodosDeLaRuta("/api/inventario/csv")).toEqual(["GET"]);
    expect(metodosDeLaRuta("/api/inventario/123")?.sort()).toEqual(expect.arrayContaining(["DELETE"]));
    expect(metodosDeLaRuta("/api/convalidaciones/5")).toEqual(["GET"]);
  });

  it("leaves unknown paths to the JSON 404", () => {
    expect(metodosDeLaRuta("/api/no-existe")).toBeNull();
    expect(metodosDeLaRuta("/api/auth/callback/oidc")).toBeNull();
  });

  it("lets HEAD ride on GET and OPTIONS through, and nothing else", () => {
    expect(metodoAdmitido(["GET"], "HEAD")).toBe(true);
    expect(metodoAdmitido(["GET"], "OPTIONS")).toBe(true);
    expect(metodoAdmitido(["GET"], "PATCH")).toBe(false);
    expect(metodoAdmitido(["POST"], "HEAD")).toBe(false);
  });
});
