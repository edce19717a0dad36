import { asc, desc, eq, isNotNull, sql } from "drizzle-orm";
import { demoAccounts } from "../semilla";
import { articulos, aulas, categoriasInventario, departamentos, historialArticulos, subcategoriasInventario } from "../db/schema";
import { compararNatural } from "../orden";
import { describeEachDatabase } from "../../tests/support/test-db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import type { Db } from "../db";
import { crearCategoria, eliminarCategoria, eliminarSubcategoria } from "./categorias";
import { importarArticulos } from "./importacion";
import { actualizarArticulo, crearArticulo, darDeBajaArticulo, eliminarArticulo, recuperarArticulo } from "./mutations";
import {
  comprobarCodigoLibre,
  getArticulo,
  getArticuloConHistorial,
  getFichaArticulo,
  getOpcionesArticulo,
  listArticulos,
  listArticulosPagina,
  listBajasPagina,
  listCategorias,
  listCodigosArticulos,
  listEtiquetas,
  listSubcategorias,
} from "./queries";
import { articuloEntradaSchema, MENSAJE_SOLO_ADMIN_RECUPERA, type ArticuloEntrada } from "./schemas";
import { buildInventarioDemo } from "./seed";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

const entrada = (valores: Record<string, unknown>): ArticuloEntrada =>
  articuloEntradaSchema.parse({ nombre: "Balanza de prueba", aula: "Laboratorio de Química", categoria: "Laboratorio", subcategoria: "Balanza", ...valores });

