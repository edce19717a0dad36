import { eq, sql } from "drizzle-orm";
import { describeEachDatabase } from "../../tests/support/test-db";
import { seedDemo } from "../semilla";
import { franjas, horario } from "../db/schema";
import { getCursoActual } from "../curso-academico/queries";

describeEachDatabase(
  "horario de demostración",
  (ctx) => {
    it("gives every demo group a full week (about 30 periods) in the current year", async () => {
      const curso = (await getCursoActual(ctx.db)).codigo;
      const res = await ctx.db.execute(sql`
        select grupo, count(distinct (dia, franja_id))::int as huecos, count(*)::int as filas
        from horario where curso_academico = ${curso} group by grupo order by grupo`);
      const filas = (res as unknown as { rows: { grupo: string; huecos: number; filas: number }[] }).rows;
      expect(filas).toHaveLength(8);
      for (const f of filas) expect(f.huecos).toBeGreaterThanOrEqual(27);
      // Desdobles: QUI301 2nd year (0067) and ELE202 1st year (0232) have two teachers per period.
      expect(filas.find((f) => f.grupo === "2QUI301")!.filas).toBeGreaterThan(filas.find((f) => f.grupo === "2QUI301")!.huecos);
    });

    it("never puts a group in a break, nor a room twice in a slot", async () => {
      const enRecreo = await ctx.db.select({ id: horario.id }).from(horario).innerJoin(franjas, eq(franjas.id, horario.franjaId)).where(eq(franjas.recreo, true));
      expect(enRecreo).toEqual([]);
      const res = await ctx.db.execute(sql`select aula_id, dia, franja_id, count(*)::int as n from horario where aula_id is not null group by 1, 2, 3 having count(*) > 1`);
      expect((res as unknown as { rows: unknown[] }).rows).toEqual([]);
    });

    it("seeding again changes nothing", async () => {
      const antes = await ctx.db.$count(horario);
      await seedDemo(ctx.db, { domain: ctx.domain });
      expect(await ctx.db.$count(horario)).toBe(antes);
      expect(await ctx.db.$count(franjas)).toBe(7);
    });
  },
  { seed: true },
);
