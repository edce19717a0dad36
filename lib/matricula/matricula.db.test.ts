import { and, asc, eq } from "drizzle-orm";
import { demoAccounts } from "../semilla";
import { ciclos, grupoEstudiantes, matriculaBorradores, matriculaHistorial, matriculaModulos, matriculas, rutasTransporte, usuarios } from "../db/schema";
import type { Db } from "../db";
import { getCursoActual } from "../curso-academico/queries";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { MATRICULA_EJEMPLO } from "../../tests/support/matricula";
import { describeEachDatabase } from "../../tests/support/test-db";
import { actualizarRuta, borrarRuta, crearRuta, descartarBorrador, enviarMatricula, guardarBorrador, revisarMatricula } from "./mutations";
import { countMatriculas, getListaMatriculas, listHistorialMatricula, listMatriculas, listMatriculasCompletas } from "./lista";
import { findMatriculaPropia, getMatricula } from "./ficha";
import { getFormularioMatricula } from "./formulario";
import { listRutas, listRutasAdmin } from "./transporte";
import { RUTAS_DEMO } from "./seed";
import { getCatalogoMatricula, getCentroHoja } from "./documentos";
import { listCiclos, listModulosCiclo } from "../ciclos/queries";
import { borradorSchema, matriculaSchema, type DatosMatricula } from "./schemas";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

/** The n-th student (by code) of a group, as the seed picks them. */
async function delGrupo(db: Db, grupo: string, posicion: number) {
  const [e] = await db
    .select({ email: usuarios.email })
    .from(grupoEstudiantes)
    .innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId))
    .where(eq(grupoEstudiantes.grupo, grupo))
    .orderBy(asc(usuarios.codigo))
    .limit(1)
    .offset(posicion);
  return usuario(db, e.email);
}

const datos = (cambios: Record<string, unknown> = {}): DatosMatricula => matriculaSchema.parse({ ...MATRICULA_EJEMPLO, ...cambios });
/** The example record with the student's own name, as their form would have it. */
const suyos = (u: { nombre: string; apellidos: string }, cambios: Record<string, unknown> = {}) => datos({ nombre: u.nombre, apellidos: u.apellidos, ...cambios });
const filtros = { estado: "todas" as const, transporte: "todos", pagina: 1 };

async function filasEscritas(db: Db) {
  return { m: await db.$count(matriculas), mm: await db.$count(matriculaModulos), h: await db.$count(matriculaHistorial) };
}

