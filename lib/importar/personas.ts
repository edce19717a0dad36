import "server-only";
import { eq, gte, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { email, nombreDePersona, nombreDePersonaOpcional, texto } from "../campos";
import { codigoGrupo } from "../grupos/admin-schemas";
import type { FilaCsv } from "../csv";
import type { Db } from "../db";
import { departamentos, grupoEstudiantes, grupos, imparticiones, tutorias as tablaTutorias, usuarios } from "../db/schema";
import { cursoEscribible } from "../curso-academico/historia";
import { getCursoActual } from "../curso-academico/queries";
import { describirCargos, mismosCargos, type Cargo } from "../acceso/cargos";
import { tieneCargo } from "../acceso/politica";
import { revocarTodasLasSesiones } from "../auth/sesiones-de-acceso";
import type { EntradaRegistro } from "../registro/registrar";
import { plegar } from "../texto";
import { compararEspanol } from "../orden";
import { CAMPOS_USUARIO, comprobarDominio, diferencias, fotoDe, nombrePersona, problemaConLosCargos, type FotoUsuario } from "../usuarios/reglas";
import { unsafeConsultaUsuarios } from "../usuarios/queries";
import { cargosSchema, codigoEstudiante } from "../usuarios/schemas";
import { vacioEsAusente } from "../campos";
import type { Ausente } from "./tipos";
import { erroresZod, type Planificador } from "./comun";

const filaEstudiante = z.object({
  email: email(),
  nombre: nombreDePersona({ campo: "el nombre", max: 80 }),
  // Students need their surnames (decision 069), as in the person's form.
  apellidos: nombreDePersona({ campo: "los apellidos", max: 120 }),
  grupo: codigoGrupo,
  codigo: codigoEstudiante,
});

const filaDocente = z.object({
  email: email(),
  nombre: nombreDePersona({ campo: "el nombre", max: 80 }),
  apellidos: nombreDePersonaOpcional({ campo: "los apellidos", max: 120 }),
  departamento: texto({ campo: "el departamento", max: 80 }),
  // Absent or empty: a new person is a teacher, an existing one keeps hers.
  cargos: z.preprocess(vacioEsAusente, cargosSchema.optional()).refine((c) => !c?.includes("estudiante"), "Este archivo es del personal: los cargos son docente, jefatura y admin"),
});

type Existente = Omit<FotoUsuario, "cargos"> & { id: number; departamentoId: number | null; cargos: Cargo[] };

type PlanPersona = { existente: Existente | undefined; foto: FotoUsuario; departamentoId: number | null; cargos: Cargo[] };

/**
 * Students or staff from a CSV, keyed by email. A row of an existing person of the same kind
 * updates them (and reactivates a deactivated one); a row whose email belongs to another kind of
 * account (a student in the staff file, or the other way round) is an error, never a silent change.
 * The staff file may set each person's cargos (a Cargos column); without it they keep theirs. The
 * rules of the person's page hold: teaching, tutoring and heading a department keep their cargo,
 * and the last active admin keeps hers.
 */
export async function prepararPersonas(tx: Db, tipo: "estudiantes" | "docentes", dominio: string, filas: readonly FilaCsv[]): Promise<Planificador<PlanPersona>> {
  const existentes: Existente[] = await unsafeConsultaUsuarios(tx);
  const porEmail = new Map(existentes.map((u) => [u.email, u]));
  const porCodigo = new Map(existentes.filter((u) => u.codigo).map((u) => [u.codigo!, u]));
  const deps = new Map((await tx.select({ id: departamentos.id, nombre: departamentos.nombre }).from(departamentos)).map((d) => [plegar(d.nombre), d]));
  const codigosGrupo = new Set((await tx.select({ codigo: grupos.codigo }).from(grupos)).map((g) => g.codigo));
  const deSuTipo = (u: { cargos: readonly Cargo[] }) => (tipo === "estudiantes") === tieneCargo(u, "estudiante");
  // What depends on each person's cargos, for the rules of problemaConLosCargos.
  const asignaciones = new Map<number, number>();
  // This year's and later: last year's are history (decision 067). The group is this year's.
  const curso = (await getCursoActual(tx)).codigo;
  for (const i of await tx.select({ id: imparticiones.docenteId }).from(imparticiones).where(gte(imparticiones.cursoAcademico, curso))) asignaciones.set(i.id, (asignaciones.get(i.id) ?? 0) + 1);
  const tutorias = new Map((await tx.select({ id: tablaTutorias.tutorId, codigo: tablaTutorias.grupo }).from(tablaTutorias).where(gte(tablaTutorias.cursoAcademico, curso)).orderBy(tablaTutorias.cursoAcademico)).map((g) => [g.id, g.codigo]));
  const jefaturas = new Map((await tx.select({ id: departamentos.jefeId, nombre: departamentos.nombre }).from(departamentos)).filter((x) => x.id !== null).map((x) => [x.id!, x.nombre]));
  const adminsActivos = new Set(existentes.filter((u) => u.activo && tieneCargo(u, "admin")).map((u) => u.id));
  // The code each email gets in the file: a code may move to someone whose own code also moves.
  const codigoEnArchivo = new Map(filas.map((f) => [f.valores.email?.trim().toLowerCase() ?? "", f.valores.codigo?.trim().toUpperCase() ?? ""]));
  const vistosEmail = new Map<string, number>();
  const vistosCodigo = new Map<string, number>();

  return {
    planificar({ linea, valores }: FilaCsv) {
      const r = (tipo === "estudiantes" ? filaEstudiante : filaDocente).safeParse(valores);
      const clave = valores.email?.trim().toLowerCase() ?? "";
      if (!r.success) return { clave, errores: erroresZod(r.error) };
      const e = r.data as z.output<typeof filaEstudiante> & z.output<typeof filaDocente>;
      const errores: string[] = [];
      const fueraDominio = comprobarDominio(e.email, dominio);
      if (fueraDominio) errores.push(`${fueraDominio}: ${e.email}`);
      const repetido = vistosEmail.get(e.email);
      if (repetido !== undefined) errores.push(`El correo ${e.email} ya aparece en la fila ${repetido}`);
      else vistosEmail.set(e.email, linea);
      const existente = porEmail.get(e.email);
      if (existente && !deSuTipo(existente)) errores.push(`Ya existe una cuenta de ${describirCargos(existente.cargos).toLowerCase()} con el correo ${e.email}: si es la misma persona, cambia sus cargos en Usuarios`);
      const cargos: Cargo[] = tipo === "estudiantes" ? ["estudiante"] : (e.cargos ?? existente?.cargos ?? ["docente"]);
      if (existente && deSuTipo(existente) && !mismosCargos(existente.cargos, cargos)) {
        const problema = problemaConLosCargos(cargos, { asignaciones: asignaciones.get(existente.id) ?? 0, tutoria: tutorias.get(existente.id) ?? null, jefaturaDe: jefaturas.get(existente.id) ?? null });
        if (problema) errores.push(problema);
        if (adminsActivos.has(existente.id) && !tieneCargo({ cargos }, "admin")) {
          adminsActivos.delete(existente.id);
          if (adminsActivos.size === 0) errores.push(`${e.email} es la última cuenta de administración activa: no puede perder el cargo de administración`);
        }
      }

      let departamento: { id: number; nombre: string } | undefined;
      if (tipo === "docentes") {
        departamento = deps.get(plegar(e.departamento));
        if (!departamento) errores.push(`No existe el departamento «${e.departamento}»: créalo en Centro › Departamentos o corrige el nombre`);
      } else {
        if (!codigosGrupo.has(e.grupo)) errores.push(`No existe el grupo ${e.grupo}: créalo en Centro › Grupos o corrige el código`);
        const otro = porCodigo.get(e.codigo);
        const otroLoSuelta = otro && codigoEnArchivo.has(otro.email) && codigoEnArchivo.get(otro.email) !== e.codigo;
        if (otro && otro.email !== e.email && !otroLoSuelta) errores.push(`El código ${e.codigo} ya es de ${otro.email}`);
        const fila = vistosCodigo.get(e.codigo);
        if (fila !== undefined) errores.push(`El código ${e.codigo} ya aparece en la fila ${fila}`);
        else vistosCodigo.set(e.codigo, linea);
      }
      if (errores.length) return { clave: e.email, errores };

      const foto: FotoUsuario = {
        email: e.email,
        nombre: e.nombre,
        apellidos: e.apellidos,
        cargos: describirCargos(cargos),
        departamento: departamento?.nombre ?? null,
        grupo: tipo === "estudiantes" ? e.grupo : null,
        codigo: tipo === "estudiantes" ? e.codigo : null,
        activo: true,
      };
      const antes = existente ? fotoDe(existente) : null;
      const cambios = diferencias(antes, foto, CAMPOS_USUARIO);
      return { clave: e.email, estado: !existente ? "nuevo" : cambios.length ? "cambiado" : "sinCambios", cambios, plan: { existente, foto, departamentoId: departamento?.id ?? null, cargos } };
    },

    ausentes(): Ausente[] {
      return existentes
        // The staff file lists who teaches: the secretary's office is not offered for deactivation.
        .filter((u) => u.activo && (tipo === "estudiantes" ? deSuTipo(u) : tieneCargo(u, "docente")) && !vistosEmail.has(u.email))
        .sort((a, b) => compararEspanol(a.apellidos, b.apellidos) || compararEspanol(a.nombre, b.nombre))
        .map((u) => ({ id: u.id, nombre: nombrePersona(u), email: u.email, detalle: tipo === "estudiantes" ? (u.grupo ?? "sin grupo") : (u.departamento ?? "sin departamento") }));
    },

    async aplicar(escritura, planes) {
      if (planes.some((p) => p.foto.grupo !== null)) await cursoEscribible(escritura, curso);
      const lineas: EntradaRegistro[] = [];
      const nuevos = planes.filter((p) => !p.existente);
      const cambiados = planes.filter((p) => p.existente);
      // Codes move between people in one file (a swap): free every changing code first.
      const liberar = cambiados.filter((p) => p.existente!.codigo !== p.foto.codigo && p.existente!.codigo !== null).map((p) => p.existente!.id);
      if (liberar.length) await escritura.update(usuarios).set({ codigo: null }).where(inArray(usuarios.id, liberar));
      for (let i = 0; i < nuevos.length; i += 500) {
        const trozo = nuevos.slice(i, i + 500);
        const ids = await escritura
          .insert(usuarios)
          .values(trozo.map(({ foto: f, departamentoId, cargos }) => ({ email: f.email, nombre: f.nombre, apellidos: f.apellidos, cargos, departamentoId, codigo: f.codigo, activo: true })))
          .returning({ id: usuarios.id, email: usuarios.email });
        const idDe = new Map(ids.map((x) => [x.email, x.id]));
        const conGrupo = trozo.filter((p) => p.foto.grupo !== null);
        if (conGrupo.length) await escritura.insert(grupoEstudiantes).values(conGrupo.map((p) => ({ estudianteId: idDe.get(p.foto.email)!, grupo: p.foto.grupo!, cursoAcademico: curso })));
      }
      for (const { existente, foto: f, departamentoId, cargos } of cambiados) {
        await escritura.update(usuarios).set({ nombre: f.nombre, apellidos: f.apellidos, departamentoId, cargos, codigo: f.codigo, activo: true }).where(eq(usuarios.id, existente!.id));
        // As on the person's page: new cargos end the person's sessions and tokens.
        if (!mismosCargos(existente!.cargos, cargos)) await revocarTodasLasSesiones([existente!.id], escritura);
        if (f.grupo !== existente!.grupo && f.grupo !== null) {
          await escritura
            .insert(grupoEstudiantes)
            .values({ estudianteId: existente!.id, grupo: f.grupo, cursoAcademico: curso })
            .onConflictDoUpdate({ target: [grupoEstudiantes.estudianteId, grupoEstudiantes.cursoAcademico], set: { grupo: sql`excluded.grupo` } });
        }
      }
      for (const p of nuevos) lineas.push({ accion: "crear", entidad: "usuario", clave: p.foto.email, resumen: `Alta de ${nombrePersona(p.foto)} (${p.foto.email}) como ${p.foto.cargos.toLowerCase()}, por importación.`, despues: p.foto });
      for (const p of cambiados) {
        const antes = fotoDe(p.existente!);
        const otrosCargos = antes.cargos !== p.foto.cargos;
        lineas.push({
          accion: !antes.activo ? "reactivar" : otrosCargos ? "cambiar_cargos" : "modificar",
          entidad: "usuario",
          clave: p.foto.email,
          resumen: `${antes.activo ? "Cambios en los datos" : "Reactivación de la cuenta"} de ${nombrePersona(p.foto)} (${p.foto.email}), por importación.`,
          antes,
          despues: p.foto,
        });
      }
      return lineas;
    },
  };
}

