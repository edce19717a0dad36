import { Memoria, MemoriasDeCambios } from "./cambios";

describe("Memoria", () => {
  it("remembers nothing until it listens", async () => {
    const m = new Memoria<number>();
    let lecturas = 0;
    const leer = async () => ++lecturas;
    expect(await m.obtener("a", leer)).toBe(1);
    expect(await m.obtener("a", leer)).toBe(2);
    m.activar(true);
    expect(await m.obtener("a", leer)).toBe(3);
    expect(await m.obtener("a", leer)).toBe(3);
  });

  it("does not keep a value read before a change it heard of meanwhile", async () => {
    const m = new Memoria<string>();
    m.activar(true);
    let soltar!: (v: string) => void;
    const lectura = m.obtener("u", () => new Promise<string>((r) => (soltar = r)));
    m.olvidar("u");
    soltar("antes del cambio");
    expect(await lectura).toBe("antes del cambio");
    expect(m.consultar("u")).toBeUndefined();
  });

  it("drops the oldest entry beyond its size", async () => {
    const m = new Memoria<number>(2);
    m.activar(true);
    for (const k of ["a", "b", "c"]) await m.obtener(k, async () => 1);
    expect([m.consultar("a"), m.consultar("b"), m.consultar("c")]).toEqual([undefined, 1, 1]);
  });
});

describe("MemoriasDeCambios.aplicar", () => {
  it("forgets by the trigger's payload, and everything for '*' or one it does not know", async () => {
    const m = new MemoriasDeCambios<{ id: number }>();
    m.activar(true);
    const llenar = async () => {
      await m.cuentas.obtener("1", async () => ({ id: 1 }));
      await m.cuentas.obtener("2", async () => ({ id: 2 }));
      await m.revocadas.obtener("s", async () => false);
      await m.avisosSinLeer.obtener("1", async () => 3);
    };
    await llenar();
    m.aplicar("u:1");
    m.aplicar("r:s");
    m.aplicar("a:1");
    expect([m.cuentas.consultar("1"), m.cuentas.consultar("2"), m.revocadas.consultar("s"), m.avisosSinLeer.consultar("1")]).toEqual([undefined, { id: 2 }, undefined, undefined]);
    for (const p of ["*", "x:9"]) {
      await llenar();
      m.aplicar(p);
      expect(m.cuentas.tamano + m.revocadas.tamano + m.avisosSinLeer.tamano).toBe(0);
    }
  });
});
