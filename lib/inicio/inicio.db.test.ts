import { describeEachDatabase } from "../../tests/support/test-db";
import { demoAccounts } from "../semilla";
import { createEstudiante, createGrupo, createGrupoEstudiante, createMatriculaModulo } from "../semilla/factories";
import { getEnlaceCalendario } from "../horarios/suscripcion-ics";
import { getGrupoDeEstudiante } from "../horarios/grupos";
import { getSemanaGrupo } from "../horarios/semanas";
import { countMatriculas } from "../matricula/lista";
import { listUltimosCambios } from "../registro/queries";
import { countUsuariosPorCargo, unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { listModulosMatriculados } from "../modulos/queries";
import type { UsuarioActual } from "../auth/current-user";
import { getResumenAdmin, getResumenEstudiante } from "./queries";

describeEachDatabase(
  "inicio de administración",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const usuario = async (email: string) => (await unsafeFindUsuarioByEmail(email, ctx.db))!;

    it("reads the counts and the last changes in one row, as each area's own read gives them", async () => {
      const admin = await usuario(cuentas.admin);
      const r = await getResumenAdmin(admin, ctx.db);
      expect(r.conteo).toEqual(await countUsuariosPorCargo(admin, ctx.db));
      expect(r.conteo.find((c) => c.cargo === "docente")!.total).toBeGreaterThan(0);
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

describeEachDatabase(
  "inicio de estudiante",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const usuario = async (email: string) => (await unsafeFindUsuarioByEmail(email, ctx.db))!;

    /** The student home as the page read it before: one read per area, the week after the group. */
    async function porSeparado(user: Pick<UsuarioActual, "id" | "cargos" | "departamentoId">) {
      const modulos = await listModulosMatriculados(user, ctx.db);
      const grupo = await getGrupoDeEstudiante(user, ctx.db);
      if (!grupo) return { modulos, enGrupo: false, horario: null };
      const { grupo: _g, ...semana } = await getSemanaGrupo(user, grupo, ctx.db);
      void _g;
      return { modulos, enGrupo: true, horario: { grupo, semana, calendario: await getEnlaceCalendario(user, { grupo }, ctx.db) } };
    }

    it("a student with a group and its timetable: modules, week and calendar as each area reads them", async () => {
      const lucia = await usuario(cuentas.estudiante);
      // No address yet: the first read creates it (getEnlaceCalendario), the next one reads it.
      const primera = await getResumenEstudiante(lucia, ctx.db);
      const esperado = await porSeparado(lucia);
      expect(primera).toEqual(esperado);
      expect(await getResumenEstudiante(lucia, ctx.db)).toEqual(esperado);
      expect(esperado.modulos.length).toBeGreaterThan(0);
      expect(esperado.horario!.semana.periodos.length).toBeGreaterThan(0);
      expect(esperado.horario!.calendario).toMatch(/^\/api\/horarios\/calendario\/[\w-]+\.ics$/);
    });

    it("a student without a group: their modules and no timetable", async () => {
      const sinGrupo = await createEstudiante(ctx.db);
      const lucia = await usuario(cuentas.estudiante);
      for (const m of await listModulosMatriculados(lucia, ctx.db)) await createMatriculaModulo(ctx.db, sinGrupo.id, m);
      const r = await getResumenEstudiante(sinGrupo, ctx.db);
      expect(r).toEqual(await porSeparado(sinGrupo));
      expect(r.modulos.length).toBeGreaterThan(0);
      // The home says so: the page has no group to show a timetable for.
      expect(r.enGrupo).toBe(false);
      expect(r.horario).toBeNull();
    });

    it("a student with no modules, in a group with no timetable: an empty list and an empty week", async () => {
      const grupo = await createGrupo(ctx.db);
      const nuevo = await createEstudiante(ctx.db);
      await createGrupoEstudiante(ctx.db, nuevo.id, grupo.codigo);
      const r = await getResumenEstudiante(nuevo, ctx.db);
      expect(r).toEqual(await porSeparado(nuevo));
      expect(r.modulos).toEqual([]);
      expect(r.horario).toMatchObject({ grupo: grupo.codigo, semana: { periodos: [] } });
      expect(r.horario!.semana.franjas.length).toBeGreaterThan(0);
    });

    it("anyone else gets nothing: no modules, no group, no week, no calendar", async () => {
      for (const email of [cuentas.admin, cuentas.docente, cuentas.jefaturaQuimica]) {
        const u = await usuario(email);
        expect(await getResumenEstudiante(u, ctx.db)).toEqual({ modulos: [], enGrupo: false, horario: null });
        // Even under a student's id: every column checks the account type, not only the id.
        const lucia = await usuario(cuentas.estudiante);
        expect(await getResumenEstudiante({ id: lucia.id, cargos: u.cargos }, ctx.db)).toEqual({ modulos: [], enGrupo: false, horario: null });
      }
    });
  },
  { seed: true },
);
