/** @jest-environment jsdom */
import { act, renderHook, waitFor } from "@testing-library/react";
import { useListasPorClave } from "./useListasPorClave";

const FALLO = "No se han podido cargar las localidades.";

describe("useListasPorClave", () => {
  it("uses the lists the page brought, loads each other key once, and retries a key whose load failed", async () => {
    let falla = true;
    const cargar = jest.fn(async (clave: string) => {
      if (clave === "44" && falla) throw new Error("sin red");
      return [`lista de ${clave}`];
    });
    const { result, rerender } = renderHook(({ enUso }) => useListasPorClave({ "22": ["Huesca"] }, enUso, cargar, FALLO), { initialProps: { enUso: ["22"] } });
    expect(result.current).toMatchObject({ listas: { "22": ["Huesca"] }, fallo: null });
    expect(cargar).not.toHaveBeenCalled();

    rerender({ enUso: ["22", "50", "50", ""] });
    await waitFor(() => expect(result.current.listas["50"]).toEqual(["lista de 50"]));
    rerender({ enUso: ["44"] });
    await waitFor(() => expect(result.current.fallo).toBe(FALLO));
    expect(result.current.listas["44"]).toBeUndefined();

    // Chosen again after the failure: asked again, and the message goes once it loads.
    falla = false;
    rerender({ enUso: ["50"] });
    rerender({ enUso: ["44"] });
    await waitFor(() => expect(result.current.listas["44"]).toEqual(["lista de 44"]));
    expect(result.current.fallo).toBeNull();
    expect(cargar.mock.calls).toEqual([["50"], ["44"], ["44"]]);
  });

  it("asks again for the keys in use whose load failed on reintentar, and only for those", async () => {
    let falla = true;
    const cargar = jest.fn(async (clave: string) => {
      if (falla) throw new Error("sin red");
      return [clave];
    });
    const { result } = renderHook(() => useListasPorClave<string>({ "22": ["Huesca"] }, ["22", "44"], cargar, FALLO));
    await waitFor(() => expect(result.current.fallo).toBe(FALLO));
    falla = false;
    act(() => result.current.reintentar());
    await waitFor(() => expect(result.current.listas["44"]).toEqual(["44"]));
    expect(result.current.fallo).toBeNull();
    expect(cargar.mock.calls).toEqual([["44"], ["44"]]);
  });
});
