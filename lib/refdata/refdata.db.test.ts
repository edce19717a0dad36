import { eq, sql } from "drizzle-orm";
import { municipios, paises, provincias, refdataCargas } from "../db/schema";
import { describeEachDatabase } from "../../tests/support/test-db";
import { cargarRefdata, leerRefdata } from "./cargar";
import { findMunicipio, findPais, findProvincia, listMunicipios, listPaises, listProvincias } from "./queries";

describeEachDatabase("datos de referencia: carga y consultas", (ctx) => {
  it("loads the three files once, and again only when a file changes", async () => {
    expect((await cargarRefdata(ctx.db)).sort()).toEqual(["municipios", "paises", "provincias"]);
    expect(await ctx.db.$count(provincias)).toBe(52);
    expect(await ctx.db.$count(municipios)).toBe(8132);
    expect(await ctx.db.$count(paises)).toBe(249);
    expect(await cargarRefdata(ctx.db)).toEqual([]);

    // A new edition of one file (here: a renamed municipality) reloads that file only, in place.
    const datos = leerRefdata();
    const editado = { ...datos, municipios: { huella: "otra", filas: datos.municipios.filas.map((m) => (m.id === "22125" ? { ...m, nombre: "Uesca" } : m)) } };
    expect(await cargarRefdata(ctx.db, editado)).toEqual(["municipios"]);
    const [huesca] = await ctx.db.select().from(municipios).where(eq(municipios.id, "22125"));
    expect(huesca).toEqual({ id: "22125", provinciaId: "22", nombre: "Uesca" });
    expect(await ctx.db.$count(municipios)).toBe(8132);
    expect(await cargarRefdata(ctx.db)).toEqual(["municipios"]);
    const [carga] = await ctx.db.select().from(refdataCargas).where(eq(refdataCargas.tabla, "municipios"));
    expect(carga).toMatchObject({ filas: 8132, huella: datos.municipios.huella });
  });

  it("refuses a municipality filed under another province's code", async () => {
    await expect(ctx.db.execute(sql`insert into municipios (id, provincia_id, nombre) values ('44999', '22', 'Mal')`)).rejects.toThrow();
  });

  it("lists provinces by code, countries and municipalities by Spanish name", async () => {
    const pr = await listProvincias(ctx.db);
    expect(pr).toHaveLength(52);
    expect(pr[0]).toEqual({ id: "01", nombre: "Araba/Álava" });
    expect(pr.find((p) => p.id === "22")).toEqual({ id: "22", nombre: "Huesca" });
    expect(pr.at(-1)).toEqual({ id: "52", nombre: "Melilla" });

    const huesca = await listMunicipios("22", ctx.db);
    expect(huesca).toHaveLength(202);
    expect(huesca.every((m) => m.id.startsWith("22"))).toBe(true);
    expect(huesca.map((m) => m.nombre)).toEqual([...huesca.map((m) => m.nombre)].sort((a, b) => a.localeCompare(b, "es", { sensitivity: "base" })));
    expect(await listMunicipios("51", ctx.db)).toEqual([{ id: "51001", nombre: "Ceuta" }]);
    await expect(listMunicipios("53", ctx.db)).rejects.toMatchObject({ status: 404 });
    await expect(listMunicipios("2", ctx.db)).rejects.toMatchObject({ status: 404 });

    const ps = await listPaises(ctx.db);
    expect(ps).toHaveLength(249);
    // Spanish order: Álava-like accents sort with their letter, not after 'Z'.
    expect(ps.findIndex((p) => p.nombre === "Austria")).toBeLessThan(ps.findIndex((p) => p.nombre === "Bélgica"));
    expect(ps.findIndex((p) => p.nombre === "Bélgica")).toBeLessThan(ps.findIndex((p) => p.nombre === "Bolivia"));
  });

  it("finds one row by code, and a country by name without accents", async () => {
    expect(await findProvincia("44", ctx.db)).toEqual({ id: "44", nombre: "Teruel" });
    expect(await findProvincia("00", ctx.db)).toBeNull();
    expect(await findMunicipio("22130", ctx.db)).toEqual({ id: "22130", nombre: "Jaca" });
    expect(await findMunicipio("22999", ctx.db)).toBeNull();
    expect(await findMunicipio("99001", ctx.db)).toBeNull();
    expect(await findPais("es", ctx.db)).toEqual({ codigo: "ES", nombre: "España" });
    expect(await findPais("  ESPANA ", ctx.db)).toEqual({ codigo: "ES", nombre: "España" });
    expect(await findPais("Rumanía", ctx.db)).toEqual({ codigo: "RO", nombre: "Rumanía" });
    expect(await findPais("Atlántida", ctx.db)).toBeNull();
    expect(await findPais("", ctx.db)).toBeNull();
  });
});
