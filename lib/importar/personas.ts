import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { email, texto, textoOpcional } from "../campos";
import { codigoGrupo } from "../centro/admin-schemas";
import type { FilaCsv } from "../csv";
import type { Db } from "../db";
import { departamentos, grupoEstudiantes, grupos, usuarios, type TipoUsuario } from "../db/schema";
import type { EntradaRegistro } from "../registro/registrar";
import { plegar } from "../texto";
import { compararEspanol } from "../orden";
import { CAMPOS_USUARIO, comprobarDominio, diferencias, fotoDe, nombrePersona, type FotoUsuario } from "../usuarios/reglas";
import { unsafeConsultaUsuarios } from "../usuarios/queries";
import { codigoEstudiante } from "../usuarios/schemas";
import type { Ausente } from "./tipos";
import { erroresZod, type Planificador } from "./comun";

const filaEstudiante = z.object({
  email: email(),
  nombre: texto({ campo: "el nombre", max: 80 }),
  apellidos: textoOpcional({ campo: "los apellidos", max: 120 }),
  grupo: codigoGrupo,
  codigo: codigoEstudiante,
});

const filaDocente = z.object({
  email: email(),
  nombre: texto({ campo: "el nombre", max: 80 }),
  apellidos: textoOpcional({ campo: "los apellidos", max: 120 }),
  departamento: texto({ campo: "el departamento", max: 80 }),
});

type Existente = FotoUsuario & { id: number; departamentoId: number | null };

type PlanPersona = { existente: Existente | undefined; foto: FotoUsuario; departamentoId: number | null };

/**
 * Students or teachers from a CSV, keyed by email. A row of an existing person of the same kind
 * updates them (and reactivates a deactivated one); a row whose email belongs to another kind of
 * account is an error, never a silent change of type. Teachers' rows keep a jefatura a jefatura.
 */
export async function prepararPersonas(tx: Db, tipo: "estudiantes" | "docentes", dominio: string, filas: readonly FilaCsv[]): Promise<Planificador<PlanPersona>> {
  const existentes: Existente[] = await unsafeConsultaUsuarios(tx);
  const porEmail = new Map(existentes.map((u) => [u.email, u]));
  const porCodigo = new Map(existentes.filter((u) => u.codigo).map((u) => [u.codigo!, u]));
  const deps = new Map((await tx.select({ id: departamentos.id, nombre: departamentos.nombre }).from(departamentos)).map((d) => [plegar(d.nombre), d]));
  const codigosGrupo = new Set((await tx.select({ codigo: grupos.codigo }).from(grupos)).map((g) => g.codigo));
  const deSuTipo = (t: TipoUsuario) => (tipo === "estudiantes" ? t === "estudiante" : t === "docente" || t === "jefatura");
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
      if (existente && !deSuTipo(existente.tipo)) errores.push(`Ya existe una cuenta de tipo ${existente.tipo} con el correo ${e.email}: si es la misma persona, cambia su tipo en Usuarios`);

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
        tipo: existente?.tipo ?? (tipo === "estudiantes" ? "estudiante" : "docente"),
        departamento: departamento?.nombre ?? null,
        grupo: tipo === "estudiantes" ? e.grupo : null,
        codigo: tipo === "estudiantes" ? e.codigo : null,
        activo: true,
      };
      const antes = existente ? fotoDe(existente) : null;
      const cambios = diferencias(antes, foto, CAMPOS_USUARIO);
      return { clave: e.email, estado: !existente ? "nuevo" : cambios.length ? "cambiado" : "sinCambios", cambios, plan: { existente, foto, departamentoId: departamento?.id ?? null } };
    },

    ausentes(): Ausente[] {
      return existentes
        .filter((u) => u.activo && deSuTipo(u.tipo) && !vistosEmail.has(u.email))
        .sort((a, b) => compararEspanol(a.apellidos, b.apellidos) || compararEspanol(a.nombre, b.nombre))
        .map((u) => ({ id: u.id, nombre: nombrePersona(u), email: u.email, detalle: tipo === "estudiantes" ? (u.grupo ?? "sin grupo") : (u.departamento ?? "sin departamento") }));
    },

    async aplicar(escritura, planes) {
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
          .values(trozo.map(({ foto: f, departamentoId }) => ({ email: f.email, nombre: f.nombre, apellidos: f.apellidos, tipo: f.tipo, departamentoId, codigo: f.codigo, activo: true })))
          .returning({ id: usuarios.id, email: usuarios.email });
        const idDe = new Map(ids.map((x) => [x.email, x.id]));
        const conGrupo = trozo.filter((p) => p.foto.grupo !== null);
        if (conGrupo.length) await escritura.insert(grupoEstudiantes).values(conGrupo.map((p) => ({ estudianteId: idDe.get(p.foto.email)!, grupo: p.foto.grupo! })));
      }
      for (const { existente, foto: f, departamentoId } of cambiados) {
        await escritura.update(usuarios).set({ nombre: f.nombre, apellidos: f.apellidos, departamentoId, codigo: f.codigo, activo: true }).where(eq(usuarios.id, existente!.id));
        if (f.grupo !== existente!.grupo && f.grupo !== null) {
          await escritura.insert(grupoEstudiantes).values({ estudianteId: existente!.id, grupo: f.grupo }).onConflictDoUpdate({ target: grupoEstudiantes.estudianteId, set: { grupo: sql`excluded.grupo` } });
        }
      }
      for (const p of nuevos) lineas.push({ accion: "crear", entidad: "usuario", clave: p.foto.email, resumen: `Alta de ${nombrePersona(p.foto)} (${p.foto.email}) como ${p.foto.tipo}, por importación.`, despues: p.foto });
      for (const p of cambiados) {
        const antes = fotoDe(p.existente!);
        lineas.push({
          accion: antes.activo ? "modificar" : "reactivar",
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

