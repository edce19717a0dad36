import { and, asc, eq, sql } from "drizzle-orm";
import { conCargo } from "../acceso/sql";
import { demoAccounts } from "../semilla";
import { convalidacionHistorial, convalidacionModulos, convalidaciones, grupoEstudiantes, grupos, matriculas, modulos, usuarios } from "../db/schema";
import { SOLICITUD_EJEMPLO } from "../../tests/support/convalidaciones";
import { describeEachDatabase } from "../../tests/support/test-db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { esProvinciaEscrita } from "../refdata/queries";
import { getCatalogoCiclos, listCiclos, listModulosCiclo } from "../ciclos/queries";
import type { Db } from "../db";
import { getAjustesCentro, guardarAjustesCentro } from "./ajustes";
import { crearSolicitud, reabrirSolicitud, resolverSolicitud } from "./mutations";
import { MATRICULA_EJEMPLO } from "../../tests/support/matricula";
import { enviarMatricula } from "../matricula/mutations";
import { matriculaSchema } from "../matricula/schemas";
import { getFormularioSolicitud, getSolicitud, listHistorialSolicitud, listSolicitudes, listSolicitudesPropias } from "./queries";
import { resolucionSchema, solicitudFormSchema, type NuevaSolicitud } from "./schemas";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

function datos(overrides: Partial<NuevaSolicitud> = {}): NuevaSolicitud {
  return solicitudFormSchema.parse({
    ...SOLICITUD_EJEMPLO,
    ...overrides,
  });
}

const filtros = { estado: "todas" as const, pagina: 1 };

