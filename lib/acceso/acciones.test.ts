/**
 * Every server action × every kind of caller: signed out, each cargo alone, and the combined
 * cargos a real centre has (a head of department who teaches, a director who teaches…). The
 * table below says, action by action, which cargos may call it — written from what each action is
 * for, not read from the code — and the test calls each action as each caller: a caller without
 * one of those cargos is sent home before anything is parsed; one with it gets past the gate to
 * the form's own validation (the input is null, so nothing is written).
 */
jest.mock("../auth/current-user", () => ({ getCurrentUser: jest.fn() }));
jest.mock("next/cache", () => ({ revalidatePath: jest.fn() }));
jest.mock("next/navigation", () => ({
  redirect: jest.fn((url: string) => {
    throw new Error(`redirect:${url}`);
  }),
  notFound: jest.fn(() => {
    throw new Error("notFound");
  }),
}));

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { getCurrentUser } from "../auth/current-user";
import { operacionDe } from "../accion";
import type { Cargo } from "./cargos";

const usuarioActual = getCurrentUser as jest.Mock;

const SOLO_ADMIN: Cargo[] = ["admin"];
/** Who may call each action, by module. */
const ESPERADO: Record<string, Record<string, Cargo[]>> = {
  // Everyone marks their own notices; the outbox is the admins'.
  "avisos/actions": { marcarLeidosAction: ["estudiante", "docente", "jefatura", "admin"], reintentarCorreoAction: SOLO_ADMIN, correoPruebaAction: SOLO_ADMIN, preferenciasAvisosAction: ["docente", "jefatura"] },
  "departamentos/admin-actions": Object.fromEntries(["guardarDepartamento", "eliminarDepartamento"].map((n) => [`${n}Action`, SOLO_ADMIN])),
  "grupos/admin-actions": Object.fromEntries(["crearGrupo", "guardarGrupo", "eliminarGrupo"].map((n) => [`${n}Action`, SOLO_ADMIN])),
  "asignaciones/admin-actions": Object.fromEntries(["crearAsignacion", "eliminarAsignacion"].map((n) => [`${n}Action`, SOLO_ADMIN])),
  "ciclos/admin-actions": Object.fromEntries(["crearCiclo", "guardarCiclo", "eliminarCiclo"].map((n) => [`${n}Action`, SOLO_ADMIN])),
  "modulos/admin-actions": Object.fromEntries(["crearModulo", "guardarModulo", "eliminarModulo"].map((n) => [`${n}Action`, SOLO_ADMIN])),
  "aulas/admin-actions": Object.fromEntries(["guardarAula", "eliminarAula"].map((n) => [`${n}Action`, SOLO_ADMIN])),
  "curso-academico/calendario-actions": Object.fromEntries(["crearCurso", "fechasCurso", "cursoActual", "anadirDias", "eliminarDia"].map((n) => [`${n}Action`, SOLO_ADMIN])),
  "curso-academico/nuevo-curso-actions": { nuevoCursoAction: SOLO_ADMIN, confirmarAsignacionesAction: SOLO_ADMIN },
  "convalidaciones/actions": { crearSolicitudAction: ["estudiante"], resolverSolicitudAction: SOLO_ADMIN, reabrirSolicitudAction: SOLO_ADMIN, guardarAjustesAction: SOLO_ADMIN },
  "encuestas/actions": { enviarEncuestaAction: ["estudiante"], crearCampanaAction: SOLO_ADMIN, abrirCampanaAction: SOLO_ADMIN, cerrarCampanaAction: SOLO_ADMIN, borrarCampanaAction: SOLO_ADMIN },
  "horarios/actions": {
    importarHorarioAction: SOLO_ADMIN,
    guardarFranjaAction: SOLO_ADMIN,
    eliminarFranjaAction: SOLO_ADMIN,
    // A teacher's own calendar feed (a head of department's too, as before cargos).
    regenerarCalendarioAction: ["docente", "jefatura"],
  },
  "importar/actions": { importarAction: SOLO_ADMIN },
  "inventario/actions": {
    crearArticuloAction: ["jefatura"],
    actualizarArticuloAction: ["jefatura"],
    comprobarCodigoAction: ["jefatura"],
    eliminarArticuloAction: ["jefatura", "admin"],
    darDeBajaAction: ["jefatura"],
    recuperarArticuloAction: SOLO_ADMIN,
    listCodigosAction: ["jefatura"],
    importarCsvAction: ["jefatura"],
    ...Object.fromEntries(["crearCategoria", "renombrarCategoria", "eliminarCategoria", "crearSubcategoria", "renombrarSubcategoria", "eliminarSubcategoria"].map((n) => [`${n}Action`, SOLO_ADMIN])),
  },
  "matricula/actions": {
    enviarMatriculaAction: ["estudiante"],
    guardarBorradorAction: ["estudiante"],
    descartarBorradorAction: ["estudiante"],
    revisarMatriculaAction: SOLO_ADMIN,
    guardarRutaAction: SOLO_ADMIN,
    borrarRutaAction: SOLO_ADMIN,
  },
  // Enrolling students in a module: its teacher, or the head of its department.
  "modulos/actions": { matricularAction: ["docente", "jefatura"], desmatricularAction: ["docente", "jefatura"], buscarEstudiantesAction: ["docente", "jefatura"] },
  "seguimientos/actions": Object.fromEntries(
    ["crearAccion", "editarAccion", "completarAccion", "eliminarAccion", "crearSesion", "eliminarSesion", "asignarSesion", "generarSesiones"].map((n) => [`${n}Action`, ["docente"] as Cargo[]]),
  ),
  "usuarios/actions": { crearUsuarioAction: SOLO_ADMIN, guardarUsuarioAction: SOLO_ADMIN, activarUsuarioAction: SOLO_ADMIN },
};

