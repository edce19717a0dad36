import { asc, desc, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../tests/support/test-db";
import { aulas } from "./schema";
import { listaJson, objetoJson } from "./fila";

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
