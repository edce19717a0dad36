import { eq, sql } from "drizzle-orm";
import { codigosPostales, municipios, paises, provincias, refdataCargas } from "../db/schema";
import { describeEachDatabase } from "../../tests/support/test-db";
import { cargarRefdata, leerRefdata } from "./cargar";
import { findMunicipio, findPais, findProvincia, listMunicipios, listPaises, listProvincias, lugaresDelCodigoPostal, problemaCodigoPostalYMunicipio } from "./queries";

describeEachDatabase("datos de referencia: carga y consultas", (ctx) => {
  it("loads the four files once, and again only when a file changes", async () => {
    expect((await cargarRefdata(ctx.db)).sort()).toEqual(["codigosPostales", "municipios", "paises", "provincias"]);
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

describeEachDatabase("códigos postales del INE: el par código–municipio", (ctx) => {
  it("loads every pair and answers which municipalities a code serves", async () => {
    await cargarRefdata(ctx.db);
    expect(await ctx.db.$count(codigosPostales)).toBe(13977);
    expect(await lugaresDelCodigoPostal("22300", ctx.db)).toEqual([{ municipio: { id: "22048", nombre: "Barbastro" }, provincia: { id: "22", nombre: "Huesca" } }]);
    // Typed with a space, it is the same code.
    expect((await lugaresDelCodigoPostal("22 001", ctx.db)).map((l) => l.municipio.nombre)).toEqual(["Huesca"]);
    expect(await lugaresDelCodigoPostal("22000", ctx.db)).toEqual([]);
    // Álava's code serves a municipality of Burgos.
    expect((await lugaresDelCodigoPostal("01118", ctx.db)).map((l) => `${l.municipio.nombre} (${l.provincia.nombre})`)).toContain("Condado de Treviño (Burgos)");
  });

  it("checks the pair, not the prefix", async () => {
    expect(await problemaCodigoPostalYMunicipio("22300", "22048", ctx.db)).toBeNull();
    expect(await problemaCodigoPostalYMunicipio("22300", "22125", ctx.db)).toBe("El código postal 22300 no es de la localidad elegida: es de Barbastro");
    expect(await problemaCodigoPostalYMunicipio("22700", "22158", ctx.db)).toMatch(/no es de la localidad elegida: es de Jaca/);
    expect(await problemaCodigoPostalYMunicipio("22000", "22125", ctx.db)).toBe("El código postal 22000 no existe");
    expect(await problemaCodigoPostalYMunicipio("22999", "22125", ctx.db)).toBe("El código postal 22999 no existe");
    expect(await problemaCodigoPostalYMunicipio("01118", "09109", ctx.db)).toBeNull();
    expect(await problemaCodigoPostalYMunicipio("22 001", "22125", ctx.db)).toBeNull();
  });
});
