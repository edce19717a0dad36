import { unzipSync, strFromU8 } from "fflate";
import { eq } from "drizzle-orm";
import { persona } from "../../tests/support/personas";
import { describeEachDatabase } from "../../tests/support/test-db";
import { avisos, convalidaciones, matriculas } from "../db/schema";
import { demoAccounts } from "../semilla";
import { exportarDatosDePersona } from "./exportacion";
import { unsafeFindUsuarioById } from "./queries";

describeEachDatabase(
  "usuarios: exportar los datos de una persona (solicitud de acceso)",
  (ctx) => {
    const cuentas = demoAccounts(ctx.domain);

    it("puts every section of a student in one ZIP: JSON, a CSV per section with rows, her PDFs and a LEEME; nobody else's data", async () => {
      // A demo student with a sent matrícula, so that the PDFs are really there.
      const [{ id: conMatricula }] = await ctx.db.select({ id: matriculas.estudianteId }).from(matriculas).orderBy(matriculas.id).limit(1);
      const [admin, lucia] = [await persona(ctx.db, cuentas.admin), await unsafeFindUsuarioById(conMatricula, ctx.db)];
      if (!lucia) throw new Error("falta la estudiante");
      const otra = (await persona(ctx.db, cuentas.estudiante)).id === lucia.id ? await persona(ctx.db, cuentas.estudianteInformatica) : await persona(ctx.db, cuentas.estudiante);
      const { nombreArchivo, zip } = await exportarDatosDePersona(admin, lucia.id, ctx.db);
      expect(nombreArchivo).toBe(`datos-${lucia.email.split("@")[0]}.zip`);
      const archivos = unzipSync(zip);
      const nombres = Object.keys(archivos).sort();

      const datos = JSON.parse(strFromU8(archivos["datos.json"])) as Record<string, Record<string, unknown>[]>;
      expect(datos.persona).toEqual([expect.objectContaining({ id: lucia.id, email: lucia.email, cargos: ["estudiante"] })]);
      // Credentials are not personal data to hand over.
      expect(datos.persona[0]).not.toHaveProperty("sesionVersion");
      expect(datos.grupos.length).toBeGreaterThan(0);
      for (const [seccion, filas] of Object.entries(datos)) expect(nombres.includes(`csv/${seccion}.csv`)).toBe(filas.length > 0);
      expect(strFromU8(archivos["csv/persona.csv"])).toContain(lucia.email);

      const susMatriculas = await ctx.db.select().from(matriculas).where(eq(matriculas.estudianteId, lucia.id));
      const resueltas = (await ctx.db.select().from(convalidaciones).where(eq(convalidaciones.estudianteId, lucia.id))).filter((c) => c.resuelta);
      expect(datos.matriculas).toHaveLength(susMatriculas.length);
      expect(datos.avisos).toHaveLength(await ctx.db.$count(avisos, eq(avisos.destinatarioId, lucia.id)));
      const pdfs = nombres.filter((n) => n.startsWith("pdf/"));
      expect(pdfs).toHaveLength(susMatriculas.length + resueltas.length);
      for (const p of pdfs) expect(strFromU8(archivos[p].slice(0, 5))).toBe("%PDF-");

      const leeme = strFromU8(archivos["LEEME.txt"]);
      expect(leeme).toContain(lucia.email);
      expect(leeme).toContain("anónimas");
      const todo = Object.entries(archivos)
        .filter(([n]) => !n.startsWith("pdf/"))
        .map(([, b]) => strFromU8(b))
        .join("\n");
      expect(todo).not.toContain(otra.email);
      expect(todo).not.toContain(String(otra.codigo ?? "sin-código"));
    });

    it("a teacher's export has her teaching and her survey counts; only the administration exports, and an unknown id is not found", async () => {
      const [admin, ana] = [await persona(ctx.db, cuentas.admin), await persona(ctx.db, cuentas.docente)];
      const datos = JSON.parse(strFromU8(unzipSync((await exportarDatosDePersona(admin, ana.id, ctx.db)).zip)["datos.json"])) as Record<string, Record<string, unknown>[]>;
      expect(datos.docencia.length).toBeGreaterThan(0);
      expect(datos.docencia.every((d) => d.docenteId === ana.id)).toBe(true);
      for (const r of datos.resultados_de_encuestas) expect(Object.keys(r).sort()).toEqual(["campanaId", "ciclo", "modulo", "publicadas", "respuestas"]);

      await expect(exportarDatosDePersona(ana, ana.id, ctx.db)).rejects.toMatchObject({ status: 403 });
      await expect(exportarDatosDePersona(admin, 99_999_999, ctx.db)).rejects.toMatchObject({ status: 404 });
    });
  },
  { seed: true },
);