/** Actions that are not a form's: signing out, open to anyone. */
const SIN_CARGO = new Set(["auth/actions:cerrarSesionAction"]);

const QUIENES: Cargo[][] = [["estudiante"], ["docente"], ["jefatura"], ["admin"], ["docente", "jefatura"], ["docente", "admin"], ["jefatura", "admin"], ["docente", "jefatura", "admin"]];

const usuario = (cargos: Cargo[]) => ({ id: 1, email: "x@cpifp-huesca.test", nombre: "X", apellidos: "Y", cargos, imageUrl: null, codigo: null, departamentoId: 1 });

const raiz = path.resolve(__dirname, "..");
/** Every "use server" module of lib/, so a new one cannot be left out of the table. */
function modulosDeAcciones(): string[] {
  const out: string[] = [];
  for (const area of readdirSync(raiz, { withFileTypes: true }).filter((d) => d.isDirectory())) {
    for (const f of readdirSync(path.join(raiz, area.name))) {
      if (!f.endsWith(".ts") || f.includes(".test.")) continue;
      if (/^\s*["']use server["']/.test(readFileSync(path.join(raiz, area.name, f), "utf8"))) out.push(`${area.name}/${f.replace(/\.ts$/, "")}`);
    }
  }
  return out.sort();
}

describe("acciones de servidor: quién puede llamar a cada una", () => {
  it("has every action module of lib/ in the table", () => {
    expect(modulosDeAcciones()).toEqual([...Object.keys(ESPERADO), "auth/actions"].sort());
  });

  for (const modulo of Object.keys(ESPERADO)) {
    it(`${modulo}: each action lets in exactly its cargos, alone or combined, and sends anyone else home`, async () => {
      const exportado = (await import(`../${modulo}`)) as Record<string, unknown>;
      const nombres = Object.keys(exportado).filter((n) => typeof exportado[n] === "function");
      // Every action of the module is in the table and was made with accion().
      expect(nombres.filter((n) => !SIN_CARGO.has(`${modulo}:${n}`)).sort()).toEqual(Object.keys(ESPERADO[modulo]).sort());
      for (const nombre of nombres) expect({ nombre, declarada: operacionDe(exportado[nombre]) !== undefined }).toEqual({ nombre, declarada: true });

      /**
       * What happened to a call: sent home, or let past the gate (to the form's validation, which
       * refuses the null input; a draft, which takes anything, goes on to the database and fails
       * there, which here is past the gate just the same).
       */
      const resultado = async (a: (prev: unknown, entrada: unknown) => Promise<unknown>) =>
        a(null, null).then(
          () => "admitida",
          (e: unknown) => (e instanceof Error && e.message === "redirect:/" ? "a su inicio" : "admitida"),
        );
      for (const [nombre, cargos] of Object.entries(ESPERADO[modulo])) {
        const a = exportado[nombre] as (prev: unknown, entrada: unknown) => Promise<unknown>;
        const obtenido: Record<string, string> = {};
        const esperado: Record<string, string> = {};
        usuarioActual.mockResolvedValue(null);
        obtenido["sin sesión"] = await resultado(a);
        esperado["sin sesión"] = "a su inicio";
        for (const quien of QUIENES) {
          usuarioActual.mockResolvedValue(usuario(quien));
          obtenido[quien.join("+")] = await resultado(a);
          esperado[quien.join("+")] = quien.some((c) => cargos.includes(c)) ? "admitida" : "a su inicio";
        }
        expect({ accion: nombre, ...obtenido }).toEqual({ accion: nombre, ...esperado });
      }
    });
  }
});
