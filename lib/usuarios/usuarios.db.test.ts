process.env.AUTH_DOMAIN ??= "cpifp-huesca.test";

import { and, asc, desc, eq, sql } from "drizzle-orm";
import { conCargo } from "../acceso/sql";
import { persona } from "../../tests/support/personas";
import { describeEachDatabase } from "../../tests/support/test-db";
import type { Db } from "../db";
import { convalidaciones, departamentos, grupoEstudiantes, imparticiones, matriculasModulo, modulos, registro, tutorias, usuarios } from "../db/schema";
import { demoAccounts } from "../semilla";
import { createAdmin } from "../semilla/factories";
import { actualizarUsuario, cambiarActivo, crearUsuario } from "./mutations";
import { countUsuariosPorCargo, getUsuario, listUsuarios, unsafeFindUsuarioById, unsafeListCuentasDemo } from "./queries";
import { filtroUsuariosSchema, usuarioSchema, type UsuarioEntrada } from "./schemas";
import { getOpcionesPersona } from "./opciones";
import { listDepartamentos } from "../departamentos/admin";
import { listGrupos } from "../grupos/admin";
import { cargoPrincipal, type Cargo } from "../acceso/cargos";

const D = "cpifp-huesca.test";

const entrada = (v: Record<string, unknown>): UsuarioEntrada => usuarioSchema.parse({ email: `nueva.persona@${D}`, nombre: "Nueva", apellidos: "Persona", cargos: ["docente"], ...v });
const filtro = (v: Record<string, unknown> = {}) => filtroUsuariosSchema.parse(v);
const lineas = (db: Db, clave: string) => db.select().from(registro).where(eq(registro.clave, clave)).orderBy(registro.id);

