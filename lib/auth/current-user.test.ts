import type { Usuario } from "../db/schema";

jest.mock("next-auth/jwt", () => ({ getToken: jest.fn() }));
jest.mock("next/headers", () => ({ cookies: jest.fn(async () => ({ getAll: () => [] })) }));
jest.mock("./options", () => ({ getAuthOptions: () => ({}) }));
jest.mock("./secret", () => ({ authSecret: () => "secreto-de-prueba" }));
// The account and the revocation list live in the database: here the account is whatever `buscar`
// answers and only the session "revocada" is on the list; the rules are the real ones.
jest.mock("./sesiones-de-acceso", () => ({ ...jest.requireActual("./sesiones-de-acceso"), unsafeCuentaDeCredencial: jest.fn() }));
jest.mock("next/navigation", () => ({
  redirect: jest.fn((url: string) => {
    throw new Error(`redirect:${url}`);
  }),
  notFound: jest.fn(() => {
    throw new Error("notFound");
  }),
}));

import { getToken } from "next-auth/jwt";
import { credencialEnVigor, unsafeCuentaDeCredencial, type Credencial } from "./sesiones-de-acceso";
import { getEstadoSesion } from "./current-user";
import { paginaPara } from "../acceso/exigir";

/** The decoded session cookie (getToken): null when there is none or it does not decrypt. */
const sesion = getToken as jest.Mock;
const buscar = jest.fn();
(unsafeCuentaDeCredencial as jest.Mock).mockImplementation(async (id: number, c: Credencial | null) => {
  const u = (await buscar(id)) as Usuario | null;
  return { usuario: u, vigente: u !== null && credencialEnVigor(u, c, c?.sid === "revocada") };
});

function usuario(over: Partial<Usuario> = {}): Usuario {
  return { id: 7, email: "ana.lopez@cpifp-huesca.test", nombre: "Ana", apellidos: "López Gracia", cargos: ["docente"], imageUrl: null, activo: true, codigo: null, departamentoId: 1, creado: new Date(), demo: true, sesionVersion: 1, resumenesDesactivados: [], ...over };
}

const ahora = () => Math.floor(Date.now() / 1000);
/** The claims of a session cookie signed in with `cargos` (credential of version 1), as lib/auth/options.ts writes them. */
const conSesion = (cargos: string[] = ["docente"], credencial: Record<string, unknown> = {}) => ({ uid: 7, cargos, sid: "s1", sv: 1, inicio: ahora(), ...credencial });

// React.cache only memoises inside a server render; here every call reads again, like a new request.
describe("getEstadoSesion: the database decides on every request", () => {
  beforeEach(() => jest.clearAllMocks());

  it("is anonymous without a session", async () => {
    sesion.mockResolvedValue(null);
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    expect(buscar).not.toHaveBeenCalled();
  });

  it("is ok when the account is active and its cargos match the token's", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(usuario());
    expect(await getEstadoSesion()).toMatchObject({ estado: "ok", usuario: { id: 7, cargos: ["docente"] } });
    // Several cargos, in any order in the cookie.
    sesion.mockResolvedValue(conSesion(["jefatura", "docente"]));
    buscar.mockResolvedValue(usuario({ cargos: ["docente", "jefatura"] }));
    expect(await getEstadoSesion()).toMatchObject({ estado: "ok", usuario: { cargos: ["docente", "jefatura"] } });
  });

  it("reads a cookie from before cargos (one tipo) as a set of one, so an upgrade signs nobody out", async () => {
    sesion.mockResolvedValue({ uid: 7, tipo: "docente", sid: "s1", sv: 1, inicio: ahora() });
    buscar.mockResolvedValue(usuario());
    expect(await getEstadoSesion()).toMatchObject({ estado: "ok", usuario: { cargos: ["docente"] } });
  });

  it("refuses at once an account deactivated after sign-in", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(usuario({ activo: false }));
    expect(await getEstadoSesion()).toEqual({ estado: "inactivo" });
    await expect(paginaPara("area.docentes")).rejects.toThrow("redirect:/");
  });

  it("refuses an account removed after sign-in", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(null);
    expect(await getEstadoSesion()).toEqual({ estado: "inactivo" });
  });

  it("treats a revoked, outdated or pre-revocation session as signed out (issue 14, fault 10)", async () => {
    buscar.mockResolvedValue(usuario({ sesionVersion: 2 }));
    sesion.mockResolvedValue(conSesion(["docente"], { sv: 1 }));
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    buscar.mockResolvedValue(usuario());
    sesion.mockResolvedValue(conSesion(["docente"], { sid: "revocada" }));
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    sesion.mockResolvedValue({ uid: 7, cargos: ["docente"] });
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    await expect(paginaPara("area.docentes")).rejects.toThrow("redirect:/");
  });

  it("a session cookie next-auth cannot read is no session, not an error page (fault 6)", async () => {
    const aviso = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    sesion.mockRejectedValue(new Error("Invalid callback URL. Received: javascript:alert(1)"));
    expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    aviso.mockRestore();
  });

  it("is no session when the cookie's claims do not name a portal user", async () => {
    for (const claims of [{ uid: "7", cargos: ["docente"] }, { uid: 7, cargos: ["director"] }, { uid: 7, cargos: [] }, { uid: 7, tipo: "director" }, { sub: "7" }]) {
      sesion.mockResolvedValue({ ...claims, sid: "s1", sv: 1, inicio: ahora() });
      expect(await getEstadoSesion()).toEqual({ estado: "anonimo" });
    }
    expect(buscar).not.toHaveBeenCalled();
  });

  it("reads only the cookie: an Authorization header is never taken for a session", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(usuario());
    await getEstadoSesion();
    expect(sesion).toHaveBeenCalledWith(expect.objectContaining({ req: expect.objectContaining({ headers: {} }) }));
  });

  it("stops the old cargos at once when they changed after sign-in, and says so even once the change ended the session", async () => {
    sesion.mockResolvedValue(conSesion());
    buscar.mockResolvedValue(usuario({ cargos: ["docente", "jefatura"] }));
    expect(await getEstadoSesion()).toMatchObject({ estado: "cargosCambiados", usuario: { cargos: ["docente", "jefatura"] } });
    await expect(paginaPara("area.docentes")).rejects.toThrow("redirect:/");
    await expect(paginaPara("area.jefatura")).rejects.toThrow("redirect:/");
    // A change of cargos also ends every session (the version goes up): still told why.
    buscar.mockResolvedValue(usuario({ cargos: ["jefatura"], sesionVersion: 2 }));
    expect(await getEstadoSesion()).toMatchObject({ estado: "cargosCambiados", usuario: { cargos: ["jefatura"] } });
  });
});

describe("paginaPara: the policy's gate for pages and form actions", () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sesion.mockResolvedValue(conSesion(["docente", "jefatura"]));
    buscar.mockResolvedValue(usuario({ cargos: ["docente", "jefatura"] }));
  });

  it("lets in whoever holds one of the operation's cargos and sends anyone else home", async () => {
    await expect(paginaPara("area.docentes")).resolves.toMatchObject({ id: 7 });
    await expect(paginaPara("area.jefatura")).resolves.toMatchObject({ id: 7 });
    await expect(paginaPara("seguimiento.editar")).resolves.toMatchObject({ id: 7 });
    await expect(paginaPara("area.admin")).rejects.toThrow("redirect:/");
    await expect(paginaPara("area.estudiantes")).rejects.toThrow("redirect:/");
  });

  it("sends a visitor without a session home", async () => {
    sesion.mockResolvedValue(null);
    await expect(paginaPara("area.todos")).rejects.toThrow("redirect:/");
  });
});
