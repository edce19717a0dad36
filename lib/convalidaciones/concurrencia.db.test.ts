import { and, eq, sql } from "drizzle-orm";
import { demoAccounts } from "../semilla";
import { convalidacionModulos, convalidaciones } from "../db/schema";
import { SOLICITUD_EJEMPLO } from "../../tests/support/convalidaciones";
import { describeEachDatabase } from "../../tests/support/test-db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { crearSolicitud } from "./mutations";
import { solicitudFormSchema } from "./schemas";

/**
 * Issue 14, fault 3: ten identical requests at once created six on PostgreSQL, because the
 * "no second request for a pending module" rule was a read followed by an insert. The pool opens
 * up to ten connections, so on PostgreSQL these really run side by side.
 */
describeEachDatabase(
  "convalidaciones: solicitudes simultáneas",
  (ctx) => {
    it("of ten identical requests sent at once, one is filed and nine are refused with 409", async () => {
      const lucia = await unsafeFindUsuarioByEmail(demoAccounts(ctx.domain).estudiante, ctx.db);
      if (!lucia) throw new Error("falta la estudiante de demostración");
      const datos = solicitudFormSchema.parse({ ...SOLICITUD_EJEMPLO, modulos: ["0068"] });
      const resultados = await Promise.allSettled(Array.from({ length: 10 }, () => crearSolicitud(lucia, datos, ctx.db)));

      const estados = resultados.map((r) => (r.status === "fulfilled" ? 201 : ((r.reason as { status?: number }).status ?? 500)));
      expect(estados.sort()).toEqual([201, ...Array(9).fill(409)]);

      const [{ n }] = await ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(convalidacionModulos)
        .innerJoin(convalidaciones, eq(convalidaciones.id, convalidacionModulos.convalidacionId))
        .where(and(eq(convalidaciones.estudianteId, lucia.id), eq(convalidacionModulos.modulo, "0068")));
      expect(n).toBe(1);
    });
  },
  { seed: true },
);