describeEachDatabase(
  "usuarios: altas, cambios, la última administración y el registro",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    const admin = () => persona(ctx.db, cuentas.admin);

    it("offers the first demo accounts of each highest cargo with that cargo's total, never an inactive or non-demo one", async () => {
      const yo = await admin();
      // A real person (not from the demo seed) with the lowest surname: never on the login page.
      await crearUsuario(yo, entrada({ email: `aaron.abad@${D}`, nombre: "Aarón", apellidos: "Abad", cargos: ["estudiante"], grupo: "1ifc201", codigo: "25I0900" }), ctx.db);
      const activas = await ctx.db
        .select({ id: usuarios.id, email: usuarios.email, cargos: usuarios.cargos })
        .from(usuarios)
        .where(and(eq(usuarios.activo, true), eq(usuarios.demo, true)))
        .orderBy(usuarios.id);
      const cuentasDemo = await unsafeListCuentasDemo(ctx.db, 2);
      const orden = ["admin", "jefatura", "docente", "estudiante"] as const;
      const esperado = orden.flatMap((principal) => {
        const delTipo = activas.filter((a) => cargoPrincipal(a.cargos) === principal);
        return delTipo.slice(0, 2).map((a) => ({ email: a.email, principal, totalDelTipo: delTipo.length }));
      });
      expect(cuentasDemo.map(({ email, principal, totalDelTipo }) => ({ email, principal, totalDelTipo }))).toEqual(esperado);
      expect(esperado.find((c) => c.principal === "estudiante")!.totalDelTipo).toBeGreaterThan(2);
      // The director teaches: she is offered as management, with both cargos.
      expect(cuentasDemo.find((c) => c.email === cuentas.admin)).toMatchObject({ principal: "admin", cargos: ["docente", "admin"] });
      expect(cuentasDemo.map((c) => c.email)).not.toContain(`aaron.abad@${D}`);
      expect(cuentasDemo.every((c) => c.nombre && c.apellidos)).toBe(true);
    });

    it("adds a student with group and code, and logs it in the same transaction", async () => {
      const yo = await admin();
      const { id } = await crearUsuario(yo, entrada({ email: `Ines.Lera@${D}`, nombre: "Inés", apellidos: "Lera", cargos: ["estudiante"], grupo: "1ifc201", codigo: "25i0500", departamentoId: "1" }), ctx.db);
      const u = await unsafeFindUsuarioById(id, ctx.db);
      // Fields of other types are dropped: a student has no department.
      expect(u).toMatchObject({ email: `ines.lera@${D}`, cargos: ["estudiante"], codigo: "25I0500", departamentoId: null, activo: true });
      const [g] = await ctx.db.select().from(grupoEstudiantes).where(eq(grupoEstudiantes.estudianteId, id));
      expect(g.grupo).toBe("1IFC201");
      const [l] = await lineas(ctx.db, `ines.lera@${D}`);
      expect(l).toMatchObject({ accion: "crear", entidad: "usuario", autorId: yo.id, despues: expect.objectContaining({ grupo: "1IFC201", codigo: "25I0500" }) });
    });

    it("refuses an email outside the domain, a taken email or code, and an unknown group, writing nothing", async () => {
      const yo = await admin();
      const antes = { personas: await ctx.db.$count(usuarios), lineas: await ctx.db.$count(registro) };
      await expect(crearUsuario(yo, entrada({ email: "alguien@gmail.com" }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { email: [expect.stringMatching(/@cpifp-huesca\.test/)] } });
      await expect(crearUsuario(yo, entrada({ email: cuentas.docente }), ctx.db)).rejects.toMatchObject({ status: 409, fieldErrors: { email: expect.any(Array) } });
      await expect(crearUsuario(yo, entrada({ cargos: ["estudiante"], codigo: "24Q0001" }), ctx.db)).rejects.toMatchObject({ status: 409, fieldErrors: { codigo: expect.any(Array) } });
      await expect(crearUsuario(yo, entrada({ cargos: ["estudiante"], grupo: "9NADA" }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { grupo: expect.any(Array) } });
      expect(await ctx.db.$count(usuarios)).toBe(antes.personas);
      expect(await ctx.db.$count(registro)).toBe(antes.lineas);
      // Only admins.
      const ana = await persona(ctx.db, cuentas.docente);
      await expect(crearUsuario(ana, entrada({}), ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("logs a change of cargos and a deactivation as such; the account reads the new state at once", async () => {
      const yo = await admin();
      const { id } = await crearUsuario(yo, entrada({ email: `cambios@${D}` }), ctx.db);
      const base = { email: `cambios@${D}`, nombre: "Nueva", apellidos: "Persona" };
      const version = (await unsafeFindUsuarioById(id, ctx.db))!.sesionVersion;
      await actualizarUsuario(yo, id, entrada({ ...base, cargos: ["jefatura"] }), ctx.db);
      expect((await unsafeFindUsuarioById(id, ctx.db))?.cargos).toEqual(["jefatura"]);
      // New cargos end every session and token of the account.
      expect((await unsafeFindUsuarioById(id, ctx.db))?.sesionVersion).toBe(version + 1);
      expect(await actualizarUsuario(yo, id, entrada({ ...base, cargos: ["jefatura"] }), ctx.db)).toEqual({ cambiado: false });
      await cambiarActivo(yo, id, false, ctx.db);
      expect((await unsafeFindUsuarioById(id, ctx.db))?.activo).toBe(false);
      await cambiarActivo(yo, id, true, ctx.db);
      // The deactivation ended every session too; a reactivation and a save of other data do not.
      expect((await unsafeFindUsuarioById(id, ctx.db))?.sesionVersion).toBe(version + 2);
      await actualizarUsuario(yo, id, entrada({ ...base, nombre: "Otra", cargos: ["jefatura"] }), ctx.db);
      expect((await unsafeFindUsuarioById(id, ctx.db))?.sesionVersion).toBe(version + 2);
      const l = await lineas(ctx.db, `cambios@${D}`);
      expect(l.map((x) => x.accion)).toEqual(["crear", "cambiar_cargos", "desactivar", "reactivar", "modificar"]);
      expect(l[1]).toMatchObject({ antes: expect.objectContaining({ cargos: "Docente" }), despues: expect.objectContaining({ cargos: "Jefatura de departamento" }) });
    });

    it("keeps the last active admin: they cannot deactivate or demote themselves; with another admin they can", async () => {
      const yo = await admin();
      // The demo's other admin is the secretary's office: without her, Marta (who also teaches) is the last one.
      await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, cuentas.adminSecretaria));
      const mia = { email: yo.email, nombre: yo.nombre, apellidos: yo.apellidos, departamentoId: String(yo.departamentoId) };
      const lineasAntes = await ctx.db.$count(registro);
      await expect(cambiarActivo(yo, yo.id, false, ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringMatching(/última cuenta de administración activa/) });
      await expect(actualizarUsuario(yo, yo.id, entrada({ ...mia, cargos: ["docente"] }), ctx.db)).rejects.toMatchObject({ status: 409 });
      expect(await persona(ctx.db, yo.email)).toMatchObject({ cargos: ["docente", "admin"], activo: true });
      expect(await ctx.db.$count(registro)).toBe(lineasAntes);
      // An inactive second admin does not count.
      const otra = await createAdmin(ctx.db, { email: `otra.admin@${D}`, activo: false });
      await expect(cambiarActivo(yo, yo.id, false, ctx.db)).rejects.toMatchObject({ status: 409 });
      await cambiarActivo(yo, otra.id, true, ctx.db);
      await actualizarUsuario(yo, yo.id, entrada({ ...mia, cargos: ["docente"] }), ctx.db);
      expect((await persona(ctx.db, yo.email)).cargos).toEqual(["docente"]);
      // The other admin puts things back.
      const laOtra = await persona(ctx.db, otra.email);
      await actualizarUsuario(laOtra, yo.id, entrada({ ...mia, cargos: ["admin", "docente"] }), ctx.db);
      await cambiarActivo(yo, otra.id, false, ctx.db).catch(() => undefined);
      await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.id, otra.id));
      await ctx.db.update(usuarios).set({ activo: true }).where(eq(usuarios.email, cuentas.adminSecretaria));
      expect((await persona(ctx.db, yo.email)).cargos).toEqual(["docente", "admin"]);
    });

    it("refuses to make a teacher a student while they teach or tutor", async () => {
      const yo = await admin();
      const ana = await persona(ctx.db, cuentas.docente);
      await expect(actualizarUsuario(yo, ana.id, entrada({ email: ana.email, nombre: ana.nombre, apellidos: ana.apellidos, cargos: ["estudiante"], codigo: "25Q0999", grupo: "1QUI301" }), ctx.db)).rejects.toMatchObject({
        status: 409,
        message: expect.stringMatching(/asignaciones de docencia, la tutoría de 1QUI301/),
      });
      const jefe = await persona(ctx.db, cuentas.jefaturaQuimica);
      const [dep] = await ctx.db.select().from(departamentos).where(eq(departamentos.jefeId, jefe.id));
      await expect(actualizarUsuario(yo, jefe.id, entrada({ email: jefe.email, nombre: jefe.nombre, apellidos: jefe.apellidos, cargos: ["docente"], departamentoId: dep.id }), ctx.db)).rejects.toMatchObject({
        message: expect.stringMatching(/jefatura del departamento Química/),
      });
    });

    it("lists people with search, filters and pages, and shows what a person is linked to", async () => {
      const yo = await admin();
      const quim = (await ctx.db.select().from(departamentos).where(eq(departamentos.nombre, "Química")))[0];
      const docentesQuimica = await listUsuarios(yo, filtro({ cargo: "docente", departamento: String(quim.id) }), ctx.db);
      expect(docentesQuimica.filas.length).toBeGreaterThan(3);
      expect(docentesQuimica.filas.every((f) => f.cargos.includes("docente") && f.departamento === "Química" && f.activo)).toBe(true);
      expect((await listUsuarios(yo, filtro({ q: "LOPEZ gracia" }), ctx.db)).filas.map((f) => f.email)).toEqual([cuentas.docente]);
      expect((await listUsuarios(yo, filtro({ q: "24Q0001" }), ctx.db)).filas.map((f) => f.email)).toEqual([cuentas.estudiante]);
      const grupo = await listUsuarios(yo, filtro({ grupo: "2ELE202" }), ctx.db);
      expect(grupo.total).toBe(5);
      expect((await listUsuarios(yo, filtro({ activo: "no" }), ctx.db)).filas.map((f) => f.email)).toContain(cuentas.inactivo);
      const p1 = await listUsuarios(yo, filtro({ pagina: "1" }), ctx.db);
      const p2 = await listUsuarios(yo, filtro({ pagina: "2" }), ctx.db);
      expect(p1.filas).toHaveLength(25);
      expect(p1.filas.map((f) => f.id)).not.toContain(p2.filas[0].id);
      // By surname, name and id (the order usuarios_orden_idx serves): two pages are the first 50.
      const primeras = await ctx.db.select({ id: usuarios.id }).from(usuarios).where(eq(usuarios.activo, true)).orderBy(usuarios.apellidos, usuarios.nombre, usuarios.id).limit(50);
      expect([...p1.filas, ...p2.filas].map((f) => f.id)).toEqual(primeras.map((f) => f.id));
      expect((await listUsuarios(yo, filtro({ pagina: "9999" }), ctx.db)).pagina).toBe(p1.paginas);

      const ana = await persona(ctx.db, cuentas.docente);
      const detalle = await getUsuario(yo, ana.id, ctx.db);
      expect(detalle.vinculos.tutoria).toBe("1QUI301");
      expect(detalle.vinculos.imparte.map((i) => `${i.modulo}/${i.grupo}`)).toEqual(expect.arrayContaining(["0065/1QUI301", "0067/2QUI301"]));
      await expect(getUsuario(yo, 999_999, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(listUsuarios(ana, filtro(), ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("a person's links are read in the person's row, as the plain reads give them, for teachers, heads and students", async () => {
      const yo = await admin();
      // The plain reads the JSON column replaced.
      const vinculos = async (id: number) => {
        const imparte = await ctx.db
          .select({ modulo: imparticiones.modulo, ciclo: imparticiones.ciclo, nombre: modulos.nombre, grupo: imparticiones.grupo })
          .from(imparticiones)
          .innerJoin(modulos, and(eq(modulos.codigo, imparticiones.modulo), eq(modulos.ciclo, imparticiones.ciclo)))
          .where(eq(imparticiones.docenteId, id))
          .orderBy(asc(imparticiones.grupo), asc(modulos.nombre));
        const [tutoria] = await ctx.db.select({ codigo: tutorias.grupo }).from(tutorias).where(eq(tutorias.tutorId, id));
        const [jefatura] = await ctx.db.select({ nombre: departamentos.nombre }).from(departamentos).where(eq(departamentos.jefeId, id));
        const solicitudes = await ctx.db
          .select({ id: convalidaciones.id, ciclo: convalidaciones.ciclo, creada: convalidaciones.creada, resuelta: convalidaciones.resuelta })
          .from(convalidaciones)
          .where(eq(convalidaciones.estudianteId, id))
          .orderBy(desc(convalidaciones.creada));
        return { imparte, tutoria: tutoria?.codigo ?? null, jefaturaDe: jefatura?.nombre ?? null, matriculas: await ctx.db.$count(matriculasModulo, eq(matriculasModulo.estudianteId, id)), convalidaciones: solicitudes };
      };
      const [conSolicitudes] = await ctx.db.select({ id: convalidaciones.estudianteId }).from(convalidaciones).groupBy(convalidaciones.estudianteId).orderBy(desc(sql`count(*)`)).limit(1);
      const ids = [(await persona(ctx.db, cuentas.docente)).id, (await persona(ctx.db, cuentas.jefaturaQuimica)).id, (await persona(ctx.db, cuentas.estudiante)).id, conSolicitudes.id];
      const leidos = [];
      for (const id of ids) {
        const detalle = await getUsuario(yo, id, ctx.db);
        expect(detalle.vinculos).toEqual(await vinculos(id));
        leidos.push(detalle.vinculos);
      }
      // Something of each kind was compared.
      expect(leidos.some((v) => v.imparte.length > 1 && v.tutoria)).toBe(true);
      expect(leidos.some((v) => v.jefaturaDe)).toBe(true);
      expect(leidos.some((v) => v.matriculas > 0)).toBe(true);
      expect(leidos.some((v) => v.convalidaciones.length > 0 && v.convalidaciones[0].creada instanceof Date)).toBe(true);
    });

    it("offers every department and group for the people pages, in the order of their admin lists, to admins only", async () => {
      const yo = await admin();
      const opciones = await getOpcionesPersona(yo, ctx.db);
      expect(opciones.departamentos).toEqual((await listDepartamentos(yo, ctx.db)).map(({ id, nombre }) => ({ id, nombre })));
      expect(opciones.grupos).toEqual((await listGrupos(yo, ctx.db)).map(({ codigo, cicloNombre }) => ({ codigo, cicloNombre })));
      expect(opciones.grupos.length).toBeGreaterThan(1);
      expect(opciones.departamentos.length).toBeGreaterThan(1);
      await expect(getOpcionesPersona({ cargos: ["jefatura"] }, ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("counts active accounts per cargo (someone with two counts in both) for admins only, inactive ones left out", async () => {
      const yo = await admin();
      const n = (cargo: Cargo) => ctx.db.$count(usuarios, and(conCargo(usuarios.cargos, cargo), eq(usuarios.activo, true)));
      const esperado = async () => [
        { cargo: "estudiante", total: await n("estudiante") },
        { cargo: "docente", total: await n("docente") },
        { cargo: "jefatura", total: await n("jefatura") },
        { cargo: "admin", total: await n("admin") },
      ];
      const antes = await countUsuariosPorCargo(yo, ctx.db);
      expect(antes).toEqual(await esperado());
      expect(antes[0].total).toBeGreaterThan(0);
      await ctx.db.update(usuarios).set({ activo: false }).where(eq(usuarios.email, cuentas.estudiante));
      const despues = await countUsuariosPorCargo(yo, ctx.db);
      expect(despues).toEqual(await esperado());
      expect(despues[0].total).toBe(antes[0].total - 1);
      expect(await countUsuariosPorCargo({ cargos: ["jefatura"] }, ctx.db)).toEqual([]);
    });

    it("counts the rows it pages over with the same filters", async () => {
      const yo = await admin();
      const [{ n }] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(usuarios).where(and(conCargo(usuarios.cargos, "estudiante"), eq(usuarios.activo, true)));
      expect((await listUsuarios(yo, filtro({ cargo: "estudiante" }), ctx.db)).total).toBe(n);
    });
  },
  { seed: true },
);
