import { describeEachDatabase } from "../../tests/support/test-db";
import { registro, usuarios } from "../db/schema";
import { hoyEnElCentro, sumarDias } from "../fechas";
import { listRegistro, listUltimosCambios } from "./queries";
import { registrar, registrarAccesoRechazado } from "./registrar";
import { filtroRegistroSchema } from "./schemas";

const admin = { cargos: ["admin"] as const };
const filtro = (v: Record<string, unknown> = {}) => filtroRegistroSchema.parse(v);

describeEachDatabase("registro de cambios", (ctx) => {
  it("logs a refused sign-in with the email and the reason, without anything else the provider sent", async () => {
    await registrarAccesoRechazado({ email: " Alguien@Gmail.com\u0000 ", motivo: "Dominio", proveedor: "oidc" }, ctx.db);
    await registrarAccesoRechazado({ email: undefined, motivo: "NoRegistrado", proveedor: "google" }, ctx.db);
    const [a, b] = await ctx.db.select().from(registro).orderBy(registro.id);
    expect(a).toMatchObject({ accion: "acceso_rechazado", entidad: "acceso", clave: "alguien@gmail.com", autorId: null, autor: "", resumen: "Acceso rechazado a alguien@gmail.com: la cuenta no es del dominio del centro.", despues: { motivo: "Dominio", proveedor: "oidc" }, antes: null });
    expect(b.clave).toBe("(sin correo)");
  });

  it("finds lines by text without accents, by action, by kind and by day, newest first, in pages", async () => {
    const marta = { id: 1, nombre: "Marta", apellidos: "Lacasa", email: "marta@x.test" };
    await ctx.db.insert(usuarios).values({ id: 1, email: "marta@x.test", nombre: "Marta", apellidos: "Lacasa", cargos: ["admin"] });
    await registrar(ctx.db, marta, { accion: "crear", entidad: "grupo", clave: "1QUI301", resumen: "Alta del grupo 1QUI301 con tutoría de Ana López." });
    await registrar(ctx.db, marta, ...Array.from({ length: 60 }, (_, i) => ({ accion: "crear" as const, entidad: "aula" as const, clave: `Aula ${i}`, resumen: `Alta del aula Aula ${i}.` })));
    expect((await listRegistro(admin, filtro({ q: "LOPEZ" }), ctx.db)).filas.map((l) => l.clave)).toEqual(["1QUI301"]);
    expect((await listRegistro(admin, filtro({ q: "lacasa", entidad: "grupo" }), ctx.db)).total).toBe(1);
    expect((await listRegistro(admin, filtro({ accion: "acceso_rechazado" }), ctx.db)).total).toBe(2);
    const pagina1 = await listRegistro(admin, filtro({ entidad: "aula" }), ctx.db);
    expect([pagina1.total, pagina1.filas.length, pagina1.paginas]).toEqual([60, 50, 2]);
    expect(pagina1.filas[0].clave).toBe("Aula 59");
    expect((await listRegistro(admin, filtro({ entidad: "aula", pagina: "2" }), ctx.db)).filas).toHaveLength(10);
    const hoy = hoyEnElCentro();
    expect((await listRegistro(admin, filtro({ desde: hoy, hasta: hoy }), ctx.db)).total).toBe(63);
    expect((await listRegistro(admin, filtro({ desde: sumarDias(hoy, 1) }), ctx.db)).total).toBe(0);
    expect((await listRegistro(admin, filtro({ hasta: sumarDias(hoy, -1) }), ctx.db)).total).toBe(0);
    await expect(listRegistro({ cargos: ["docente"] }, filtro(), ctx.db)).rejects.toMatchObject({ status: 403 });
  });

  it("gives the admin home the last lines, newest first, with their moment as a date", async () => {
    const marta = { id: 1, nombre: "Marta", apellidos: "Lacasa", email: "marta@x.test" };
    await ctx.db.insert(usuarios).values({ id: 1, email: "marta@x.test", nombre: "Marta", apellidos: "Lacasa", cargos: ["admin"] }).onConflictDoNothing();
    await registrar(ctx.db, marta, ...Array.from({ length: 7 }, (_, i) => ({ accion: "crear" as const, entidad: "departamento" as const, clave: `Dep ${i}`, resumen: `Alta del departamento Dep ${i}.` })));
    const plano = await listRegistro(admin, filtro(), ctx.db);
    const ultimos = await listUltimosCambios(admin, 5, ctx.db);
    expect(ultimos).toEqual(plano.filas.slice(0, 5).map((l) => ({ id: l.id, momento: l.momento, resumen: l.resumen, autor: l.autor })));
    expect(ultimos[0].momento).toBeInstanceOf(Date);
    expect(ultimos.map((l) => l.resumen)).toEqual([6, 5, 4, 3, 2].map((i) => `Alta del departamento Dep ${i}.`));
    expect(ultimos[0].autor).toBe("Marta Lacasa <marta@x.test>");
    await expect(listUltimosCambios({ cargos: ["docente"] }, 5, ctx.db)).rejects.toMatchObject({ status: 403 });
  });
});
