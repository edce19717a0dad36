process.env.AUTH_DOMAIN ??= "cpifp-huesca.test";

import { eq } from "drizzle-orm";
import { describeEachDatabase, resetDatabase } from "../../tests/support/test-db";
import { registro, usuarios } from "../db/schema";
import { altaDesdeConsola, bajaDesdeConsola, listaDesdeConsola, operadorDeConsola } from "./consola";
import { unsafeFindUsuarioByEmail } from "./queries";

const D = "cpifp-huesca.test";
const consola = operadorDeConsola({ usuario: "root", maquina: "portal" });
const alta = (email: string, cargos: string[] = ["admin"], nombre = "Marta", apellidos = "Lacasa Ferrer") => ({ orden: "alta" as const, email, nombre, apellidos, cargos });

describeEachDatabase("npm run admin: la consola da de alta, lista y da de baja con las reglas del portal", (ctx) => {
  beforeEach(() => resetDatabase(ctx.db));

  it("creates the first admin of an empty database and logs it under the console's name", async () => {
    const r = await altaDesdeConsola(consola, alta(`Marta.Lacasa@${D}`), ctx.db);
    expect(r.texto).toMatch(/Alta de Marta Lacasa Ferrer \(marta\.lacasa@cpifp-huesca\.test\) como administración/);
    const u = await unsafeFindUsuarioByEmail(`marta.lacasa@${D}`, ctx.db);
    expect(u).toMatchObject({ id: r.id, cargos: ["admin"], activo: true });
    const lineas = await ctx.db.select().from(registro);
    expect(lineas).toEqual([expect.objectContaining({ accion: "crear", entidad: "usuario", clave: `marta.lacasa@${D}`, autorId: null, autor: "Consola del servidor <root@portal>" })]);
  });

  it("refuses a mail outside AUTH_DOMAIN, a taken mail and an impossible set of cargos, writing nothing", async () => {
    await altaDesdeConsola(consola, alta(`marta.lacasa@${D}`), ctx.db);
    const antes = { personas: await ctx.db.$count(usuarios), lineas: await ctx.db.$count(registro) };
    await expect(altaDesdeConsola(consola, alta("marta@gmail.com"), ctx.db)).rejects.toMatchObject({ status: 422, message: "El correo debe ser de la cuenta del centro (@cpifp-huesca.test)." });
    await expect(altaDesdeConsola(consola, alta(`MARTA.lacasa@${D}`), ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/Ya hay una cuenta con el correo marta\.lacasa@/) });
    await expect(altaDesdeConsola(consola, alta(`otra@${D}`, ["estudiante", "admin"]), ctx.db)).rejects.toMatchObject({ status: 422, message: "Un estudiante no puede tener también cargos de personal." });
    await expect(altaDesdeConsola(consola, alta(`otra@${D}`, ["rector"]), ctx.db)).rejects.toMatchObject({ status: 422, message: expect.stringMatching(/^Cargo desconocido/) });
    await expect(altaDesdeConsola(consola, alta(`otra@${D}`, ["admin"], ""), ctx.db)).rejects.toMatchObject({ status: 422 });
    expect(await ctx.db.$count(usuarios)).toBe(antes.personas);
    expect(await ctx.db.$count(registro)).toBe(antes.lineas);
  });

  it("never deactivates the last active admin; another admin can go, and their sessions end", async () => {
    await altaDesdeConsola(consola, alta(`marta.lacasa@${D}`), ctx.db);
    await expect(bajaDesdeConsola(consola, `marta.lacasa@${D}`, ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/última cuenta de administración activa/) });
    expect(await unsafeFindUsuarioByEmail(`marta.lacasa@${D}`, ctx.db)).toMatchObject({ activo: true });

    await altaDesdeConsola(consola, alta(`teresa.abadias@${D}`, ["admin", "docente"], "Teresa", "Abadías"), ctx.db);
    expect((await bajaDesdeConsola(consola, `teresa.abadias@${D}`, ctx.db)).texto).toMatch(/desactivada/);
    // sesionVersion moves on: every session and token of the account stops working.
    expect(await unsafeFindUsuarioByEmail(`teresa.abadias@${D}`, ctx.db)).toMatchObject({ activo: false, cargos: ["docente", "admin"], sesionVersion: 2 });
    const [l] = await ctx.db.select().from(registro).where(eq(registro.accion, "desactivar"));
    expect(l).toMatchObject({ clave: `teresa.abadias@${D}`, autorId: null, autor: "Consola del servidor <root@portal>" });
    // Again: nothing changes, nothing is logged.
    expect((await bajaDesdeConsola(consola, `teresa.abadias@${D}`, ctx.db)).texto).toMatch(/ya estaba desactivada/);
    expect(await ctx.db.$count(registro, eq(registro.accion, "desactivar"))).toBe(1);
    await expect(bajaDesdeConsola(consola, `nadie@${D}`, ctx.db)).rejects.toMatchObject({ status: 404 });
  });

  it("lists the accounts of a cargo, or all, by surname, deactivated ones marked", async () => {
    await altaDesdeConsola(consola, alta(`marta.lacasa@${D}`), ctx.db);
    await altaDesdeConsola(consola, alta(`ana.lopez@${D}`, ["docente"], "Ana", "López"), ctx.db);
    await altaDesdeConsola(consola, alta(`teresa.abadias@${D}`, ["admin"], "Teresa", "Abadías"), ctx.db);
    await bajaDesdeConsola(consola, `teresa.abadias@${D}`, ctx.db);
    expect((await listaDesdeConsola("admin", ctx.db)).map((c) => [c.email, c.activo])).toEqual([
      [`teresa.abadias@${D}`, false],
      [`marta.lacasa@${D}`, true],
    ]);
    expect((await listaDesdeConsola(null, ctx.db)).map((c) => c.email)).toEqual([`teresa.abadias@${D}`, `marta.lacasa@${D}`, `ana.lopez@${D}`]);
    await expect(listaDesdeConsola("rector", ctx.db)).rejects.toMatchObject({ status: 422 });
  });
});
