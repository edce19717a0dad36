import { and, asc, eq, sql } from "drizzle-orm";
import { demoAccounts } from "../semilla";
import { avisos, campanas, grupoEstudiantes, usuarios } from "../db/schema";
import type { Db } from "../db";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { SOLICITUD_EJEMPLO } from "../../tests/support/convalidaciones";
import { MATRICULA_EJEMPLO } from "../../tests/support/matricula";
import { describeEachDatabase } from "../../tests/support/test-db";
import { crearSolicitud, resolverSolicitud } from "../convalidaciones/mutations";
import { solicitudFormSchema } from "../convalidaciones/schemas";
import { enviarMatricula, revisarMatricula } from "../matricula/mutations";
import { matriculaSchema } from "../matricula/schemas";
import { abrirCampana, cerrarCampana, crearCampana } from "../encuestas/mutations";
import { aplicarCalendario } from "../encuestas/fechas-de-campana";
import { cursoAcademicoDe, formatearFecha, hoyEnElCentro, sumarDias } from "../fechas";
import { encolar } from "./encolar";

async function usuario(db: Db, email: string) {
  const u = await unsafeFindUsuarioByEmail(email, db);
  if (!u) throw new Error(`falta ${email}`);
  return u;
}

const avisosDe = (db: Db, tipo: string) => db.select().from(avisos).where(eq(avisos.tipo, tipo)).orderBy(asc(avisos.id));
const admins = (db: Db) => db.$count(usuarios, and(eq(usuarios.activo, true), sql`${usuarios.cargos} @> array['admin']::tipo_usuario[]`));

