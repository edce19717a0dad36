import { eq, sql } from "drizzle-orm";
import { demoAccounts } from "../semilla";
import { articulos, contadorArticulos } from "../db/schema";
import { codigoSql, SQLSTATE } from "../db/errores";
import { describeEachDatabase } from "../../tests/support/test-db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import type { Db } from "../db";
import { importarArticulos } from "./importacion";
import { crearArticulo, eliminarArticulo } from "./mutations";
import { CODIGO_MAXIMO } from "./rango";
import { expandirCodigos } from "./reglas";
import { articuloEntradaSchema } from "./schemas";

/**
 * Issue 14, fault 1: a code of 2147483647 was accepted, the counter then overflowed and every later
 * blank-code save or import failed with a 500, in every department, for good; 2147483648 in a dry
 * run import was a 500 too. Codes are now bounded (zod and CHECK) and the counter cannot get stuck.
 */

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

const entrada = (valores: Record<string, unknown> = {}) =>
  articuloEntradaSchema.parse({ nombre: "Balanza", aula: "Laboratorio de Química", categoria: "Laboratorio", subcategoria: "Balanza", ...valores });

const ultimo = async (db: Db) => (await db.select({ u: contadorArticulos.ultimo }).from(contadorArticulos))[0].u;
const contar = async (db: Db) => (await db.select({ n: sql<number>`count(*)::int` }).from(articulos))[0].n;

describeEachDatabase(
  "inventario: rango de códigos y contador",
  (ctx) => {
    const jefatura = () => usuario(ctx.db, demoAccounts(ctx.domain).jefaturaQuimica);

    it("refuses codes outside 1 … CODIGO_MAXIMO before anything reaches the database", () => {
      expect(articuloEntradaSchema.safeParse({ ...entrada(), codigo: String(CODIGO_MAXIMO + 1) }).success).toBe(false);
      expect(articuloEntradaSchema.safeParse({ ...entrada(), codigo: 2147483647 }).success).toBe(false);
      expect(articuloEntradaSchema.safeParse({ ...entrada(), codigo: "2147483648" }).success).toBe(false);
    });

    it("the database refuses a code above the range with a CHECK constraint", async () => {
      const [a] = await ctx.db.select().from(articulos).limit(1);
      const e = await ctx.db
        .insert(articulos)
        .values({ ...a, codigo: CODIGO_MAXIMO + 1 })
        .then(() => null, (err: unknown) => err);
      expect(codigoSql(e)).toBe(SQLSTATE.violacionCheck);
    });

    it("a code typed at the top of the range does not move the counter: blank codes keep coming", async () => {
      const javier = await jefatura();
      const antes = await ultimo(ctx.db);
      const tope = await crearArticulo(javier, entrada({ codigo: String(CODIGO_MAXIMO) }), ctx.db);
      expect(tope.codigo).toBe(CODIGO_MAXIMO);
      const a = await crearArticulo(javier, entrada(), ctx.db);
      const b = await crearArticulo(javier, entrada(), ctx.db);
      expect([a.codigo, b.codigo]).toEqual([antes + 1, antes + 2]);
      // Deleting the article does not free its label's code for the counter either.
      await eliminarArticulo(javier, tope.codigo, ctx.db);
      expect(await ultimo(ctx.db)).toBe(antes + 2);
    });

    it("skips codes typed by hand above the counter, even once their article is deleted", async () => {
      const javier = await jefatura();
      const u = await ultimo(ctx.db);
      const manual = await crearArticulo(javier, entrada({ codigo: String(u + 2) }), ctx.db);
      await eliminarArticulo(javier, manual.codigo, ctx.db);
      const a = await crearArticulo(javier, entrada(), ctx.db);
      const b = await crearArticulo(javier, entrada(), ctx.db);
      expect([a.codigo, b.codigo]).toEqual([u + 1, u + 3]);
    });

    it("a dry-run import with codes beyond the range reports the rows instead of failing", async () => {
      const javier = await jefatura();
      const antes = await contar(ctx.db);
      const csv = ["Código;Nombre;Aula;Categoría", "2147483648;Mesa;Aula 1;Mobiliario", `${CODIGO_MAXIMO + 1};Silla;Aula 1;Mobiliario`, "99999999999999999999;Armario;Aula 1;Mobiliario"].join("\n");
      for (const simular of [true, false]) {
        const r = await importarArticulos(javier, csv, { simular }, ctx.db);
        expect(r.aplicado).toBe(false);
        expect(r.filas.filter((f) => f.estado === "error").map((f) => f.linea)).toEqual([2, 3, 4]);
      }
      expect(await contar(ctx.db)).toBe(antes);
    });

    it("an import mixing typed and blank codes hands out free codes around the typed ones", async () => {
      const javier = await jefatura();
      const u = await ultimo(ctx.db);
      const csv = ["Código;Nombre;Aula;Categoría", ";Mesa A;Aula 1;Mobiliario", `${u + 1};Mesa B;Aula 1;Mobiliario`, ";Mesa C;Aula 1;Mobiliario"].join("\n");
      const r = await importarArticulos(javier, csv, { simular: false }, ctx.db);
      expect(r).toMatchObject({ aplicado: true, nuevos: 3 });
      const nombres = await ctx.db
        .select({ codigo: articulos.codigo, nombre: articulos.nombre })
        .from(articulos)
        .where(sql`${articulos.codigo} between ${u + 1} and ${u + 3}`)
        .orderBy(articulos.codigo);
      expect(nombres).toEqual([
        { codigo: u + 1, nombre: "Mesa B" },
        { codigo: u + 2, nombre: "Mesa A" },
        { codigo: u + 3, nombre: "Mesa C" },
      ]);
    });

    it("when the range is used up, a blank code is a 409 that asks for a typed code, and nothing is written", async () => {
      const javier = await jefatura();
      await ctx.db.update(contadorArticulos).set({ ultimo: CODIGO_MAXIMO }).where(eq(contadorArticulos.id, 1));
      const antes = await contar(ctx.db);
      await expect(crearArticulo(javier, entrada(), ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Escribe el código a mano/) });
      expect(await contar(ctx.db)).toBe(antes);
      // A typed free code still works.
      expect((await crearArticulo(javier, entrada({ codigo: "123456" }), ctx.db)).codigo).toBe(123456);
    });
  },
  { seed: true },
);

describe("codes in the labels URL", () => {
  it("never yields a code past the range, and a range beyond it ends at once", () => {
    expect(expandirCodigos(`${CODIGO_MAXIMO}-${CODIGO_MAXIMO + 5},2147483648,9999999999`)).toEqual([CODIGO_MAXIMO]);
    expect(expandirCodigos("9000000000-9999999999")).toEqual([]);
  });
});
