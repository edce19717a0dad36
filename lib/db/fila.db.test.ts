import { asc, desc, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../tests/support/test-db";
import { aulas } from "./schema";
import { columnaLista, enUnaFila, listaJson, objetoJson } from "./fila";

describeEachDatabase("listaJson", (ctx) => {
  it("gives the objects objetoJson rows give, keys in order, nulls and dates included", async () => {
    const columnas = { id: aulas.id, nombre: aulas.nombre, nada: sql<null>`null`, fecha: sql<string>`date '2026-11-27'`, capacidad: aulas.capacidad };
    await ctx.db.insert(aulas).values([{ nombre: "Aula B" }, { nombre: "Aula A", capacidad: 24 }]);
    const [{ lista }] = await ctx.db.select({ lista: listaJson<Record<string, unknown>>(columnas, [desc(aulas.nombre)]) }).from(aulas);
    const filas = await ctx.db.select({ fila: objetoJson(columnas) }).from(aulas).orderBy(desc(aulas.nombre));
    expect(lista).toStrictEqual(filas.map((f) => (typeof f.fila === "string" ? JSON.parse(f.fila) : f.fila)));
    expect(lista.map((a) => a.nombre)).toEqual(["Aula B", "Aula A"]);
    expect(Object.keys(lista[0])).toEqual(["id", "nombre", "nada", "fecha", "capacidad"]);
    expect(lista[1]).toMatchObject({ nada: null, fecha: "2026-11-27", capacidad: 24 });
  });

  it("is an empty list when no row matches", async () => {
    const [{ lista }] = await ctx.db.select({ lista: listaJson({ id: aulas.id }, [asc(aulas.id)]) }).from(aulas).where(sql`false`);
    expect(lista).toEqual([]);
  });
});

describeEachDatabase("columnaLista", (ctx) => {
  // The database is the same for the whole block: one test, from no rooms to two.
  it("reads the subquery's rows ([] when there are none), or what `leer` makes of them", async () => {
    const nombres = sql`select json_agg(json_build_object('nombre', a.nombre) order by a.nombre) from ${aulas} as a`;
    const columnas = {
      aulas: columnaLista<{ nombre: string }>(nombres),
      texto: columnaLista<{ nombre: string }, string>(nombres, (filas) => filas.map((f) => f.nombre).join(" y ") || "ninguna"),
    };
    expect(await enUnaFila(columnas, ctx.db)).toEqual({ aulas: [], texto: "ninguna" });
    await ctx.db.insert(aulas).values([{ nombre: "Aula 2" }, { nombre: "Aula 1" }]);
    expect(await enUnaFila(columnas, ctx.db)).toEqual({ aulas: [{ nombre: "Aula 1" }, { nombre: "Aula 2" }], texto: "Aula 1 y Aula 2" });
  });
});
