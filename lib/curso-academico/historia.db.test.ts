import { eq, lt } from "drizzle-orm";
import type { Db } from "../db";
import { accionesFormativas, convalidaciones, cursosAcademicos, imparticiones, matriculas } from "../db/schema";
import { demoAccounts } from "../semilla";
import { describeEachDatabase } from "../../tests/support/test-db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { listSolicitudes } from "../convalidaciones/queries";
import { reabrirSolicitud, resolverSolicitud } from "../convalidaciones/mutations";
import { crearCampana } from "../encuestas/mutations";
import { listResultados } from "../encuestas/resultados";
import { guardarFranja } from "../horarios/mutations";
import { getSemanaGrupo } from "../horarios/semanas";
import { revisarMatricula } from "../matricula/mutations";
import { listMatriculas } from "../matricula/lista";
import { cambiarCompletado } from "../seguimientos/mutations";
import { getSeguimiento, listAcciones, listSesiones } from "../seguimientos/queries";
import { listRegistro } from "../registro/queries";
import { registrar } from "../registro/registrar";
import { mensajeCursoCerrado } from "./elegido";
import { cursoDeLaConsulta, exigirCursoEditable, getCursoElegido } from "./historia";
import { getCursoActual } from "./queries";

process.env.AUTH_DOMAIN ??= "cpifp-huesca.test";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

const anteriorA = (codigo: string) => `${Number(codigo.slice(0, 4)) - 1}/${codigo.slice(0, 4)}`;

