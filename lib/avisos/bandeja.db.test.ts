import { eq } from "drizzle-orm";
import { avisos, usuarios } from "../db/schema";
import { describeEachDatabase } from "../../tests/support/test-db";
import { encolar } from "./encolar";
import { enviarCorreoPrueba, marcarLeidos, reintentarCorreo } from "./mutations";
import { contarCorreo, contarNoLeidos, getBandejaPropia, listAvisosPropios, listCorreo, unsafeResumenCorreo } from "./queries";
import { filtroCorreoSchema } from "./schemas";

const persona = (id: number, email: string, cargos: ("estudiante" | "admin" | "docente")[]) => ({ id, email, nombre: `P${id}`, apellidos: "Prueba", cargos });

describeEachDatabase("la campana y la bandeja de salida", (ctx) => {
  const ana = persona(1, "ana@centro.test", ["estudiante"]);
  const luis = persona(2, "luis@centro.test", ["estudiante"]);
  const marta = persona(3, "marta@centro.test", ["admin"]);
  const evento = { tipo: "matricula_revisada" as const, datos: { curso: "2026/2027" } };

  beforeAll(async () => {
    await ctx.db.insert(usuarios).values([ana, luis, marta]);
  });
  beforeEach(() => ctx.db.delete(avisos));

  it("each person counts, lists and marks only their own notices", async () => {
    await ctx.db.transaction(async (tx) => {
      await encolar(tx, [ana, ana, luis], evento);
    });
    expect(await contarNoLeidos(ana, ctx.db)).toBe(2);
    const propios = await listAvisosPropios(ana, ctx.db);
    expect(propios).toHaveLength(2);
    expect(propios[0]).toMatchObject({ asunto: "Tu matrícula 2026/2027 está revisada", enlace: "/estudiantes/matricula", leido: null });

    const [deLuis] = await listAvisosPropios(luis, ctx.db);
    await expect(marcarLeidos(ana, deLuis.id, ctx.db)).rejects.toMatchObject({ status: 404 });
    expect(await marcarLeidos(ana, propios[0].id, ctx.db)).toBe(1);
    // Marking it again (another tab) is no error.
    expect(await marcarLeidos(ana, propios[0].id, ctx.db)).toBe(0);
    expect(await contarNoLeidos(ana, ctx.db)).toBe(1);
    expect(await marcarLeidos(ana, "todos", ctx.db)).toBe(1);
    expect(await contarNoLeidos(ana, ctx.db)).toBe(0);
    expect(await contarNoLeidos(luis, ctx.db)).toBe(1);
    // The API's view: the same list, dates as ISO text.
    const bandeja = await getBandejaPropia(luis, ctx.db);
    expect(bandeja).toEqual({ sinLeer: 1, avisos: [{ id: deLuis.id, tipo: "matricula_revisada", asunto: deLuis.asunto, enlace: deLuis.enlace, creado: deLuis.creado.toISOString(), leido: null }] });
  });

  it("the admins' outbox filters by state, sends a failed mail again and queues a test mail; nobody else reaches it", async () => {
    await ctx.db.transaction((tx) => encolar(tx, [ana, luis], evento));
    const [primero] = await ctx.db.select().from(avisos).orderBy(avisos.id).limit(1);
    await ctx.db.update(avisos).set({ estado: "fallido", intentos: 8, error: "550 No such user" }).where(eq(avisos.id, primero.id));

    expect(await contarCorreo(marta, ctx.db)).toEqual({ pendiente: 1, enviando: 0, enviado: 0, fallido: 1 });
    // Monitoring's view (GET /api/admin/estado): the same counts and how long the oldest pending one has waited.
    const [pendiente] = await ctx.db.select().from(avisos).where(eq(avisos.estado, "pendiente"));
    const resumen = await unsafeResumenCorreo(ctx.db, new Date(pendiente.creado.getTime() + 90 * 60_000));
    expect(resumen).toEqual({ porEstado: { pendiente: 1, enviando: 0, enviado: 0, fallido: 1 }, horasDelPendienteMasAntiguo: 1.5 });
    const fallidos = await listCorreo(marta, filtroCorreoSchema.parse({ estado: "fallido" }), ctx.db);
    expect(fallidos).toMatchObject({ total: 1, paginas: 1, filas: [{ id: primero.id, error: "550 No such user" }] });
    expect(filtroCorreoSchema.safeParse({ estado: "borrado" }).success).toBe(false);

    await reintentarCorreo(marta, primero.id, ctx.db);
    const [otra] = await ctx.db.select().from(avisos).where(eq(avisos.id, primero.id));
    expect(otra).toMatchObject({ estado: "pendiente", intentos: 0 });
    await expect(reintentarCorreo(marta, primero.id, ctx.db)).rejects.toMatchObject({ status: 409 });
    await expect(reintentarCorreo(marta, 99999, ctx.db)).rejects.toMatchObject({ status: 404 });

    await enviarCorreoPrueba(marta, "externa@otro.test", ctx.db);
    const [prueba] = await ctx.db.select().from(avisos).where(eq(avisos.tipo, "prueba"));
    expect(prueba).toMatchObject({ destinatarioId: null, correo: "externa@otro.test", estado: "pendiente", datos: { por: "P3 Prueba" } });

    for (const f of [() => listCorreo(ana, filtroCorreoSchema.parse({}), ctx.db), () => reintentarCorreo(ana, primero.id, ctx.db), () => enviarCorreoPrueba(luis, "x@y.test", ctx.db)]) {
      await expect(f()).rejects.toMatchObject({ status: 403 });
    }
  });
});