describeEachDatabase(
  "avisos escritos con su cambio",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);
    beforeEach(() => ctx.db.delete(avisos));

    it("a rolled-back transaction leaves no notice; a committed one leaves exactly one", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const evento = { tipo: "matricula_revisada" as const, datos: { curso: "2026/2027" } };
      await expect(
        ctx.db.transaction(async (tx) => {
          await encolar(tx, [lucia], evento);
          throw new Error("el cambio falla después de escribir su aviso");
        }),
      ).rejects.toThrow("el cambio falla");
      expect(await ctx.db.$count(avisos)).toBe(0);
      await ctx.db.transaction((tx) => encolar(tx, [lucia], evento));
      expect(await ctx.db.select({ d: avisos.destinatarioId, correo: avisos.correo, estado: avisos.estado, leido: avisos.leido }).from(avisos)).toEqual([
        { d: lucia.id, correo: lucia.email, estado: "pendiente", leido: null },
      ]);
    });

    it("a convalidación sent tells every admin; resolved, it tells its student with the link; a refused resolution tells no one", async () => {
      const lucia = await usuario(ctx.db, cuentas.estudiante);
      const admin = await usuario(ctx.db, cuentas.admin);
      const s = await crearSolicitud(lucia, solicitudFormSchema.parse({ ...SOLICITUD_EJEMPLO, modulos: ["0065", "0066"] }), ctx.db);
      const recibidas = await avisosDe(ctx.db, "convalidacion_recibida");
      expect(recibidas).toHaveLength(await admins(ctx.db));
      expect(recibidas.map((a) => a.destinatarioId)).toContain(admin.id);
      expect(recibidas[0]).toMatchObject({ enlace: `/admin/convalidaciones/${s.id}`, asunto: "Nueva solicitud de convalidación de Lucía Pérez Barrio (QUI301)" });

      // One module left undecided: refused, and no notice.
      await expect(resolverSolicitud(admin, s.id, { documentosRevisados: "Título", modulos: [{ codigo: "0065", estado: "concedida", calificacion: 7 }] }, ctx.db)).rejects.toMatchObject({ status: 422 });
      expect(await avisosDe(ctx.db, "convalidacion_resuelta")).toEqual([]);

      await resolverSolicitud(admin, s.id, { documentosRevisados: "Título", modulos: [{ codigo: "0065", estado: "concedida", calificacion: 7 }, { codigo: "0066", estado: "denegada", calificacion: null }] }, ctx.db);
      const resueltas = await avisosDe(ctx.db, "convalidacion_resuelta");
      expect(resueltas).toHaveLength(1);
      expect(resueltas[0]).toMatchObject({ destinatarioId: lucia.id, correo: lucia.email, enlace: `/estudiantes/convalidaciones/${s.id}`, datos: { id: s.id, ciclo: "QUI301", concedidos: 1, denegados: 1 } });
      // A second resolution is refused (409): still one notice.
      await expect(resolverSolicitud(admin, s.id, { documentosRevisados: "Título", modulos: [{ codigo: "0065", estado: "concedida", calificacion: 7 }, { codigo: "0066", estado: "concedida", calificacion: 5 }] }, ctx.db)).rejects.toMatchObject({ status: 409 });
      expect(await avisosDe(ctx.db, "convalidacion_resuelta")).toHaveLength(1);
    });

    it("a matrícula sent tells the admins; an incidencia carries its note to the student; a stale review tells no one", async () => {
      const [e] = await ctx.db
        .select({ email: usuarios.email })
        .from(grupoEstudiantes)
        .innerJoin(usuarios, eq(usuarios.id, grupoEstudiantes.estudianteId))
        .where(eq(grupoEstudiantes.grupo, "1IFC201"))
        .orderBy(asc(usuarios.codigo))
        .limit(1)
        .offset(5);
      const alumno = await usuario(ctx.db, e.email);
      const admin = await usuario(ctx.db, cuentas.admin);
      const m = await enviarMatricula(alumno, matriculaSchema.parse({ ...MATRICULA_EJEMPLO, nombre: alumno.nombre, apellidos: alumno.apellidos }), ctx.db);
      const recibidas = await avisosDe(ctx.db, "matricula_recibida");
      expect(recibidas).toHaveLength(await admins(ctx.db));
      expect(recibidas[0]).toMatchObject({ enlace: `/admin/matriculas/${m.id}`, datos: { reenviada: false } });

      await expect(revisarMatricula(admin, m.id, { estado: "revisada", nota: "", version: 9 }, ctx.db)).rejects.toMatchObject({ status: 409 });
      expect(await ctx.db.$count(avisos, eq(avisos.destinatarioId, alumno.id))).toBe(0);

      await revisarMatricula(admin, m.id, { estado: "incidencia", nota: "Falta la foto de carné.", version: 1 }, ctx.db);
      const [incidencia] = await avisosDe(ctx.db, "matricula_incidencia");
      expect(incidencia).toMatchObject({ destinatarioId: alumno.id, enlace: "/estudiantes/matricula", datos: { nota: "Falta la foto de carné." } });
      await enviarMatricula(alumno, matriculaSchema.parse({ ...MATRICULA_EJEMPLO, nombre: alumno.nombre, apellidos: alumno.apellidos }), ctx.db);
      expect((await avisosDe(ctx.db, "matricula_recibida")).filter((a) => (a.datos as { reenviada: boolean }).reenviada)).toHaveLength(await admins(ctx.db));
      await revisarMatricula(admin, m.id, { estado: "revisada", nota: "", version: 2 }, ctx.db);
      expect(await avisosDe(ctx.db, "matricula_revisada")).toMatchObject([{ destinatarioId: alumno.id }]);
    });

    it("a campaign opened by hand or by its calendar tells each student with surveys, once, with how many", async () => {
      const admin = await usuario(ctx.db, cuentas.admin);
      const [abierta] = await ctx.db.select().from(campanas).where(eq(campanas.estado, "abierta"));
      if (abierta) await cerrarCampana(admin, abierta.id, ctx.db);
      const abre = sumarDias(hoyEnElCentro(), 300);
      const c = await crearCampana(admin, { nombre: "Campaña de avisos", cursoAcademico: cursoAcademicoDe(abre), abre, cierra: sumarDias(abre, 10) }, ctx.db);
      await abrirCampana(admin, c.id, ctx.db);
      const abiertas = await avisosDe(ctx.db, "encuesta_abierta");
      expect(abiertas.length).toBeGreaterThan(0);
      // One per student, and only students.
      expect(new Set(abiertas.map((a) => a.destinatarioId)).size).toBe(abiertas.length);
      const destinatarios = await ctx.db.select({ cargos: usuarios.cargos }).from(usuarios).innerJoin(avisos, eq(avisos.destinatarioId, usuarios.id));
      expect(destinatarios.every((d) => d.cargos.join() === "estudiante")).toBe(true);
      expect(abiertas[0]).toMatchObject({ enlace: "/estudiantes/encuestas", datos: { campana: "Campaña de avisos", cierra: c.cierra, encuestas: expect.any(Number) } });

      // Opened by the calendar: the same notices, written with the opening.
      await cerrarCampana(admin, c.id, ctx.db);
      await ctx.db.delete(avisos);
      const hoy = hoyEnElCentro();
      await crearCampana(admin, { nombre: "Campaña que se abre sola", cursoAcademico: cursoAcademicoDe(hoy), abre: sumarDias(hoy, -1), cierra: sumarDias(hoy, 5) }, ctx.db);
      // Any demo campaign planned for today would open first; make sure ours is the one.
      await ctx.db.update(campanas).set({ abre: sumarDias(hoy, 100), cierra: sumarDias(hoy, 110) }).where(and(eq(campanas.estado, "preparada"), sql`${campanas.nombre} <> 'Campaña que se abre sola'`));
      await aplicarCalendario(ctx.db, hoy);
      await aplicarCalendario(ctx.db, hoy);
      expect((await avisosDe(ctx.db, "encuesta_abierta")).length).toBe(abiertas.length);
      const [ahora] = await ctx.db.select({ nombre: campanas.nombre }).from(campanas).where(eq(campanas.estado, "abierta"));
      expect(ahora.nombre).toBe("Campaña que se abre sola");

      // Two days before its last day (it closes at hoy + 5), one reminder to every student of the
      // campaign, answered or not — never before, never twice.
      await aplicarCalendario(ctx.db, sumarDias(hoy, 2));
      expect(await avisosDe(ctx.db, "encuesta_recordatorio")).toEqual([]);
      await aplicarCalendario(ctx.db, sumarDias(hoy, 3));
      await aplicarCalendario(ctx.db, sumarDias(hoy, 4));
      const recordatorios = await avisosDe(ctx.db, "encuesta_recordatorio");
      expect(recordatorios.map((a) => a.destinatarioId)).toEqual((await avisosDe(ctx.db, "encuesta_abierta")).map((a) => a.destinatarioId));
      expect(recordatorios[0]).toMatchObject({ enlace: "/estudiantes/encuestas", asunto: `Las encuestas «Campaña que se abre sola» se cierran el ${formatearFecha(sumarDias(hoy, 5))}` });
    });
  },
  { seed: true },
);