describeEachDatabase(
  "inventario: códigos, alcance, bajas e importación",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const quimica = () => usuario(ctx.db, cuentas.jefaturaQuimica);
    const informatica = () => usuario(ctx.db, cuentas.jefaturaInformatica);
    const admin = () => usuario(ctx.db, cuentas.admin);

    it("seeds a few hundred articles in every department, with categories and subcategories", async () => {
      const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(articulos);
      expect(n).toBe(buildInventarioDemo().length);
      expect(n).toBeGreaterThanOrEqual(200);
      const cats = await listCategorias(ctx.db);
      expect(cats.find((c) => c.nombre === "Informática")?.subcategorias.map((s) => s.nombre)).toEqual(expect.arrayContaining(["Ordenador", "Monitor", "Impresora"]));
      expect(cats.find((c) => c.nombre === "Herramientas")?.subcategorias).toEqual([]);
      expect((await listSubcategorias("Mobiliario", ctx.db)).map((s) => s.nombre)).toEqual(expect.arrayContaining(["Mesa", "Silla", "Armario"]));
      await expect(listSubcategorias("No existe", ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("hands out unique codes to concurrent saves with a blank code", async () => {
      const javier = await quimica();
      const elena = await informatica();
      const [{ antes }] = await ctx.db.select({ antes: sql<number>`max(${articulos.codigo})::int` }).from(articulos);
      const guardados = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          crearArticulo(i % 2 ? javier : elena, entrada({ nombre: `Concurrente ${i}`, aula: i % 2 ? "Aula 1" : "Aula 5", categoria: "Otros", subcategoria: "" }), ctx.db),
        ),
      );
      const codigos = guardados.map((a) => a.codigo).sort((a, b) => a - b);
      expect(new Set(codigos).size).toBe(16);
      expect(codigos).toEqual(Array.from({ length: 16 }, (_, i) => antes + 1 + i));
    });

    it("refuses a taken code whatever the department, naming the article only to who may see it (issue 47.9)", async () => {
      const javier = await quimica();
      const elena = await informatica();
      const propio = await crearArticulo(javier, entrada({ nombre: "pH-metro portátil" }), ctx.db);
      const ajeno = `El código ${propio.codigo} ya lo usa un artículo de otro departamento: deja el código en blanco para que se asigne uno libre`;
      await expect(crearArticulo(javier, entrada({ codigo: propio.codigo }), ctx.db)).rejects.toMatchObject({
        status: 409,
        message: `El código ${propio.codigo} ya existe para el artículo pH-metro portátil`,
      });
      await expect(crearArticulo(elena, entrada({ codigo: propio.codigo, aula: "Aula 5" }), ctx.db)).rejects.toMatchObject({ status: 409, message: ajeno });
      await darDeBajaArticulo(javier, propio.codigo, { fecha: "2026-01-10", motivo: "Se cayó al suelo" }, ctx.db);
      expect(await comprobarCodigoLibre(javier, propio.codigo, ctx.db)).toBe(
        `El código ${propio.codigo} ya existe para el artículo pH-metro portátil dado de baja - habla con la administración del centro para recuperarlo`,
      );
      expect(await comprobarCodigoLibre(elena, propio.codigo, ctx.db)).toBe(ajeno);
      expect(await comprobarCodigoLibre(elena, 999_999, ctx.db)).toBeNull();
    });

    it("the REST list, read as one JSON value, is article by article what the row-by-row read gives, in its order", async () => {
      const javier = await quimica();
      // A decommissioned article with who decommissioned it and a null subcategory: every kind of value.
      const a = await crearArticulo(javier, entrada({ nombre: "Estufa de secado 12345", categoria: "Otros", subcategoria: "" }), ctx.db);
      await darDeBajaArticulo(javier, a.codigo, { fecha: "2026-03-02", motivo: "Termostato roto" }, ctx.db);
      const lista = await listArticulos(javier, { q: "" }, ctx.db);
      expect(lista.length).toBeGreaterThan(20);
      expect(lista.map((x) => x.codigo)).toEqual([...lista.map((x) => x.codigo)].sort((x, y) => x - y));
      for (const x of lista) expect(x).toStrictEqual(await getArticulo(javier, x.codigo, ctx.db));
      expect(lista.find((x) => x.codigo === a.codigo)).toMatchObject({ fechabaja: "2026-03-02", motivoBaja: "Termostato roto", bajaPor: expect.stringMatching(/\S/), subcategoria: null });
      // A code typed in the search box comes first, then the others by code.
      const buscado = await listArticulos(javier, { q: String(a.codigo) }, ctx.db);
      expect(buscado[0].codigo).toBe(a.codigo);
      expect(await listArticulos(javier, { q: "nada que se parezca 0x" }, ctx.db)).toEqual([]);
    });

    it("an article's page reads the article, its history and the form's rooms and categories in one row, as the plain reads give them", async () => {
      const javier = await quimica();
      const elena = await informatica();
      const a = await crearArticulo(javier, entrada({ nombre: "Balanza de precisión" }), ctx.db);
      await actualizarArticulo(javier, { ...entrada({ nombre: "Balanza analítica" }), codigo: a.codigo }, ctx.db);
      const ficha = await getFichaArticulo(javier, a.codigo, ctx.db);
      expect(ficha.articulo).toEqual(await getArticulo(javier, a.codigo, ctx.db));
      // The plain reads the JSON columns replaced: same entries, same order, dates as dates.
      const historial = await ctx.db
        .select({ id: historialArticulos.id, fecha: historialArticulos.fecha, usuario: historialArticulos.usuarioNombre, accion: historialArticulos.accion, cambios: historialArticulos.cambios })
        .from(historialArticulos)
        .where(eq(historialArticulos.articuloCodigo, a.codigo))
        .orderBy(desc(historialArticulos.fecha), desc(historialArticulos.id));
      expect(ficha.historial).toEqual(historial);
      expect(ficha.historial.map((h) => h.accion)).toEqual(["modificacion", "alta"]);
      expect(ficha.historial[0].fecha).toBeInstanceOf(Date);
      const porNombre = (x: { nombre: string }, y: { nombre: string }) => compararNatural(x.nombre, y.nombre);
      expect(ficha.aulas).toEqual((await ctx.db.select({ id: aulas.id, nombre: aulas.nombre }).from(aulas).orderBy(asc(aulas.nombre))).sort(porNombre));
      const subs = await ctx.db.select().from(subcategoriasInventario);
      const categorias = (await ctx.db.select({ id: categoriasInventario.id, nombre: categoriasInventario.nombre }).from(categoriasInventario)).sort(porNombre).map((c) => ({
        ...c,
        subcategorias: subs
          .filter((x) => x.categoriaId === c.id)
          .map(({ id, nombre }) => ({ id, nombre }))
          .sort(porNombre),
      }));
      expect(ficha.categorias).toEqual(categorias);
      expect(categorias.some((c) => c.subcategorias.length > 1)).toBe(true);
      expect(await getOpcionesArticulo(ctx.db)).toEqual({ aulas: ficha.aulas, categorias });
      // The API gives the same article and history, dates as ISO text.
      expect(await getArticuloConHistorial(javier, a.codigo, ctx.db)).toEqual({ ...ficha.articulo, historial: historial.map(({ fecha, usuario, accion, cambios }) => ({ fecha: fecha.toISOString(), usuario, accion, cambios })) });
      await expect(getFichaArticulo(elena, a.codigo, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(getFichaArticulo(javier, 999_999_999, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(getFichaArticulo({ id: 0, cargos: ["docente"], departamentoId: null }, a.codigo, ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("keeps each jefatura to their department: another department's article is not found", async () => {
      const javier = await quimica();
      const elena = await informatica();
      const a = await crearArticulo(javier, entrada({ nombre: "Microscopio de Química" }), ctx.db);
      await expect(getArticulo(elena, a.codigo, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(getFichaArticulo(elena, a.codigo, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(actualizarArticulo(elena, { ...entrada({ nombre: "Cambiado" }), codigo: a.codigo }, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(darDeBajaArticulo(elena, a.codigo, { fecha: "2026-01-01", motivo: "x" }, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(eliminarArticulo(elena, a.codigo, ctx.db)).rejects.toMatchObject({ status: 404 });
      expect(await listEtiquetas(elena, [a.codigo], ctx.db)).toEqual([]);

      const deElena = await listArticulos(elena, { q: "" }, ctx.db);
      expect(deElena.length).toBeGreaterThan(0);
      expect(deElena.every((x) => x.departamento === "Informática y Comunicaciones")).toBe(true);
      expect((await listArticulos(elena, { q: "Microscopio de Química" }, ctx.db)).length).toBe(0);
      expect((await getArticulo(javier, a.codigo, ctx.db)).nombre).toBe("Microscopio de Química");

      const docente = await usuario(ctx.db, cuentas.docente);
      expect((await listArticulosPagina(docente, { q: "" }, 1, 48, ctx.db)).total).toBe(0);
      await expect(crearArticulo(docente, entrada({}), ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("searches code, name and description ignoring case and accents, filters by room and pages in the database", async () => {
      const javier = await quimica();
      const p = await listArticulosPagina(javier, { q: "BALANZA" }, 1, 3, ctx.db);
      expect(p.total).toBeGreaterThan(3);
      expect(p.articulos).toHaveLength(3);
      expect(p.paginas).toBe(Math.ceil(p.total / 3));
      expect(p.articulos.every((a) => /balanza/i.test(a.nombre))).toBe(true);
      const sinAcento = await listArticulosPagina(javier, { q: "campana extractora" }, 1, 48, ctx.db);
      const conAcento = await listArticulosPagina(javier, { q: "CAMPÁNA EXTRACTORA" }, 1, 48, ctx.db);
      expect(conAcento.total).toBe(sinAcento.total);
      expect((await listArticulosPagina(javier, { q: "Sartorius" }, 1, 48, ctx.db)).total).toBeGreaterThan(0);
      const aula = await listArticulosPagina(javier, { q: "", aula: "Aula 2" }, 1, 48, ctx.db);
      expect(aula.total).toBeGreaterThan(0);
      expect(aula.articulos.every((a) => a.aula === "Aula 2")).toBe(true);
      const [primero] = aula.articulos;
      const porCodigo = await listArticulosPagina(javier, { q: String(primero.codigo) }, 1, 48, ctx.db);
      expect(porCodigo.articulos[0].codigo).toBe(primero.codigo);
      expect(await listCodigosArticulos(javier, { q: "", aula: "Aula 2" }, ctx.db)).toEqual(aula.articulos.map((a) => a.codigo));
    });

    it("decommissions with date and reason, lets only an admin restore, and keeps every change in the history", async () => {
      const javier = await quimica();
      const a = await crearArticulo(javier, entrada({ nombre: "Estufa vieja", categoria: "Laboratorio", subcategoria: "Estufa" }), ctx.db);
      await actualizarArticulo(javier, { ...entrada({ nombre: "Estufa vieja", subcategoria: "Estufa", aula: "Aula 3" }), codigo: a.codigo }, ctx.db);
      await expect(actualizarArticulo(javier, { ...entrada({ nombre: "Estufa vieja", subcategoria: "Estufa", aula: "Aula 3", fechabaja: "2026-02-01" }), codigo: a.codigo }, ctx.db)).rejects.toMatchObject({
        status: 422,
        fieldErrors: { motivoBaja: ["Indica el motivo de la baja."] },
      });
      const baja = await darDeBajaArticulo(javier, a.codigo, { fecha: "2026-02-01", motivo: "No calienta" }, ctx.db);
      expect(baja).toMatchObject({ fechabaja: "2026-02-01", motivoBaja: "No calienta", bajaPor: "Javier Arnal Puyuelo" });
      await expect(darDeBajaArticulo(javier, a.codigo, { fecha: "2026-02-01", motivo: "Otra vez" }, ctx.db)).rejects.toMatchObject({ status: 409 });

      await expect(recuperarArticulo(javier, a.codigo, ctx.db)).rejects.toMatchObject({ status: 403, message: MENSAJE_SOLO_ADMIN_RECUPERA });
      await expect(actualizarArticulo(javier, { ...entrada({ nombre: "Estufa vieja", subcategoria: "Estufa", aula: "Aula 3", fechabaja: null }), codigo: a.codigo }, ctx.db)).rejects.toMatchObject({ status: 403 });
      // Editing without touching the decommission is still allowed.
      await actualizarArticulo(javier, { ...entrada({ nombre: "Estufa vieja (sin resistencia)", subcategoria: "Estufa", aula: "Aula 3" }), codigo: a.codigo }, ctx.db);
      expect((await getArticulo(javier, a.codigo, ctx.db)).fechabaja).toBe("2026-02-01");

      const recuperado = await recuperarArticulo(await admin(), a.codigo, ctx.db);
      expect(recuperado).toMatchObject({ fechabaja: null, motivoBaja: null, bajaPor: null });

      const { historial } = await getFichaArticulo(javier, a.codigo, ctx.db);
      expect(historial.map((h) => h.accion)).toEqual(["recuperacion", "modificacion", "baja", "modificacion", "alta"]);
      expect(historial[3].cambios).toEqual([{ campo: "aula", antes: "Laboratorio de Química", despues: "Aula 3" }]);
      expect(historial[0].usuario).toBe("Marta Lacasa Ferrer");
      expect(historial[2].cambios).toEqual(expect.arrayContaining([{ campo: "motivoBaja", antes: null, despues: "No calienta" }]));
    });

    it("pages the bajas in scope, the most recently withdrawn first, finds one by code or name, and keeps each jefatura to their department", async () => {
      const todas = await ctx.db
        .select({ codigo: articulos.codigo, fecha: articulos.fechaBaja, departamentoId: articulos.departamentoId })
        .from(articulos)
        .where(isNotNull(articulos.fechaBaja))
        .orderBy(desc(articulos.fechaBaja), desc(articulos.codigo));
      expect(todas.length).toBeGreaterThan(6);
      const marta = await admin();
      const [p1, p2] = [await listBajasPagina(marta, "", 1, 3, ctx.db), await listBajasPagina(marta, "", 2, 3, ctx.db)];
      expect({ total: p1.total, paginas: p1.paginas }).toEqual({ total: todas.length, paginas: Math.ceil(todas.length / 3) });
      expect([...p1.bajas, ...p2.bajas].map((b) => b.codigo)).toEqual(todas.slice(0, 6).map((t) => t.codigo));
      expect(p1.bajas[0]).toMatchObject({ fechabaja: todas[0].fecha, aula: expect.any(String), departamento: expect.any(String), motivoBaja: expect.any(String) });
      // A page past the end shows the last one.
      expect((await listBajasPagina(marta, "", 100_000, 3, ctx.db)).pagina).toBe(p1.paginas);

      const buscada = p2.bajas[2];
      expect((await listBajasPagina(marta, String(buscada.codigo), 1, 3, ctx.db)).bajas[0].codigo).toBe(buscada.codigo);
      const porNombre = await listBajasPagina(marta, buscada.nombre.toUpperCase(), 1, 50, ctx.db);
      expect(porNombre.bajas.map((b) => b.codigo)).toContain(buscada.codigo);
      expect(porNombre.total).toBeLessThan(todas.length);
      expect((await listBajasPagina(marta, "nada que se parezca 0x", 1, 50, ctx.db)).total).toBe(0);

      const javier = await quimica();
      const [suyo] = await ctx.db.select({ id: departamentos.id, nombre: departamentos.nombre }).from(departamentos).where(eq(departamentos.jefeId, javier.id));
      const deJavier = await listBajasPagina(javier, "", 1, 1000, ctx.db);
      expect(deJavier.total).toBe(todas.filter((t) => t.departamentoId === suyo.id).length);
      expect(deJavier.bajas.every((b) => b.departamento === suyo.nombre)).toBe(true);
      expect((await listBajasPagina(await usuario(ctx.db, cuentas.docente), "", 1, 50, ctx.db)).total).toBe(0);
    });

    it("saves nothing when the room, category or subcategory does not fit, and writes no history for a save without changes", async () => {
      const javier = await quimica();
      const contar = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(articulos))[0].n;
      const antes = await contar();
      await expect(crearArticulo(javier, entrada({ aula: "Aula 99" }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { aula: [expect.stringContaining("Aula 99")] } });
      await expect(crearArticulo(javier, entrada({ categoria: "Mobiliario", subcategoria: "Balanza" }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { subcategoria: [expect.any(String)] } });
      await expect(crearArticulo(javier, entrada({ fechabaja: "2026-01-01" }), ctx.db)).rejects.toMatchObject({ status: 422 });
      expect(await contar()).toBe(antes);

      const a = await crearArticulo(javier, entrada({ nombre: "Sin cambios" }), ctx.db);
      await actualizarArticulo(javier, { ...entrada({ nombre: "Sin cambios" }), codigo: a.codigo }, ctx.db);
      expect(await ctx.db.select().from(historialArticulos).where(eq(historialArticulos.articuloCodigo, a.codigo))).toHaveLength(1);
    });

    it("never hands out a deleted article's code again", async () => {
      const javier = await quimica();
      const a = await crearArticulo(javier, entrada({ nombre: "Borrable" }), ctx.db);
      await eliminarArticulo(javier, a.codigo, ctx.db);
      await expect(getArticulo(javier, a.codigo, ctx.db)).rejects.toMatchObject({ status: 404 });
      const b = await crearArticulo(javier, entrada({ nombre: "Siguiente" }), ctx.db);
      expect(b.codigo).toBe(a.codigo + 1);
      // Typed by hand, the freed code may be used again.
      const c = await crearArticulo(javier, entrada({ nombre: "Recupera el código", codigo: a.codigo }), ctx.db);
      expect(c.codigo).toBe(a.codigo);
    });

    describe("CSV import", () => {
      const cabecera = "Código;Nombre;Descripción;Aula;Categoría;Subcategoría";

      it("reports every bad row in a dry run and in a real run, and writes nothing", async () => {
        const javier = await quimica();
        const elena = await informatica();
        const ajeno = (await listArticulos(elena, { q: "" }, ctx.db))[0];
        const csv = [
          cabecera,
          ";Vaso Dewar;;Laboratorio de Química;Laboratorio;",
          ";;sin nombre;Aula 1;Mobiliario;Mesa",
          `${ajeno.codigo};Robado;;Aula 1;Mobiliario;Mesa`,
          ";Silla;;Aula 77;Mobiliario;Silla",
          "abc;Mesa;;Aula 1;Mobiliario;Mesa",
        ].join("\n");
        const contar = async () => (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(articulos))[0].n;
        const antes = await contar();
        for (const simular of [true, false]) {
          const r = await importarArticulos(javier, csv, { simular }, ctx.db);
          expect(r.aplicado).toBe(false);
          const errores = r.filas.filter((f) => f.estado === "error");
          expect(errores.map((e) => e.linea)).toEqual([3, 4, 5, 6]);
          expect(r.errores).toBe(4);
          expect(errores[0].errores).toEqual(["Este campo es obligatorio."]);
          expect(errores[1].errores[0]).toBe(`El código ${ajeno.codigo} ya lo usa un artículo de otro departamento: deja el código en blanco para que se asigne uno libre.`);
          expect(errores[2].errores[0]).toContain("Aula 77");
          expect(errores[3].errores[0]).toBe("El código debe ser un número entero positivo.");
        }
        expect(await contar()).toBe(antes);
      });

      it("adds and updates in one go once every row is valid; a dry run only counts", async () => {
        const javier = await quimica();
        const [existente] = await listArticulos(javier, { q: "", aula: "Aula 1" }, ctx.db);
        const csv = [
          cabecera,
          ";Desecador de vidrio;Con placa de porcelana;Laboratorio de Química;Laboratorio;",
          ";Desecador de vacío;;Laboratorio de Química;Laboratorio;",
          `${existente.codigo};${existente.nombre};Descripción corregida;Aula 1;${existente.categoria};${existente.subcategoria ?? ""}`,
        ].join("\r\n");
        const simulado = await importarArticulos(javier, csv, { simular: true }, ctx.db);
        expect(simulado).toMatchObject({ simulacion: true, aplicado: false, leidas: 3, nuevos: 2, cambiados: 1, errores: 0 });
        // One vocabulary: each row says what it does, with the labels of the form.
        expect(simulado.filas.map((f) => f.estado)).toEqual(["nuevo", "nuevo", "cambiado"]);
        expect(simulado.filas[2].cambios).toEqual([{ campo: "Descripción", antes: existente.descripcion || null, despues: "Descripción corregida" }]);
        expect((await listArticulos(javier, { q: "Desecador" }, ctx.db)).length).toBe(0);

        const real = await importarArticulos(javier, csv, { simular: false }, ctx.db);
        expect(real).toMatchObject({ aplicado: true, nuevos: 2, cambiados: 1 });
        const desecadores = await listArticulos(javier, { q: "Desecador" }, ctx.db);
        expect(desecadores.map((a) => a.nombre).sort()).toEqual(["Desecador de vacío", "Desecador de vidrio"]);
        expect((await getArticulo(javier, existente.codigo, ctx.db)).descripcion).toBe("Descripción corregida");
        expect((await getFichaArticulo(javier, existente.codigo, ctx.db)).historial[0].accion).toBe("modificacion");
      });

      it("refuses a file without the required columns, or that is not a CSV, as a whole file and not as a bad row", async () => {
        const javier = await quimica();
        // A message about the file, as every import reports it (the API answers it as a 422): no rows.
        expect(await importarArticulos(javier, "Nombre;Aula\nMesa;Aula 1\n", { simular: true }, ctx.db)).toMatchObject({
          mensaje: expect.stringMatching(/^Faltan columnas obligatorias en la primera fila: Categoría\. La primera fila debe ser: Código;Nombre;/),
          filas: [],
        });
        // The start of an .xlsx (a ZIP archive), as a spreadsheet saves it by default.
        const xlsx = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00, ...new TextEncoder().encode("[Content_Types].xml")]);
        expect(await importarArticulos(javier, xlsx, { simular: false }, ctx.db)).toMatchObject({ aplicado: false, mensaje: expect.stringMatching(/no es un CSV de texto/) });
      });

      it("matches rooms, categories and subcategories without case or accents, as the administration's imports do", async () => {
        const javier = await quimica();
        const csv = [cabecera, ";Matraz aforado de prueba;;laboratorio de quimica;LABORATORIO;balanza", ";Mesa auxiliar de prueba;;aula 1;mobiliario;"].join("\n");
        const r = await importarArticulos(javier, csv, { simular: false }, ctx.db);
        expect(r).toMatchObject({ aplicado: true, nuevos: 2, errores: 0 });
        const [matraz] = await listArticulos(javier, { q: "Matraz aforado de prueba" }, ctx.db);
        expect(matraz).toMatchObject({ aula: "Laboratorio de Química", categoria: "Laboratorio", subcategoria: "Balanza" });
        const [mesa] = await listArticulos(javier, { q: "Mesa auxiliar de prueba" }, ctx.db);
        expect(mesa).toMatchObject({ aula: "Aula 1", categoria: "Mobiliario", subcategoria: null });
      });
    });

    describe("categories", () => {
      it("only an admin edits them, and one in use cannot be deleted", async () => {
        const javier = await quimica();
        const marta = await admin();
        await expect(crearCategoria(javier, "Deportes", ctx.db)).rejects.toMatchObject({ status: 403 });
        await crearCategoria(marta, "Deportes", ctx.db);
        await expect(crearCategoria(marta, "Deportes", ctx.db)).rejects.toMatchObject({ status: 409 });
        await expect(crearCategoria(marta, "   ", ctx.db)).rejects.toMatchObject({ status: 422 });
        const cats = await listCategorias(ctx.db);
        const deportes = cats.find((c) => c.nombre === "Deportes")!;
        await eliminarCategoria(marta, deportes.id, ctx.db);
        const mobiliario = cats.find((c) => c.nombre === "Mobiliario")!;
        await expect(eliminarCategoria(marta, mobiliario.id, ctx.db)).rejects.toMatchObject({ status: 409 });
        await expect(eliminarSubcategoria(marta, mobiliario.subcategorias.find((s) => s.nombre === "Mesa")!.id, ctx.db)).rejects.toMatchObject({ status: 409 });
        expect((await listCategorias(ctx.db)).some((c) => c.nombre === "Mobiliario")).toBe(true);
      });
    });
  },
  { seed: true },
);

describeEachDatabase(
  "inventario con 5.000 artículos",
  (ctx) => {
    it("lists one page, searches and filters in the database", async () => {
      const cuentas = demoAccounts(ctx.domain);
      const javier = await usuario(ctx.db, cuentas.jefaturaQuimica);
      const filas = Array.from({ length: 5000 }, (_, i) => `;Silla apilable ${i};Lote ${i % 50};Aula ${(i % 4) + 1};Mobiliario;Silla`);
      const r = await importarArticulos(javier, ["Código;Nombre;Descripción;Aula;Categoría;Subcategoría", ...filas].join("\n"), { simular: false }, ctx.db);
      expect(r).toMatchObject({ aplicado: true, nuevos: 5000 });

      const pagina = await listArticulosPagina(javier, { q: "" }, 40, 48, ctx.db);
      const busqueda = await listArticulosPagina(javier, { q: "lote 7" }, 1, 48, ctx.db);
      const filtro = await listArticulosPagina(javier, { q: "apilable", aula: "Aula 2" }, 2, 48, ctx.db);
      expect(pagina.articulos).toHaveLength(48);
      expect(pagina.total).toBeGreaterThan(5000);
      expect(busqueda.total).toBe(5000 / 50);
      expect(filtro.total).toBe(1250);
      expect(filtro.articulos.every((a) => a.aula === "Aula 2")).toBe(true);
      // A page past the end (an old link) shows the last one, with the same total.
      const pasada = await listArticulosPagina(javier, { q: "lote 7" }, 99, 48, ctx.db);
      expect(pasada).toMatchObject({ total: 100, pagina: 3, paginas: 3 });
      expect(pasada.articulos).toHaveLength(4);
    });
  },
  { seed: true },
);
