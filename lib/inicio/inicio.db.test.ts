import { describeEachDatabase } from "../../tests/support/test-db";
import { demoAccounts } from "../db/seed";
import { countMatriculas } from "../matricula/queries";
import { listUltimosCambios } from "../registro/queries";
import { countUsuariosPorTipo, unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { getResumenAdmin } from "./queries";

describeEachDatabase(
  "inicio de administración",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const usuario = async (email: string) => (await unsafeFindUsuarioByEmail(email, ctx.db))!;

    it("reads the counts and the last changes in one row, as each area's own read gives them", async () => {
      const admin = await usuario(cuentas.admin);
      const r = await getResumenAdmin(admin, ctx.db);
      expect(r.conteo).toEqual(await countUsuariosPorTipo(admin, ctx.db));
      expect(r.conteo.find((c) => c.tipo === "docente")!.total).toBeGreaterThan(0);
      expect(r.matriculas).toEqual(await countMatriculas(admin, ctx.db));
      expect(r.cambios).toEqual(await listUltimosCambios(admin, 5, ctx.db));
    });

    it("is for admins only: every other role is refused before anything is read", async () => {
      for (const email of [cuentas.docente, cuentas.estudiante, cuentas.jefaturaQuimica]) {
        await expect(getResumenAdmin(await usuario(email), ctx.db)).rejects.toMatchObject({ status: 403 });
      }
    });
  },
  { seed: true },
);
