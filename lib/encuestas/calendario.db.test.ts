import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db";
import { campanas, imparticiones, matriculasModulo, resultados, usuarios } from "../db/schema";
import { demoAccounts } from "../db/seed";
import { sumarDias } from "../fechas";
import { describeEachDatabase } from "../../tests/support/test-db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { crearCampana } from "./mutations";
import { getEstadoEncuestas, listCampanas } from "./queries";

process.env.AUTH_DOMAIN ??= "cpifp-huesca.test";
process.env.SURVEY_MIN_RESPONSES = "5";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

const estadoDe = async (db: Db, id: number) => (await db.select({ estado: campanas.estado }).from(campanas).where(eq(campanas.id, id)))[0].estado;

describeEachDatabase(
  "encuestas: la demostración enseña resultados",
  (ctx) => {
    it("gives every module of every demo teacher enough published answers to show, in the open and in the closed campaign", async () => {
      const todas = await ctx.db.select().from(campanas).orderBy(asc(campanas.abre));
      const conRespuestas = todas.filter((c) => c.estado !== "preparada");
      expect(conRespuestas.map((c) => c.estado).sort()).toEqual(["abierta", "cerrada"]);
      const grupos = await ctx.db
        .selectDistinct({ modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, docenteId: imparticiones.docenteId, email: usuarios.email })
        .from(imparticiones)
        .innerJoin(usuarios, and(eq(usuarios.id, imparticiones.docenteId), eq(usuarios.activo, true)))
        .innerJoin(matriculasModulo, and(eq(matriculasModulo.modulo, imparticiones.modulo), eq(matriculasModulo.ciclo, imparticiones.ciclo)));
      expect(grupos.length).toBeGreaterThan(40);
      for (const c of conRespuestas) {
        const filas = await ctx.db.select().from(resultados).where(eq(resultados.campanaId, c.id));
        for (const g of grupos) {
          const r = filas.find((f) => f.modulo === g.modulo && f.ciclo === g.ciclo && f.docenteId === g.docenteId);
          expect({ campana: c.estado, grupo: `${g.modulo}/${g.ciclo}/${g.email}`, publicadas: (r?.publicadas ?? 0) >= 5 }).toEqual({
            campana: c.estado,
            grupo: `${g.modulo}/${g.ciclo}/${g.email}`,
            publicadas: true,
          });
        }
      }
    });

    it("dates the demo campaigns around today: one open now, one already closed, one planned", async () => {
      const { abierta, proxima } = await getEstadoEncuestas(undefined, ctx.db);
      expect(abierta).not.toBeNull();
      const hoy = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date());
      expect(abierta!.abre <= hoy && hoy <= abierta!.cierra).toBe(true);
      expect(proxima).toBeNull();
      const [cerrada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "cerrada"));
      expect(cerrada.cierra < hoy).toBe(true);
      const [preparada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "preparada"));
      expect(preparada.abre > abierta!.cierra).toBe(true);
    });
  },
  { seed: true },
);

describeEachDatabase(
  "encuestas: las campañas se abren y se cierran solas en sus fechas",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);

    it("closes the open campaign the day after its last day, publishing every answer, and tells students about the next one", async () => {
      const [demo] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "abierta"));
      const [planeada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "preparada"));
      expect((await getEstadoEncuestas(demo.cierra, ctx.db)).abierta?.id).toBe(demo.id);
      expect(await estadoDe(ctx.db, demo.id)).toBe("abierta");

      const manana = sumarDias(demo.cierra, 1);
      expect(await getEstadoEncuestas(manana, ctx.db)).toMatchObject({ abierta: null, proxima: { id: planeada.id } });
      expect(await estadoDe(ctx.db, demo.id)).toBe("cerrada");
      const sinPublicar = await ctx.db.$count(resultados, and(eq(resultados.campanaId, demo.id), sql`${resultados.publicadas} <> ${resultados.respuestas}`));
      expect(sinPublicar).toBe(0);
      // Reading again changes nothing.
      expect(await getEstadoEncuestas(manana, ctx.db)).toMatchObject({ abierta: null, proxima: { id: planeada.id } });
    });

    it("opens a planned campaign on its first day, whoever reads first, and only one", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const [planeada] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "preparada"));
      const dia = planeada.abre;
      expect((await getEstadoEncuestas(sumarDias(dia, -1), ctx.db)).abierta).toBeNull();
      expect(await estadoDe(ctx.db, planeada.id)).toBe("preparada");

      // Another campaign whose dates overlap: the earlier start wins, the other waits for its turn.
      const solapada = await crearCampana(admin, { nombre: "Campaña solapada", cursoAcademico: planeada.cursoAcademico, abre: sumarDias(dia, 1), cierra: sumarDias(planeada.cierra, 3) }, ctx.db);

      // Many readers at once on the opening day (admins listing, students loading the page).
      const estudiantes = Array.from({ length: 6 }, () => getEstadoEncuestas(sumarDias(dia, 1), ctx.db));
      const admins = Array.from({ length: 3 }, () => listCampanas(admin, ctx.db, sumarDias(dia, 1)));
      const r = await Promise.allSettled<unknown>([...estudiantes, ...admins]);
      expect(r.filter((x) => x.status === "rejected")).toEqual([]);
      expect(await ctx.db.$count(campanas, eq(campanas.estado, "abierta"))).toBe(1);
      expect(await estadoDe(ctx.db, planeada.id)).toBe("abierta");
      expect(await estadoDe(ctx.db, solapada.id)).toBe("preparada");
      for (const e of await Promise.all(estudiantes)) expect(e.abierta?.id).toBe(planeada.id);

      // When the first one's time is over, the overlapping one opens by itself.
      const despues = sumarDias(planeada.cierra, 1);
      expect((await getEstadoEncuestas(despues, ctx.db)).abierta?.id).toBe(solapada.id);
      expect(await estadoDe(ctx.db, planeada.id)).toBe("cerrada");

      // A campaign whose dates passed without opening is left alone for the admin to delete.
      const pasada = await crearCampana(admin, { nombre: "Campaña olvidada", cursoAcademico: planeada.cursoAcademico, abre: sumarDias(dia, -30), cierra: sumarDias(dia, -20) }, ctx.db);
      await getEstadoEncuestas(despues, ctx.db);
      expect(await estadoDe(ctx.db, pasada.id)).toBe("preparada");
    });
  },
  { seed: true },
);