describeEachDatabase(
  "matrícula: envío, revisión y rutas",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);

    it("seeds the routes (Provincial too) and one matrícula per state, leaving the e2e students without one", async () => {
      expect((await listRutas(ctx.db)).map((r) => r.nombre)).toEqual([...RUTAS_DEMO]);
      const admin = await usuario(ctx.db, cuentas.admin);
      const p = await listMatriculas(admin, filtros, ctx.db);
      expect(p.curso).toBe((await getCursoActual(ctx.db)).codigo);
      expect(p.porEstado).toEqual({ enviada: 2, revisada: 1, incidencia: 1 });
      for (const email of [cuentas.estudiante, cuentas.estudianteInformatica]) expect(await findMatriculaPropia(await usuario(ctx.db, email), ctx.db)).toBeNull();
    });

    it("finds a student's own matrícula of the current school year, or of the year asked for", async () => {
      const actual = (await getCursoActual(ctx.db)).codigo;
      const anterior = `${Number(actual.slice(0, 4)) - 1}/${actual.slice(0, 4)}`;
      const deEsteCurso = await delGrupo(ctx.db, "2IFC201", 0);
      expect((await findMatriculaPropia(deEsteCurso, ctx.db))?.cursoAcademico).toBe(actual);
      // The seed's second-year student sent one last year only.
      const delAnterior = await delGrupo(ctx.db, "2IFC201", 1);
      expect(await findMatriculaPropia(delAnterior, ctx.db)).toBeNull();
      expect((await findMatriculaPropia(delAnterior, ctx.db, anterior))?.cursoAcademico).toBe(anterior);
    });

    it("a student sends the matrícula with the account's email and only they and the admin can read it", async () => {
      const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
      const m = await enviarMatricula(diego, datos({ email: cuentas.estudianteInformatica.toUpperCase() }), ctx.db);
      expect(m).toMatchObject({
        estado: "enviada",
        version: 1,
        email: cuentas.estudianteInformatica,
        dni: "18034567Z",
        nacimiento: { pais: { codigo: "ES", nombre: "España" }, provincia: { id: "22", nombre: "Huesca" }, localidad: { id: "22130", nombre: "Jaca" } },
        domicilio: { codigoPostal: "22003", localidad: { id: "22125", nombre: "Huesca" } },
        curso: null,
        ciclo: { codigo: "IFC201", nombre: "Sistemas Microinformáticos y Redes" },
        ruta: { nombre: "Provincial", provincia: "Sabiñánigo" },
        proteccionDatos: { padres: true, grabar: false },
      });
      expect(m.ciclo.modulos.map((x) => x.codigo)).toEqual(["0221", "0222"]);
      expect((await findMatriculaPropia(diego, ctx.db))?.id).toBe(m.id);

      const lucia = await usuario(ctx.db, cuentas.estudiante);
      await expect(getMatricula(lucia, m.id, ctx.db)).rejects.toMatchObject({ status: 404 });
      for (const email of [cuentas.docente, cuentas.jefaturaQuimica]) {
        const u = await usuario(ctx.db, email);
        await expect(getMatricula(u, m.id, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(enviarMatricula({ ...u, email }, datos(), ctx.db)).rejects.toMatchObject({ status: 403 });
        await expect(listMatriculas(u, filtros, ctx.db)).rejects.toMatchObject({ status: 403 });
      }
      expect((await getMatricula(await usuario(ctx.db, cuentas.admin), m.id, ctx.db)).apellidos).toBe("Martín Lanau");
    });

    it("refuses what only the database can judge, naming the field, and writes nothing", async () => {
      const alumno = await delGrupo(ctx.db, "1IFC201", 3);
      const antes = await filasEscritas(ctx.db);
      const casos: [Record<string, unknown>, string][] = [
        [{ ciclo: { codigo: "XYZ201", modulos: ["0221"] } }, "ciclo.codigo"],
        [{ ciclo: { codigo: "IFC201", modulos: ["0221", "0065"] } }, "ciclo.modulos"],
        [{ domicilio: { ...MATRICULA_EJEMPLO.domicilio, localidad: { id: "22999" } } }, "domicilio.localidad.id"],
        // The postal code against the INE table: Barbastro's code with Huesca, a code that does not exist.
        [{ domicilio: { ...MATRICULA_EJEMPLO.domicilio, codigoPostal: "22300" } }, "domicilio.codigoPostal"],
        [{ domicilio: { ...MATRICULA_EJEMPLO.domicilio, codigoPostal: "22000" } }, "domicilio.codigoPostal"],
        [{ cursoDiferente: true, curso: { ...MATRICULA_EJEMPLO.domicilio, codigoPostal: "22300", provincia: { id: "22" }, localidad: { id: "22158" } } }, "curso.codigoPostal"],
        [{ nacimiento: { ...MATRICULA_EJEMPLO.nacimiento, nacionalidad: "Atlántida" } }, "nacimiento.nacionalidad"],
        [{ ruta: { nombre: "Huesca - Marte" } }, "ruta.nombre"],
      ];
      for (const [cambio, campo] of casos) {
        const e = await enviarMatricula(alumno, suyos(alumno, cambio), ctx.db).catch((x: unknown) => x);
        expect(e).toMatchObject({ status: 422 });
        expect(Object.keys((e as { fieldErrors: object }).fieldErrors)).toEqual([campo]);
      }
      const otro = await enviarMatricula(alumno, suyos(alumno, { email: cuentas.estudiante }), ctx.db).catch((x: unknown) => x);
      expect(otro).toMatchObject({ status: 422, fieldErrors: { email: ["El correo no es el de tu cuenta"] } });
      expect(await filasEscritas(ctx.db)).toEqual(antes);
    });

    it("twenty identical sends at once leave one matrícula, version 1 and one history entry; a real change is one more version", async () => {
      const alumno = await delGrupo(ctx.db, "1IFC201", 6);
      const veinte = (d: DatosMatricula) => Promise.all(Array.from({ length: 20 }, () => enviarMatricula(alumno, d, ctx.db)));
      const enviadas = await veinte(suyos(alumno));
      const id = enviadas[0].id;
      expect(new Set(enviadas.map((m) => m.id))).toEqual(new Set([id]));
      const historial = async () => (await ctx.db.select().from(matriculaHistorial).where(eq(matriculaHistorial.matriculaId, id))).map((h) => h.accion);
      expect((await getMatricula(alumno, id, ctx.db)).version).toBe(1);
      expect(await historial()).toEqual(["enviada"]);

      await veinte(suyos(alumno, { telefono: "699111222" }));
      expect(await getMatricula(alumno, id, ctx.db)).toMatchObject({ version: 2, telefono: "699111222" });
      expect(await historial()).toEqual(["enviada", "reenviada"]);
      // The same values with the modules in another order are the same matrícula.
      const modulos = [...MATRICULA_EJEMPLO.ciclo.modulos].reverse();
      await enviarMatricula(alumno, suyos(alumno, { telefono: "699111222", ciclo: { ...MATRICULA_EJEMPLO.ciclo, modulos } }), ctx.db);
      expect((await getMatricula(alumno, id, ctx.db)).version).toBe(2);
      });

    it("accepts real postal code–municipality pairs, across a province border too, and stores the code normalised", async () => {
      const alumno = await delGrupo(ctx.db, "1IFC201", 6);
      const barbastro = { direccion: "Calle Argensola, 14", codigoPostal: "22 300", provincia: { id: "22" }, localidad: { id: "22048" } };
      // Condado de Treviño is a municipality of Burgos served by Álava's codes.
      const trevino = { direccion: "Calle Mayor, 1", codigoPostal: "01118", provincia: { id: "09" }, localidad: { id: "09109" } };
      const m = await enviarMatricula(alumno, suyos(alumno, { domicilio: barbastro, cursoDiferente: true, curso: trevino }), ctx.db);
      expect(m.domicilio).toMatchObject({ codigoPostal: "22300", localidad: { id: "22048", nombre: "Barbastro" } });
      expect(m.curso).toMatchObject({ codigoPostal: "01118", provincia: { id: "09", nombre: "Burgos" }, localidad: { id: "09109", nombre: "Condado de Treviño" } });
    });

    it("keeps a minor's parents' consent as not asked (null), and reads it back so", async () => {
      const alumno = await delGrupo(ctx.db, "1IFC201", 7);
      const hoy = new Date();
      const fechaNacimiento = `${hoy.getFullYear() - 16}-01-15`;
      const m = await enviarMatricula(alumno, suyos(alumno, { fechaNacimiento, proteccionDatos: { padres: "", grabar: "no" } }), ctx.db);
      expect(m.proteccionDatos).toEqual({ padres: null, grabar: false });
      expect((await getFormularioMatricula(alumno, ctx.db)).valores.proteccionDatos).toEqual({ padres: "", grabar: "no" });
    });

    it("a resend replaces the modules and clears the draft; the secretary's review names the version it read", async () => {
      const alumno = await delGrupo(ctx.db, "1IFC201", 4);
      const admin = await usuario(ctx.db, cuentas.admin);
      const m1 = await enviarMatricula(alumno, suyos(alumno), ctx.db);
      await guardarBorrador(alumno, borradorSchema.parse({ ...MATRICULA_EJEMPLO, telefono: "699000000" }), ctx.db);
      // The draft fills the form; the page still shows the sent matrícula's state, with its modules.
      expect(await getFormularioMatricula(alumno, ctx.db)).toMatchObject({ origen: "borrador", matricula: { id: m1.id, estudianteId: alumno.id, ciclo: { modulos: m1.ciclo.modulos } } });

      const m2 = await enviarMatricula(alumno, suyos(alumno, { telefono: "699000000", ciclo: { codigo: "ELE202", modulos: ["0232", "0233"] }, ruta: null }), ctx.db);
      expect(m2).toMatchObject({ id: m1.id, version: 2, telefono: "699000000", ruta: null, ciclo: { codigo: "ELE202" } });
      expect(m2.ciclo.modulos.map((x) => x.codigo)).toEqual(["0232", "0233"]);
      expect(await ctx.db.$count(matriculaBorradores, eq(matriculaBorradores.estudianteId, alumno.id))).toBe(0);
      expect((await getFormularioMatricula(alumno, ctx.db)).origen).toBe("matricula");

      await expect(revisarMatricula(admin, m1.id, { estado: "revisada", nota: "", version: 1 }, ctx.db)).rejects.toMatchObject({ status: 409 });
      const con = await revisarMatricula(admin, m1.id, { estado: "incidencia", nota: "Falta la foto de carné.", version: 2 }, ctx.db);
      expect(con).toMatchObject({ estado: "incidencia", incidencia: "Falta la foto de carné." });
      // Not reviewed until the student corrects it (issue 48); a new note is fine.
      await expect(revisarMatricula(admin, m1.id, { estado: "revisada", nota: "", version: 2 }, ctx.db)).rejects.toMatchObject({
        status: 409,
        message: "La matrícula tiene una incidencia sin corregir: podrá marcarse como revisada cuando el estudiante la corrija y la vuelva a enviar.",
      });
      expect(await revisarMatricula(admin, m1.id, { estado: "incidencia", nota: "Falta la foto de carné y la firma.", version: 2 }, ctx.db)).toMatchObject({ incidencia: "Falta la foto de carné y la firma." });
      // The student reads the note on their page and sends it again.
      expect((await findMatriculaPropia(alumno, ctx.db))?.incidencia).toBe("Falta la foto de carné y la firma.");
      const m3 = await enviarMatricula(alumno, suyos(alumno, { ciclo: { codigo: "ELE202", modulos: ["0232"] }, ruta: null }), ctx.db);
      expect(m3).toMatchObject({ estado: "enviada", incidencia: null, version: 3 });

      const revisada = await revisarMatricula(admin, m1.id, { estado: "revisada", nota: "", version: 3 }, ctx.db);
      expect(revisada).toMatchObject({ estado: "revisada", revisadaPor: "Marta Lacasa Ferrer" });
      expect(revisada.revisada).toBeInstanceOf(Date);
      await expect(revisarMatricula(admin, m1.id, { estado: "revisada", nota: "", version: 3 }, ctx.db)).rejects.toMatchObject({ status: 409 });
      await expect(enviarMatricula(alumno, suyos(alumno), ctx.db)).rejects.toMatchObject({ status: 409 });
      await expect(guardarBorrador(alumno, borradorSchema.parse({}), ctx.db)).rejects.toMatchObject({ status: 409 });
      await expect(revisarMatricula(await usuario(ctx.db, cuentas.docente), m1.id, { estado: "revisada", nota: "", version: 3 }, ctx.db)).rejects.toMatchObject({ status: 404 });

      expect((await listHistorialMatricula(admin, m1.id, ctx.db)).map((e) => e.accion)).toEqual(["enviada", "reenviada", "incidencia", "incidencia", "reenviada", "revisada"]);
    });

    it("lists by cycle, state, transport and text (accent-free, DNI), with counts per state", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
      const provincial = (await listRutas(ctx.db)).find((r) => r.nombre === "Provincial")!;
      const ids = async (f: Record<string, unknown>) => (await listMatriculas(admin, { ...filtros, ...f }, ctx.db)).matriculas.map((m) => m.id);
      const suya = (await findMatriculaPropia(diego, ctx.db))!.id;
      expect(await ids({ q: "martin lanau" })).toEqual([suya]);
      expect(await ids({ q: "lanau, diego" })).toEqual([suya]);
      expect(await ids({ q: "18.034.567-z" })).toContain(suya);
      expect(await ids({ ciclo: "IFC201", transporte: String(provincial.id) })).toContain(suya);
      expect(await ids({ ciclo: "QUI301" })).not.toContain(suya);
      expect(await ids({ transporte: "sin" })).not.toContain(suya);
      expect(await ids({ estado: "revisada", q: "lanau" })).toEqual([]);
      const p = await listMatriculas(admin, { ...filtros, ciclo: "QUI301" }, ctx.db);
      expect(p.porEstado).toEqual({ enviada: 0, revisada: 0, incidencia: 1 });
      expect(p.matriculas[0]).toMatchObject({ estado: "incidencia", ciclo: { codigo: "QUI301" }, ruta: null, modulos: 5 });
      expect((await listMatriculas(admin, { ...filtros, curso: "1999/2000" }, ctx.db)).total).toBe(0);

      const completas = await listMatriculasCompletas(admin, { ...filtros, ciclo: "IFC201" }, ctx.db);
      expect(completas.find((m) => m.id === suya)?.nacimiento.localidad.nombre).toBe("Jaca");
    });

    it("starts the form from the account and group, last year's matrícula, or the draft", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const f = await getFormularioMatricula(lucia, ctx.db);
      expect(f).toMatchObject({ origen: "cuenta", matricula: null, borrador: null, valores: { nombre: "Lucía", apellidos: "Pérez Barrio", ciclo: { codigo: "QUI301", modulos: ["0065", "0066", "0068", "0069", "0072", "0074"] } } });

      // A second-year student with last year's (seeded) matrícula: personal data and route carried over, this year's modules.
      const veterano = await delGrupo(ctx.db, "2IFC201", 1);
      const v = await getFormularioMatricula(veterano, ctx.db);
      expect(v.origen).toBe("anterior");
      expect(v.valores).toMatchObject({ dni: "73245110T", domicilio: { localidad: { id: "22130" } }, ruta: { nombre: "Huesca - Jaca" }, ciclo: { codigo: "IFC201", modulos: ["0224", "0226", "0227", "0228", "0230"] } });
      // A route no longer offered is not carried over.
      await ctx.db.update(rutasTransporte).set({ activa: false }).where(eq(rutasTransporte.nombre, "Huesca - Jaca"));
      const sinRuta = await getFormularioMatricula(veterano, ctx.db).finally(() => ctx.db.update(rutasTransporte).set({ activa: true }).where(eq(rutasTransporte.nombre, "Huesca - Jaca")));
      expect(sinRuta).toMatchObject({ origen: "anterior", valores: { dni: "73245110T", ruta: { nombre: "", provincia: "" } } });

      const saved = await guardarBorrador(lucia, borradorSchema.parse({ ...f.valores, telefono: "61" }), ctx.db);
      const b = await getFormularioMatricula(lucia, ctx.db);
      expect(b).toMatchObject({ origen: "borrador", valores: { telefono: "61" } });
      expect(b.borrador?.getTime()).toBe(saved.getTime());
      await descartarBorrador(lucia, ctx.db);
      expect((await getFormularioMatricula(lucia, ctx.db)).origen).toBe("cuenta");
      await expect(getFormularioMatricula(await usuario(ctx.db, cuentas.admin), ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("the form's catalogue (cycles, the starting cycle's modules, offered routes, letterhead) is what the separate reads give", async () => {
      const c = await getCatalogoMatricula("QUI301", ctx.db);
      expect(c.ciclos).toEqual(await listCiclos(ctx.db));
      expect(c.modulos).toEqual({ QUI301: await listModulosCiclo("QUI301", ctx.db) });
      expect(c.modulos.QUI301.length).toBeGreaterThan(1);
      expect(c.rutas).toEqual(await listRutas(ctx.db));
      expect(c.centro).toEqual(await getCentroHoja(ctx.db));
      // A form with no cycle chosen yet (or one that no longer exists) starts with no modules.
      expect((await getCatalogoMatricula("", ctx.db)).modulos).toEqual({});
      expect((await getCatalogoMatricula("NOEXISTE", ctx.db)).modulos).toEqual({});
    });

    it("manages routes: unique names, Provincial keeps its name, used routes are only deactivated", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const docente = await usuario(ctx.db, cuentas.docente);
      await expect(crearRuta(docente, { nombre: "X", activa: true }, ctx.db)).rejects.toMatchObject({ status: 403 });
      await expect(crearRuta(admin, { nombre: "huesca - jaca", activa: true }, ctx.db)).rejects.toMatchObject({ status: 409, fieldErrors: { nombre: ["Ya hay una ruta con ese nombre"] } });
      const nueva = await crearRuta(admin, { nombre: "Huesca - Graus", activa: true }, ctx.db);
      expect((await listRutas(ctx.db)).map((r) => r.nombre)).toContain("Huesca - Graus");
      const usos = Object.fromEntries((await listRutasAdmin(admin, ctx.db)).map((r) => [r.nombre, r.matriculas]));
      expect(usos).toMatchObject({ "Huesca - Graus": 0, "Huesca - Ayerbe": 0, "Huesca - Barbastro": 1, "Huesca - Sariñena": 1 });

      const provincial = (await listRutasAdmin(admin, ctx.db)).find((r) => r.nombre === "Provincial")!;
      expect(provincial.matriculas).toBeGreaterThan(0);
      await expect(actualizarRuta(admin, provincial.id, { nombre: "Comarcal", activa: true }, ctx.db)).rejects.toMatchObject({ status: 422 });
      await expect(borrarRuta(admin, provincial.id, ctx.db)).rejects.toMatchObject({ status: 409 });
      await actualizarRuta(admin, provincial.id, { nombre: "Provincial", activa: false }, ctx.db);
      expect((await listRutas(ctx.db)).map((r) => r.nombre)).not.toContain("Provincial");
      // A route no longer offered cannot be asked for…
      const alumno = await delGrupo(ctx.db, "1IFC201", 5);
      await expect(enviarMatricula(alumno, suyos(alumno), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { "ruta.nombre": ["Elige una ruta de la lista"] } });
      // …but the matrículas that asked for it keep it.
      const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
      expect((await findMatriculaPropia(diego, ctx.db))?.ruta?.nombre).toBe("Provincial");
      await actualizarRuta(admin, provincial.id, { nombre: "Provincial", activa: true }, ctx.db);

      await borrarRuta(admin, nueva.id, ctx.db);
      expect(await ctx.db.$count(rutasTransporte, and(eq(rutasTransporte.id, nueva.id)))).toBe(0);
      await expect(borrarRuta(admin, nueva.id, ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("the admin's list page reads the page, the counts and the filters' choices as the plain queries give them", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const curso = (await getCursoActual(ctx.db)).codigo;
      const l = await getListaMatriculas(admin, { ...filtros, estado: "enviada" }, ctx.db);
      expect(l.pagina).toEqual(await listMatriculas(admin, { ...filtros, estado: "enviada" }, ctx.db));
      expect(l.pagina.curso).toBe(curso);
      expect(l.pagina.matriculas.every((m) => m.estado === "enviada")).toBe(true);
      expect(l.pagina.total).toBe(await ctx.db.$count(matriculas, and(eq(matriculas.cursoAcademico, curso), eq(matriculas.estado, "enviada"))));
      // The state counts ignore the state filter only.
      for (const estado of ["enviada", "revisada", "incidencia"] as const) {
        expect(l.pagina.porEstado[estado]).toBe(await ctx.db.$count(matriculas, and(eq(matriculas.cursoAcademico, curso), eq(matriculas.estado, estado))));
      }
      expect(l.ciclos).toEqual(await ctx.db.select({ codigo: ciclos.codigo, nombre: ciclos.nombre }).from(ciclos).orderBy(asc(ciclos.codigo)));
      expect(l.ciclos.length).toBeGreaterThan(1);
      const todas = await ctx.db.select().from(matriculas);
      const rutas = await ctx.db.select().from(rutasTransporte);
      expect(l.rutas).toHaveLength(rutas.length);
      for (const r of l.rutas) expect(r).toEqual({ id: r.id, nombre: rutas.find((x) => x.id === r.id)!.nombre, activa: rutas.find((x) => x.id === r.id)!.activa, matriculas: todas.filter((m) => m.rutaId === r.id).length });
      expect(l.rutas.some((r) => r.matriculas > 0)).toBe(true);
      expect(l.cursos).toEqual([...new Set([curso, ...todas.map((m) => m.cursoAcademico)])].sort().reverse());
      // Another year by name: its rows and counts, none of the current year's.
      const otro = await getListaMatriculas(admin, { ...filtros, curso: "1999/2000" }, ctx.db);
      expect([otro.pagina.curso, otro.pagina.total, otro.pagina.porEstado]).toEqual(["1999/2000", 0, { enviada: 0, revisada: 0, incidencia: 0 }]);
      for (const email of [cuentas.docente, cuentas.estudiante]) {
        await expect(getListaMatriculas(await usuario(ctx.db, email), filtros, ctx.db)).rejects.toMatchObject({ status: 403 });
      }
    });

    it("counts the current year's matrículas per state (admin only), with the year, in one statement", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const curso = (await getCursoActual(ctx.db)).codigo;
      const r = await countMatriculas(admin, ctx.db);
      expect(r.curso).toBe(curso);
      for (const estado of ["enviada", "revisada", "incidencia"] as const) {
        expect(r.porEstado[estado]).toBe(await ctx.db.$count(matriculas, and(eq(matriculas.cursoAcademico, curso), eq(matriculas.estado, estado))));
      }
      expect(Object.values(r.porEstado).reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      await expect(countMatriculas(await usuario(ctx.db, cuentas.docente), ctx.db)).rejects.toMatchObject({ status: 403 });
    });
  },
  { seed: true },
);
