import { eq } from "drizzle-orm";
import { demoAccounts } from "../semilla";
import { cursosAcademicos, grupoEstudiantes, matriculaVersiones, usuarios } from "../db/schema";
import type { Db } from "../db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { MATRICULA_EJEMPLO } from "../../tests/support/matricula";
import { describeEachDatabase } from "../../tests/support/test-db";
import { enviarMatricula, revisarMatricula } from "./mutations";
import { matriculaSchema } from "./schemas";
import { listSinMatricula } from "./sin-enviar";
import { getListaMatriculas } from "./lista";
import { cambiosEntre, listVersionesMatricula } from "./versiones";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

describe("cambiosEntre", () => {
  it("lists the changed fields with their labels, in the form's order", () => {
    expect(cambiosEntre({ nombre: "Ana", telefono: "611", ruta: "Sin transporte" }, { nombre: "Ana", telefono: "622", ruta: "Jaca" })).toEqual([
      { campo: "telefono", etiqueta: "Teléfono", antes: "611", despues: "622" },
      { campo: "ruta", etiqueta: "Transporte", antes: "Sin transporte", despues: "Jaca" },
    ]);
    expect(cambiosEntre({ nombre: "Ana" }, { nombre: "Ana" })).toEqual([]);
  });
});

describeEachDatabase(
  "matrícula: quién no la ha enviado y qué cambió entre envíos (issue 48)",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);

    it("lists per group the students without a matrícula for the current year, and takes them off once sent", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const antes = await listSinMatricula(admin, ctx.db);
      const grupoDe = async (email: string) => (await ctx.db.select({ grupo: grupoEstudiantes.grupo }).from(grupoEstudiantes).innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId)).where(eq(usuarios.email, email)))[0].grupo;
      const grupo = await grupoDe(cuentas.estudianteInformatica);
      const g = antes.grupos.find((x) => x.grupo === grupo)!;
      expect(g.estudiantes).toBeGreaterThan(g.sinEnviar.length - 1);
      expect(g.sinEnviar.map((e) => e.email)).toContain(cuentas.estudianteInformatica);
      // The seed's students with a matrícula this year are not listed.
      const total = antes.grupos.reduce((n, x) => n + x.estudiantes, 0);
      const sin = antes.grupos.reduce((n, x) => n + x.sinEnviar.length, 0);
      expect(total - sin).toBeGreaterThanOrEqual(4);
      // Last year's membership in another group does not count her twice (decision 067).
      const otro = antes.grupos.find((x) => x.grupo !== grupo)!.grupo;
      const diegoId = (await usuario(ctx.db, cuentas.estudianteInformatica)).id;
      await ctx.db.insert(cursosAcademicos).values({ codigo: "2020/2021", inicio: "2020-09-01", fin: "2021-06-30" });
      await ctx.db.insert(grupoEstudiantes).values({ estudianteId: diegoId, grupo: otro, cursoAcademico: "2020/2021" });
      const conPasado = await listSinMatricula(admin, ctx.db);
      expect(conPasado.grupos.flatMap((x) => x.sinEnviar.map((e) => e.email)).filter((e) => e === cuentas.estudianteInformatica)).toHaveLength(1);

      const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
      await enviarMatricula(diego, matriculaSchema.parse({ ...MATRICULA_EJEMPLO, nombre: diego.nombre, apellidos: diego.apellidos }), ctx.db);
      const despues = await listSinMatricula(admin, ctx.db);
      expect(despues.grupos.find((x) => x.grupo === grupo)!.sinEnviar.map((e) => e.email)).not.toContain(cuentas.estudianteInformatica);
      expect(despues.grupos.find((x) => x.grupo === grupo)!.sinEnviar).toHaveLength(g.sinEnviar.length - 1);

      for (const email of [cuentas.docente, cuentas.estudiante]) await expect(listSinMatricula(await usuario(ctx.db, email), ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("the secretary's list counts in SQL exactly the students listSinMatricula lists, for the current year whatever year it shows", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const todas = { estado: "todas", transporte: "todos", pagina: 1 } as const;
      const comoLaLista = async () => {
        const l = await listSinMatricula(admin, ctx.db);
        return { curso: l.curso, estudiantes: l.grupos.reduce((n, g) => n + g.sinEnviar.length, 0) };
      };
      const antes = await comoLaLista();
      expect(antes.estudiantes).toBeGreaterThan(0);
      expect((await getListaMatriculas(admin, todas, ctx.db)).sinEnviar).toEqual(antes);
      // Another year on screen: the link is still about this one.
      expect((await getListaMatriculas(admin, { ...todas, curso: "1999/2000" }, ctx.db)).sinEnviar).toEqual(antes);
      // An inactive student is not asked; one who sends hers leaves the count.
      // Not the demo accounts: the other tests here use them.
      const demo = new Set(Object.values(cuentas));
      const sinEnviar = (await listSinMatricula(admin, ctx.db)).grupos.flatMap((g) => g.sinEnviar).filter((e) => !demo.has(e.email));
      const [inactiva, envia] = sinEnviar;
      await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, inactiva.id));
      try {
        const sinElla = await comoLaLista();
        expect(sinElla.estudiantes).toBe(antes.estudiantes - 1);
        expect((await getListaMatriculas(admin, todas, ctx.db)).sinEnviar).toEqual(sinElla);
        const u = await usuario(ctx.db, envia.email);
        await enviarMatricula(u, matriculaSchema.parse({ ...MATRICULA_EJEMPLO, nombre: u.nombre, apellidos: u.apellidos }), ctx.db);
        const despues = await comoLaLista();
        expect(despues.estudiantes).toBe(antes.estudiantes - 2);
        expect((await getListaMatriculas(admin, todas, ctx.db)).sinEnviar).toEqual(despues);
      } finally {
        await ctx.db.update(usuarios).set({ activo: true }).where(eq(usuarios.id, inactiva.id));
      }
    });

    it("keeps each send and shows the secretary what changed, field by field, between consecutive versions", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const base = { ...MATRICULA_EJEMPLO, nombre: lucia.nombre, apellidos: lucia.apellidos };
      const m = await enviarMatricula(lucia, matriculaSchema.parse(base), ctx.db);
      expect(await listVersionesMatricula(admin, m.id, ctx.db)).toEqual([{ version: 1, enviada: expect.any(Date), cambios: null }]);
      // The same send again (a double click) is no new version.
      await enviarMatricula(lucia, matriculaSchema.parse(base), ctx.db);
      await revisarMatricula(admin, m.id, { estado: "incidencia", nota: "Falta el teléfono correcto", version: 1 }, ctx.db);
      await enviarMatricula(lucia, matriculaSchema.parse({ ...base, telefono: "699 11 22 33", domicilio: { ...base.domicilio, codigoPostal: "22700", localidad: { id: "22130", nombre: "" } }, ruta: { nombre: "No necesitaré transporte", provincia: "" } }), ctx.db);
      const versiones = await listVersionesMatricula(admin, m.id, ctx.db);
      expect(versiones.map((v) => v.version)).toEqual([2, 1]);
      expect(versiones[0].cambios).toEqual([
        { campo: "telefono", etiqueta: "Teléfono", antes: "612340011", despues: "699112233" },
        { campo: "domicilio", etiqueta: "Domicilio", antes: "Calle del Parque, 12, 3.º B, 22003 Huesca (Huesca)", despues: "Calle del Parque, 12, 3.º B, 22700 Jaca (Huesca)" },
        { campo: "ruta", etiqueta: "Transporte", antes: "Provincial (salida: Sabiñánigo)", despues: "Sin transporte" },
      ]);
      expect(await ctx.db.$count(matriculaVersiones, eq(matriculaVersiones.matriculaId, m.id))).toBe(2);
      // Only the secretary reads them; another id is not found.
      for (const u of [lucia, await usuario(ctx.db, cuentas.docente)]) await expect(listVersionesMatricula(u, m.id, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(listVersionesMatricula(admin, 999999, ctx.db)).rejects.toMatchObject({ status: 404 });
      // A matrícula sent before versions were kept has none to list, and is still found.
      await ctx.db.delete(matriculaVersiones).where(eq(matriculaVersiones.matriculaId, m.id));
      expect(await listVersionesMatricula(admin, m.id, ctx.db)).toEqual([]);
    });
  },
  { seed: true },
);