describeEachDatabase(
  "convalidaciones: alcance, resolución y ajustes",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);

    it("a student files a request stored with the account's email and sees only their own", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
      const s = await crearSolicitud(lucia, datos({ modulos: ["0065"] }), ctx.db);
      expect(s).toMatchObject({ email: cuentas.estudiante, resuelta: null, ciclo: { codigo: "QUI301" }, nif: "12345678Z" });
      expect(s.modulos).toEqual([{ codigo: "0065", nombre: "Muestreo y preparación de la muestra", curso: 1, estado: "pendiente", calificacion: null, motivo: null }]);

      expect((await listSolicitudesPropias(lucia, ctx.db)).map((x) => x.id)).toContain(s.id);
      const deDiego = await listSolicitudesPropias(diego, ctx.db);
      expect(deDiego.some((x) => x.id === s.id)).toBe(false);
      expect(deDiego.length).toBeGreaterThan(0); // the seeded, resolved request
      await expect(getSolicitud(diego, s.id, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(getSolicitud(lucia, deDiego[0].id, ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("teachers and jefatura get not-found; the admin reads any request and its note", async () => {
      const [cualquiera] = await ctx.db.select().from(convalidaciones).limit(1);
      for (const email of [cuentas.docente, cuentas.jefaturaQuimica]) {
        const u = await usuario(ctx.db, email);
        await expect(getSolicitud(u, cualquiera.id, ctx.db)).rejects.toMatchObject({ status: 404 });
        await expect(listSolicitudes(u, filtros, ctx.db)).rejects.toMatchObject({ status: 403 });
        expect(await listSolicitudesPropias(u, ctx.db)).toEqual([]);
      }
      const admin = await usuario(ctx.db, cuentas.admin);
      const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
      const [resuelta] = await listSolicitudesPropias(diego, ctx.db);
      expect((await getSolicitud(admin, resuelta.id, ctx.db)).documentosRevisados).toMatch(/Certificación/);
      expect((await getSolicitud(diego, resuelta.id, ctx.db)).documentosRevisados).toBeNull();
    });

    it("checks the province and the locality against the INE lists and the postal code against the locality (issue 48)", async () => {
      // A student the other tests leave alone.
      const lucia = await usuario(ctx.db, `hector.campo@${ctx.domain}`);
      const antes = await ctx.db.$count(convalidaciones);
      await expect(crearSolicitud(lucia, datos({ codigoPostal: "50001", provincia: "Huesca" }), ctx.db)).rejects.toMatchObject({
        status: 422,
        fieldErrors: { codigoPostal: ["El código postal 50001 no es de la localidad elegida: es de Zaragoza"] },
      });
      // Barbastro's code with the municipality Huesca: same province, wrong town.
      await expect(crearSolicitud(lucia, datos({ codigoPostal: "22300" }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { codigoPostal: ["El código postal 22300 no es de la localidad elegida: es de Barbastro"] } });
      await expect(crearSolicitud(lucia, datos({ codigoPostal: "22000" }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { codigoPostal: ["El código postal 22000 no existe"] } });
      await expect(crearSolicitud(lucia, datos({ provincia: "Huescaa" }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { provincia: ["Elige una provincia de la lista"] } });
      await expect(crearSolicitud(lucia, datos({ codigoPostal: "22300", localidad: "Barbastro capital" }), ctx.db)).rejects.toMatchObject({
        status: 422,
        fieldErrors: { localidad: ["Elige una localidad de Huesca de la lista: el código postal 22300 es de Barbastro"] },
      });
      expect(await ctx.db.$count(convalidaciones)).toBe(antes);
      // As people write them: any case and accents, INE's «Palmas, Las» as «Las Palmas».
      expect(esProvinciaEscrita("burgos", [{ id: "09", nombre: "Burgos" }, { id: "01", nombre: "Araba/Álava" }])).toBe(true);
      expect(esProvinciaEscrita("Álava", [{ id: "01", nombre: "Araba/Álava" }])).toBe(true);
      expect(esProvinciaEscrita("Las Palmas", [{ id: "35", nombre: "Palmas, Las" }])).toBe(true);
      expect(esProvinciaEscrita("Teruel", [{ id: "22", nombre: "Huesca" }])).toBe(false);
      // Stored as INE writes them; Álava's code for Condado de Treviño (Burgos) crosses the border.
      const s = await crearSolicitud(lucia, datos({ codigoPostal: "22 300", localidad: "barbastro", provincia: "HUESCA", modulos: ["0065"] }), ctx.db);
      expect(s).toMatchObject({ codigoPostal: "22300", provincia: "Huesca", localidad: "Barbastro" });
      const t = await crearSolicitud(lucia, datos({ codigoPostal: "01118", localidad: "Condado de Treviño", provincia: "Burgos", modulos: ["0066"] }), ctx.db);
      expect(t).toMatchObject({ provincia: "Burgos", localidad: "Condado de Treviño" });
    });

    it("refuses modules of another cycle, unknown cycles and modules already pending, writing nothing", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const antes = await ctx.db.$count(convalidaciones);
      await expect(crearSolicitud(lucia, datos({ modulos: ["0221"] }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { modulos: expect.any(Array) } });
      await expect(crearSolicitud(lucia, datos({ ciclo: "XXX999" }), ctx.db)).rejects.toMatchObject({ status: 422, fieldErrors: { ciclo: expect.any(Array) } });
      await crearSolicitud(lucia, datos({ modulos: ["0068"] }), ctx.db);
      await expect(crearSolicitud(lucia, datos({ modulos: ["0069", "0068"] }), ctx.db)).rejects.toMatchObject({ status: 409, message: expect.stringContaining("Ensayos físicos") });
      expect(await ctx.db.$count(convalidaciones)).toBe(antes + 1);
      const admin = await usuario(ctx.db, cuentas.admin);
      await expect(crearSolicitud(admin, datos(), ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("resolves once: the date is set, a second resolution is refused with 409 and changes nothing", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const admin = await usuario(ctx.db, cuentas.admin);
      const s = await crearSolicitud(lucia, datos({ modulos: ["0070", "0071"] }), ctx.db);
      const r = await resolverSolicitud(
        admin,
        s.id,
        resolucionSchema.parse({ modulos: [{ codigo: "0070", estado: "concedida", calificacion: "7" }, { codigo: "0071", estado: "denegada" }], documentosRevisados: "Certificado cotejado" }),
        ctx.db,
      );
      expect(r.resuelta).toBeInstanceOf(Date);
      expect(r.resueltaPor).toMatchObject({ nombre: "Marta" });
      expect(r.modulos.map((m) => [m.codigo, m.estado, m.calificacion])).toEqual([
        ["0070", "concedida", 7],
        ["0071", "denegada", null],
      ]);

      await expect(
        resolverSolicitud(admin, s.id, resolucionSchema.parse({ modulos: [{ codigo: "0070", estado: "denegada" }, { codigo: "0071", estado: "denegada" }] }), ctx.db),
      ).rejects.toMatchObject({ status: 409 });
      const despues = await getSolicitud(admin, s.id, ctx.db);
      expect(despues.resuelta?.getTime()).toBe(r.resuelta?.getTime());
      expect(despues.modulos.find((m) => m.codigo === "0070")).toMatchObject({ estado: "concedida", calificacion: 7 });
      expect((await getSolicitud(lucia, s.id, ctx.db)).resuelta?.getTime()).toBe(r.resuelta?.getTime());
    });

    it("stores why a module was denied, which a reopened request keeps for the next resolution (issue 48, defect 9)", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const admin = await usuario(ctx.db, cuentas.admin);
      const s = await crearSolicitud(lucia, datos({ modulos: ["0066", "0067"] }), ctx.db);
      const motivo = "Los estudios aportados no cubren los análisis volumétricos.";
      await resolverSolicitud(admin, s.id, resolucionSchema.parse({ modulos: [{ codigo: "0066", estado: "denegada", motivo }, { codigo: "0067", estado: "concedida" }] }), ctx.db);
      const vista = await getSolicitud(lucia, s.id, ctx.db);
      expect(vista.modulos.map((m) => [m.codigo, m.estado, m.motivo])).toEqual([
        ["0066", "denegada", motivo],
        ["0067", "concedida", null],
      ]);
      await reabrirSolicitud(admin, s.id, "Revisar la calificación", ctx.db);
      expect((await getSolicitud(admin, s.id, ctx.db)).modulos[0].motivo).toBe(motivo);
      // The database refuses a reason on a granted module, whoever writes it.
      await expect(ctx.db.execute(sql`update convalidacion_modulos set estado = 'concedida' where convalidacion_id = ${s.id} and modulo = '0066'`)).rejects.toThrow();
    });

    it("two simultaneous resolutions leave exactly one winner", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const admin = await usuario(ctx.db, cuentas.admin);
      const s = await crearSolicitud(lucia, datos({ modulos: ["0073"] }), ctx.db);
      const res = resolucionSchema.parse({ modulos: [{ codigo: "0073", estado: "concedida" }] });
      const r = await Promise.allSettled(Array.from({ length: 5 }, () => resolverSolicitud(admin, s.id, res, ctx.db)));
      expect(r.filter((x) => x.status === "fulfilled")).toHaveLength(1);
      expect(r.filter((x) => x.status === "rejected").every((x) => (x as PromiseRejectedResult).reason.status === 409)).toBe(true);
      const eventos = await ctx.db.select().from(convalidacionHistorial).where(eq(convalidacionHistorial.convalidacionId, s.id));
      expect(eventos.filter((e) => e.accion === "resuelta")).toHaveLength(1);
    });

    it("refuses a resolution that misses or adds modules, and non-admins get not-found", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const admin = await usuario(ctx.db, cuentas.admin);
      const ana = await usuario(ctx.db, cuentas.docente);
      const s = await crearSolicitud(lucia, datos({ modulos: ["0072", "0074"] }), ctx.db);
      await expect(resolverSolicitud(admin, s.id, resolucionSchema.parse({ modulos: [{ codigo: "0072", estado: "concedida" }] }), ctx.db)).rejects.toMatchObject({
        status: 422,
        fieldErrors: { "0074.estado": expect.any(Array) },
      });
      await expect(
        resolverSolicitud(admin, s.id, resolucionSchema.parse({ modulos: [{ codigo: "0072", estado: "concedida" }, { codigo: "0074", estado: "denegada" }, { codigo: "0065", estado: "denegada" }] }), ctx.db),
      ).rejects.toMatchObject({ status: 422 });
      const res = resolucionSchema.parse({ modulos: [{ codigo: "0072", estado: "concedida" }, { codigo: "0074", estado: "denegada" }] });
      await expect(resolverSolicitud(ana, s.id, res, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(resolverSolicitud(lucia, s.id, res, ctx.db)).rejects.toMatchObject({ status: 404 });
      await expect(resolverSolicitud(admin, 999_999, res, ctx.db)).rejects.toMatchObject({ status: 404 });
      expect((await getSolicitud(admin, s.id, ctx.db)).resuelta).toBeNull();
    });

    it("an admin reopens a resolved request, which is recorded, and resolves it again with a new date", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const admin = await usuario(ctx.db, cuentas.admin);
      const s = await crearSolicitud(lucia, datos({ modulos: ["0075"] }), ctx.db);
      await expect(reabrirSolicitud(admin, s.id, "Nada que reabrir", ctx.db)).rejects.toMatchObject({ status: 409 });
      const primera = await resolverSolicitud(admin, s.id, resolucionSchema.parse({ modulos: [{ codigo: "0075", estado: "denegada" }] }), ctx.db);
      await expect(reabrirSolicitud(lucia, s.id, "Quiero otra resolución", ctx.db)).rejects.toMatchObject({ status: 404 });

      const reabierta = await reabrirSolicitud(admin, s.id, "La estudiante aporta el certificado que faltaba", ctx.db);
      expect(reabierta.resuelta).toBeNull();
      expect(reabierta.modulos[0]).toMatchObject({ estado: "denegada" });
      const segunda = await resolverSolicitud(admin, s.id, resolucionSchema.parse({ modulos: [{ codigo: "0075", estado: "concedida", calificacion: 9 }] }), ctx.db);
      expect(segunda.resuelta!.getTime()).toBeGreaterThanOrEqual(primera.resuelta!.getTime());

      const historial = await listHistorialSolicitud(admin, s.id, ctx.db);
      expect(historial.map((h) => h.accion)).toEqual(["presentada", "resuelta", "reabierta", "resuelta"]);
      expect(historial[2]).toMatchObject({ usuario: "Marta Lacasa Ferrer", motivo: "La estudiante aporta el certificado que faltaba" });
      await expect(listHistorialSolicitud(lucia, s.id, ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("a denied module can be asked for again; a granted one cannot", async () => {
      const diego = await usuario(ctx.db, cuentas.estudianteInformatica);
      // Seeded: 0223 granted with an 8, 0221 denied.
      await expect(crearSolicitud(diego, datos({ ciclo: "IFC201", modulos: ["0223"] }), ctx.db)).rejects.toMatchObject({ status: 409 });
      const otra = await crearSolicitud(diego, datos({ ciclo: "IFC201", modulos: ["0221"] }), ctx.db);
      expect(otra.modulos.map((m) => m.codigo)).toEqual(["0221"]);
    });

    it("the admin list filters by status and cycle and searches by name without accents or by NIF", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const todas = await listSolicitudes(admin, filtros, ctx.db);
      expect(todas.total).toBe(await ctx.db.$count(convalidaciones));
      const creadas = todas.solicitudes.map((s) => s.creada.getTime());
      expect(creadas).toEqual([...creadas].sort((a, b) => b - a));

      const sin = await listSolicitudes(admin, { ...filtros, estado: "sin_resolver" }, ctx.db);
      expect(sin.solicitudes.every((s) => s.resuelta === null)).toBe(true);
      const res = await listSolicitudes(admin, { ...filtros, estado: "resueltas" }, ctx.db);
      expect(res.solicitudes.every((s) => s.resuelta !== null)).toBe(true);
      expect(sin.total + res.total).toBe(todas.total);

      const ifc = await listSolicitudes(admin, { ...filtros, ciclo: "IFC201" }, ctx.db);
      expect(ifc.total).toBeGreaterThan(0);
      expect(ifc.solicitudes.every((s) => s.ciclo.codigo === "IFC201")).toBe(true);

      const porNombre = await listSolicitudes(admin, { ...filtros, q: "diego MARTIN" }, ctx.db);
      expect(porNombre.solicitudes.length).toBeGreaterThan(0);
      expect(porNombre.solicitudes.every((s) => s.nombre === "Diego")).toBe(true);
      const porApellido = await listSolicitudes(admin, { ...filtros, q: "pérez" }, ctx.db);
      expect(porApellido.solicitudes.every((s) => s.apellidos.startsWith("Pérez"))).toBe(true);
      const porNif = await listSolicitudes(admin, { ...filtros, q: "12345678-z" }, ctx.db);
      expect(porNif.total).toBeGreaterThan(0);
      expect(porNif.solicitudes.every((s) => s.nif === "12345678Z")).toBe(true);
      expect((await listSolicitudes(admin, { ...filtros, q: "%" }, ctx.db)).total).toBe(0);
    });

    it("each request's modules come with it, by course then code, as the plain join gives them, and only its own", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const plano = async (id: number) =>
        ctx.db
          .select({ codigo: convalidacionModulos.modulo, nombre: modulos.nombre, curso: modulos.curso, estado: convalidacionModulos.estado, calificacion: convalidacionModulos.calificacion, motivo: convalidacionModulos.motivo })
          .from(convalidacionModulos)
          .innerJoin(modulos, and(eq(modulos.codigo, convalidacionModulos.modulo), eq(modulos.ciclo, convalidacionModulos.ciclo)))
          .where(eq(convalidacionModulos.convalidacionId, id))
          .orderBy(asc(modulos.curso), asc(modulos.codigo));
      const { solicitudes } = await listSolicitudes(admin, filtros, ctx.db);
      expect(solicitudes.length).toBeGreaterThan(1);
      for (const s of solicitudes) expect(s.modulos).toEqual((await plano(s.id)).map(({ codigo, nombre, curso }) => ({ codigo, nombre, curso })));
      expect(solicitudes.some((s) => s.modulos.length > 1)).toBe(true);
      const [primera] = solicitudes;
      expect((await getSolicitud(admin, primera.id, ctx.db)).modulos).toEqual(await plano(primera.id));
      const propias = await listSolicitudesPropias(lucia, ctx.db);
      expect(propias.length).toBeGreaterThan(0);
      for (const s of propias) expect(s.modulos).toEqual((await plano(s.id)).map(({ codigo, nombre, curso }) => ({ codigo, nombre, curso })));
      // A page past the end shows the last one, with the same total.
      const ultima = await listSolicitudes(admin, { ...filtros, pagina: 99 }, ctx.db);
      expect(ultima.total).toBe(await ctx.db.$count(convalidaciones));
      expect(ultima.pagina).toBe(ultima.paginas);
      expect(ultima.solicitudes.length).toBeGreaterThan(0);
    });

    it("prefills the form from the student's latest request, else from the account, with the modules of the cycle it starts with", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      // Lucía's matrícula, if the demo gave her one, is older than the request the tests above sent.
      const previos = await getFormularioSolicitud(lucia, ctx.db);
      expect(previos).toMatchObject({ email: cuentas.estudiante, ciclo: "QUI301", origen: "solicitud", datos: { nif: "12345678Z", domicilio: "Calle Coso Alto, 3", telefonoMovil: "611222333", provincia: "Huesca", localidad: "Huesca" } });
      expect(previos.municipios["22"]).toContainEqual({ id: "22125", nombre: "Huesca" });
      expect(previos.provincias).toHaveLength(52);
      expect(previos.catalogo).toEqual(await getCatalogoCiclos("QUI301", ctx.db));
      expect(previos.catalogo.modulos.QUI301.length).toBeGreaterThan(0);
      // Pending modules and granted ones are offered no more; a denied one is (0071 was denied above).
      const bloqueados = new Map(previos.bloqueados.map((b) => [`${b.ciclo}:${b.modulo}`, b.motivo]));
      expect(bloqueados.get("QUI301:0065")).toBe("pendiente");
      expect(bloqueados.get("QUI301:0070")).toBe("concedida");
      expect(bloqueados.has("QUI301:0071")).toBe(false);
      // A student with no request yet: the account's name and the group's cycle.
      const [nuevo] = await ctx.db
        .select({ email: usuarios.email, ciclo: grupos.ciclo })
        .from(usuarios)
        .innerJoin(grupoEstudiantes, eq(grupoEstudiantes.estudianteId, usuarios.id))
        .innerJoin(grupos, eq(grupos.codigo, grupoEstudiantes.grupo))
        .where(
          and(
            conCargo(usuarios.cargos, "estudiante"),
            sql`not exists (select 1 from ${convalidaciones} where ${convalidaciones.estudianteId} = ${usuarios.id})`,
            sql`not exists (select 1 from ${matriculas} where ${matriculas.estudianteId} = ${usuarios.id})`,
          ),
        )
        .limit(1);
      const otro = await usuario(ctx.db, nuevo.email);
      const sinNada = await getFormularioSolicitud(otro, ctx.db);
      expect({ ...sinNada, provincias: [] }).toEqual({
        datos: { nombre: otro.nombre, apellidos: otro.apellidos, provincia: "", localidad: "" },
        origen: null,
        email: otro.email,
        ciclo: nuevo.ciclo,
        bloqueados: [],
        provincias: [],
        municipios: {},
        catalogo: await getCatalogoCiclos(nuevo.ciclo, ctx.db),
      });
      // Her matrícula sent, the form starts from it (issue 48): an NIF, the address by INE's names, the mobile.
      await enviarMatricula(otro, matriculaSchema.parse({ ...MATRICULA_EJEMPLO, nombre: "Olga", apellidos: "Núñez-Çelik", dni: "1.234.567-l", telefono: "612 34 00 11" }), ctx.db);
      expect(await getFormularioSolicitud(otro, ctx.db)).toMatchObject({
        origen: "matricula",
        datos: { nif: "01234567L", nombre: "Olga", apellidos: "Núñez-Çelik", domicilio: MATRICULA_EJEMPLO.domicilio.direccion, codigoPostal: "22003", provincia: "Huesca", localidad: "Huesca", telefonoMovil: "612340011", telefonoFijo: "" },
        municipios: { "22": expect.arrayContaining([{ id: "22125", nombre: "Huesca" }]) },
      });
      const ana = await usuario(ctx.db, cuentas.docente);
      await expect(getFormularioSolicitud(ana, ctx.db)).rejects.toMatchObject({ status: 403 });
    });

    it("the catalogue lists cycles with the starting cycle's modules and refuses an unknown cycle", async () => {
      const catalogo = await getCatalogoCiclos("QUI301", ctx.db);
      expect(catalogo.ciclos.map((c) => c.codigo)).toEqual(["ELE202", "IFC201", "QUI201", "QUI301"]);
      expect(catalogo.ciclos).toEqual(await listCiclos(ctx.db));
      const qui301 = await listModulosCiclo("QUI301", ctx.db);
      expect(qui301.length).toBe(11);
      expect(qui301[0].curso).toBe(1);
      expect(catalogo.modulos).toEqual({ QUI301: qui301 });
      // No cycle yet (a student with no group nor request), or one that is gone: no modules.
      expect((await getCatalogoCiclos("", ctx.db)).modulos).toEqual({});
      expect((await getCatalogoCiclos("NOPE", ctx.db)).modulos).toEqual({});
      await expect(listModulosCiclo("NOPE", ctx.db)).rejects.toMatchObject({ status: 404 });
    });

    it("the centre settings are seeded with Huesca 22004 and only an admin edits them", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const ana = await usuario(ctx.db, cuentas.docente);
      const a = await getAjustesCentro(ctx.db);
      expect(a).toMatchObject({ codigoPostal: "22004", localidad: "Huesca" });
      expect(a.normativaAutonomica).toMatch(/Decreto 91\/2024/);
      const { actualizado: _a, actualizadoPor: _p, ...editables } = a;
      void _a;
      void _p;
      await expect(guardarAjustesCentro(ana, editables, ctx.db)).rejects.toMatchObject({ status: 403 });
      const nuevos = await guardarAjustesCentro(admin, { ...editables, normativaAutonomica: "Decreto 91/2024, modificado." }, ctx.db);
      expect(nuevos).toMatchObject({ normativaAutonomica: "Decreto 91/2024, modificado.", actualizadoPor: "Marta Lacasa Ferrer" });
      await guardarAjustesCentro(admin, editables, ctx.db);
    });
  },
  { seed: true },
);