describeEachDatabase(
  "historia: cursos pasados de solo lectura (issue 46)",
  (ctx) => {
    let actual: string;
    let pasado: string;
    const cerrado = (codigo: string) => ({ status: 409, message: mensajeCursoCerrado(codigo) });

    beforeAll(async () => {
      actual = (await getCursoActual(ctx.db)).codigo;
      pasado = anteriorA(actual);
      const y = Number(pasado.slice(0, 4));
      await ctx.db.insert(cursosAcademicos).values({ codigo: pasado, inicio: `${y}-09-15`, fin: `${y + 1}-06-22` }).onConflictDoNothing();
    });

    it("one helper refuses a past year with a 409 and the same words; the current and the next years pass", async () => {
      await expect(exigirCursoEditable(pasado, ctx.db)).rejects.toMatchObject(cerrado(pasado));
      await expect(exigirCursoEditable(actual, ctx.db)).resolves.toBeUndefined();
      await expect(exigirCursoEditable(`${Number(actual.slice(5))}/${Number(actual.slice(5)) + 1}`, ctx.db)).resolves.toBeUndefined();
    });

    it("the API's ?curso= answers for a year the centre has or the current one, and 404 for another", async () => {
      expect(await cursoDeLaConsulta(undefined, ctx.db)).toBe(actual);
      expect(await cursoDeLaConsulta(pasado, ctx.db)).toBe(pasado);
      await expect(cursoDeLaConsulta("1990/1991", ctx.db)).rejects.toMatchObject({ status: 404 });
      const e = await getCursoElegido(pasado, ctx.db);
      expect(e).toMatchObject({ curso: { codigo: pasado }, actual: { codigo: actual }, soloLectura: true });
      expect((await getCursoElegido("1990/1991", ctx.db)).curso.codigo).toBe(actual);
    });

    it("seguimiento: a past year's action is read with ?curso=, not by default, is not editable and refuses changes", async () => {
      const ana = await usuario(ctx.db, demoAccounts(ctx.domain).docente);
      const [imp] = await ctx.db.select().from(imparticiones).where(eq(imparticiones.docenteId, ana.id)).limit(1);
      const y = Number(pasado.slice(0, 4));
      const [a] = await ctx.db
        .insert(accionesFormativas)
        .values({ modulo: imp.modulo, ciclo: imp.ciclo, cursoAcademico: pasado, nombre: "UD del curso pasado", horasEstimadas: 10, fechaInicio: `${y}-10-01`, fechaFin: `${y}-10-31` })
        .returning();
      expect((await listAcciones(ana, imp.modulo, imp.ciclo, ctx.db)).some((x) => x.id === a.id)).toBe(false);
      expect((await listAcciones(ana, imp.modulo, imp.ciclo, ctx.db, pasado)).map((x) => x.id)).toContain(a.id);
      await expect(listAcciones(ana, imp.modulo, imp.ciclo, ctx.db, "1990/1991")).rejects.toMatchObject({ status: 404 });
      await expect(listSesiones(ana, imp.modulo, imp.ciclo, { curso: "1990/1991" }, ctx.db)).rejects.toMatchObject({ status: 404 });

      const s = await getSeguimiento(ana, imp.modulo, imp.ciclo, ctx.db, "docente", pasado);
      expect(s).toMatchObject({ curso: { codigo: pasado }, editable: false, historial: true });
      expect(s.acciones.map((x) => x.nombre)).toEqual(["UD del curso pasado"]);
      expect(await getSeguimiento(ana, imp.modulo, imp.ciclo, ctx.db, "docente")).toMatchObject({ curso: { codigo: actual }, editable: true, historial: false });

      await expect(cambiarCompletado(ana, a.id, true, ctx.db)).rejects.toMatchObject(cerrado(pasado));
      const [igual] = await ctx.db.select().from(accionesFormativas).where(eq(accionesFormativas.id, a.id));
      expect(igual.completado).toBe(false);
    });

    it("matrículas: a past year's are listed with ?curso= and cannot be reviewed", async () => {
      const admin = await usuario(ctx.db, demoAccounts(ctx.domain).admin);
      const [m] = await ctx.db.select().from(matriculas).where(lt(matriculas.cursoAcademico, actual)).limit(1);
      expect(m).toBeDefined();
      const lista = await listMatriculas(admin, { curso: m.cursoAcademico, estado: "todas", transporte: "todos", pagina: 1 }, ctx.db);
      expect(lista.matriculas.map((x) => x.id)).toContain(m.id);
      expect((await listMatriculas(admin, { estado: "todas", transporte: "todos", pagina: 1 }, ctx.db)).matriculas.map((x) => x.id)).not.toContain(m.id);
      await expect(revisarMatricula(admin, m.id, { estado: "incidencia", nota: "Falta el DNI", version: m.version }, ctx.db)).rejects.toMatchObject(cerrado(m.cursoAcademico));
      const [igual] = await ctx.db.select().from(matriculas).where(eq(matriculas.id, m.id));
      expect(igual.estado).toBe(m.estado);
    });

    it("convalidaciones belong to the year of their date: listed per year, a past year's cannot be resolved or reopened", async () => {
      const admin = await usuario(ctx.db, demoAccounts(ctx.domain).admin);
      const [vieja, resuelta] = await ctx.db.select().from(convalidaciones).orderBy(convalidaciones.id).limit(2);
      const y = Number(pasado.slice(0, 4));
      // 1 July is already the next year's; 30 June is still this one's (decision 068).
      await ctx.db.update(convalidaciones).set({ creada: new Date(`${y}-07-01T10:00:00+02:00`), resuelta: null, resueltaPor: null }).where(eq(convalidaciones.id, vieja.id));
      await ctx.db.update(convalidaciones).set({ creada: new Date(`${y + 1}-06-30T10:00:00+02:00`), resuelta: new Date(), resueltaPor: admin.id }).where(eq(convalidaciones.id, resuelta.id));
      const ids = async (curso?: string) => (await listSolicitudes(admin, { estado: "todas", pagina: 1, curso }, ctx.db)).solicitudes.map((s) => s.id);
      expect(await ids(pasado)).toEqual(expect.arrayContaining([vieja.id, resuelta.id]));
      expect(await ids(actual)).not.toContain(vieja.id);
      expect(await ids(anteriorA(pasado))).not.toContain(vieja.id);
      expect(await ids()).toEqual(expect.arrayContaining([vieja.id, resuelta.id]));

      await expect(resolverSolicitud(admin, vieja.id, { documentosRevisados: "", modulos: [] }, ctx.db)).rejects.toMatchObject(cerrado(pasado));
      await expect(reabrirSolicitud(admin, resuelta.id, "Otra vez", ctx.db)).rejects.toMatchObject(cerrado(pasado));
      const [sigue] = await ctx.db.select().from(convalidaciones).where(eq(convalidaciones.id, resuelta.id));
      expect(sigue.resuelta).not.toBeNull();
    });

    it("surveys: a past year's campaign shows under ?curso=, still hiding every group under the minimum", async () => {
      const ana = await usuario(ctx.db, demoAccounts(ctx.domain).docente);
      const todos = await listResultados(ana, { cursoAcademico: pasado, minimo: 1 }, ctx.db);
      expect(todos.campana).toMatchObject({ cursoAcademico: pasado, estado: "cerrada" });
      const respuestas = todos.modulos.map((m) => m.respuestas).filter((n) => n > 0);
      expect(respuestas.length).toBeGreaterThan(0);
      // A minimum above the smallest group's answers: that group hides, scores and comments alike.
      const minimo = Math.min(...respuestas) + 1;
      const { campana, modulos } = await listResultados(ana, { cursoAcademico: pasado, minimo }, ctx.db);
      expect(campana?.cursoAcademico).toBe(pasado);
      const ocultos = modulos.filter((m) => m.respuestas < minimo);
      expect(ocultos.length).toBeGreaterThan(0);
      for (const m of ocultos) expect(m).toMatchObject({ visible: false, cuestiones: [], comentarios: [] });
      for (const m of modulos.filter((x) => x.visible)) expect(m.respuestas).toBeGreaterThanOrEqual(minimo);

      // The current year's results are another campaign; a year without campaigns has none.
      expect((await listResultados(ana, { cursoAcademico: actual, minimo: 1 }, ctx.db)).campana?.cursoAcademico).toBe(actual);
      expect((await listResultados(ana, { cursoAcademico: "1990/1991", minimo: 1 }, ctx.db)).campana).toBeNull();
      // Another year's campaign named under ?curso= is not found.
      await expect(listResultados(ana, { campana: campana!.id, cursoAcademico: actual, minimo: 1 }, ctx.db)).rejects.toMatchObject({ status: 404 });

      const admin = await usuario(ctx.db, demoAccounts(ctx.domain).admin);
      await expect(crearCampana(admin, { nombre: "Tarde", cursoAcademico: pasado, abre: `${pasado.slice(5)}-06-01`, cierra: `${pasado.slice(5)}-06-10` }, ctx.db)).rejects.toMatchObject(cerrado(pasado));
    });

    it("timetables: a past year's week is read with ?curso= (404 for an unknown year) and its slots cannot change", async () => {
      const admin = await usuario(ctx.db, demoAccounts(ctx.domain).admin);
      const semana = await getSemanaGrupo(admin, "1QUI301", ctx.db, pasado);
      expect(semana).toMatchObject({ curso: pasado, periodos: [] });
      expect((await getSemanaGrupo(admin, "1QUI301", ctx.db)).curso).toBe(actual);
      await expect(getSemanaGrupo(admin, "1QUI301", ctx.db, "1990/1991")).rejects.toMatchObject({ status: 404 });
      await expect(guardarFranja(admin, { curso: pasado, inicio: "21:00", fin: "21:55", recreo: false }, ctx.db)).rejects.toMatchObject(cerrado(pasado));
    });

    it("change log: ?curso= keeps the lines of that year's dates", async () => {
      const admin = await usuario(ctx.db, demoAccounts(ctx.domain).admin);
      await registrar(ctx.db, null, { accion: "crear", entidad: "usuario", clave: "historia-hoy", resumen: "Línea de hoy" });
      const claves = async (curso?: string) => (await listRegistro(admin, { q: "", curso, pagina: 1 }, ctx.db)).filas.map((f) => f.clave);
      expect(await claves(actual)).toContain("historia-hoy");
      expect(await claves(pasado)).not.toContain("historia-hoy");
    });
  },
  { seed: true },
);
