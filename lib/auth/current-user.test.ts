import type { Usuario } from "../db/schema";

jest.mock("next-auth", () => ({ getServerSession: jest.fn() }));
jest.mock("./options", () => ({ getAuthOptions: () => ({}) }));
jest.mock("../usuarios/queries", () => ({ unsafeFindUsuarioById: jest.fn() }));
jest.mock("./sesiones", () => ({
  ...jest.requireActual("./sesiones"),
  // The revocation list lives in the database: here, only the session "revocada" is on it.
  credencialVigente: jest.fn(async (u: { sesionVersion: number }, c: { sid: string; sv: number } | null) => c !== null && c.sv === u.sesionVersion && c.sid !== "revocada"),
}));
jest.mock("next/navigation", () => ({
  redirect: jest.fn((url: string) => {
    throw new Error(`redirect:${url}`);
  }),
  notFound: jest.fn(() => {
    throw new Error("notFound");
  }),
}));

import { getServerSession } from "next-auth";
import { unsafeFindUsuarioById } from "../usuarios/queries";
import { getEstadoSesion, requireArea, requireRole } from "./current-user";

const sesion = getServerSession as jest.Mock;
const buscar = unsafeFindUsuarioById as jest.Mock;

function usuario(over: Partial<Usuario> = {}): Usuario {
  return { id: 7, email: "ana.lopez@cpifp-huesca.test", nombre: "Ana", apellidos: "López Gracia", tipo: "docente", imageUrl: null, activo: true, codigo: null, departamentoId: 1, creado: new Date(), demo: true, sesionVersion: 1, ...over };
}

const ahora = () => Math.floor(Date.now() / 1000);
/** What getServerSession returns for a session signed in as `tipo` (credential of version 1). */
const conSesion = (tipo = "docente", credencial: Record<string, unknown> = {}) => ({ user: { id: 7, tipo }, credencial: { sid: "s1", sv: 1, inicio: ahora(), ...credencial } });

// React.cache only memoises inside a server render; here every call reads again, like a new request.
describe("getEstadoSesion: the database decides on every request", () => {
  beforeEach(() => jest.clearAllMocks());

  it("is anonymous without a session", async () => {
    sesion.mockResolvedValue(null);
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    expect(buscar).not.toHaveBeenCalled();
  });

  it("is ok when the account is active and its type matches the token", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(usuario());
    expect(await getEstadoSesion()).toMatchObject({ estado: "ok", usuario: { id: 7, tipo: "docente" } });
  });

  it("refuses at once an account deactivated after sign-in", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(usuario({ activo: false }));
    expect(await getEstadoSesion()).toEqual({ estado: "inactivo" });
    await expect(requireRole("docente")).rejects.toThrow("redirect:/");
  });

  it("refuses an account removed after sign-in", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(null);
    expect(await getEstadoSesion()).toEqual({ estado: "inactivo" });
  });

  it("treats a revoked, outdated or pre-revocation session as signed out (issue 14, fault 10)", async () => {
    buscar.mockResolvedValue(usuario({ sesionVersion: 2 }));
    sesion.mockResolvedValue(conSesion("docente", { sv: 1 }));
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    buscar.mockResolvedValue(usuario());
    sesion.mockResolvedValue(conSesion("docente", { sid: "revocada" }));
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    sesion.mockResolvedValue({ user: { id: 7, tipo: "docente" } });
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    await expect(requireRole("docente")).rejects.toThrow("redirect:/");
  });

  it("a session cookie next-auth cannot read is no session, not an error page (fault 6)", async () => {
    const aviso = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    sesion.mockRejectedValue(new Error("Invalid callback URL. Received: javascript:alert(1)"));
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    aviso.mockRestore();
  });

  it("stops the old role at once when the type changed after sign-in", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(usuario({ tipo: "jefatura" }));
    expect(await getEstadoSesion()).toMatchObject({ estado: "tipoCambiado", usuario: { tipo: "jefatura" } });
    await expect(requireRole("docente")).rejects.toThrow("redirect:/");
    await expect(requireRole("jefatura")).rejects.toThrow("redirect:/");
  });
});

describe("requireRole and requireArea", () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(usuario());
  });

  it("lets the right type through and redirects any other", async () => {
    await expect(requireRole("docente", "jefatura")).resolves.toMatchObject({ id: 7 });
    await expect(requireRole("admin")).rejects.toThrow("redirect:/");
    await expect(requireRole()).resolves.toMatchObject({ id: 7 });
  });

  it("applies the proxy's area table to a page path", async () => {
    await expect(requireArea("/aulas")).resolves.toMatchObject({ id: 7 });
    await expect(requireArea("/estudiantes/encuestas")).rejects.toThrow("redirect:/");
    await expect(requireArea("/no-es-un-area")).rejects.toThrow("notFound");
  });
});
