import type { Usuario } from "../db/schema";

jest.mock("./cuentas", () => ({ unsafeFindUsuarioByEmail: jest.fn() }));
jest.mock("../registro/registrar", () => ({ registrarAccesoRechazado: jest.fn() }));
jest.mock("./sesiones-de-acceso", () => ({ ...jest.requireActual("./sesiones-de-acceso"), revocarSesion: jest.fn() }));

import { resetEnvCache } from "../env";
import { unsafeFindUsuarioByEmail } from "./cuentas";
import { getAuthOptions } from "./options";
import { revocarSesion } from "./sesiones-de-acceso";
import { registrarAccesoRechazado } from "../registro/registrar";

const buscar = unsafeFindUsuarioByEmail as jest.Mock;

function usuario(over: Partial<Usuario> = {}): Usuario {
  return { id: 1, email: "marta.lacasa@cpifp-huesca.test", nombre: "Marta", apellidos: "Lacasa", cargos: ["admin"], imageUrl: null, activo: true, codigo: null, departamentoId: null, creado: new Date(), demo: true, sesionVersion: 3, resumenesDesactivados: [], ...over };
}

type Authorize = (c: Record<string, string>, req: unknown) => Promise<unknown>;

beforeAll(() => {
  process.env.AUTH_DOMAIN = "cpifp-huesca.test";
  process.env.AUTH_DEMO = "1";
  process.env.NEXTAUTH_SECRET = "s".repeat(40);
  resetEnvCache();
});
afterAll(() => {
  delete process.env.AUTH_DEMO;
  resetEnvCache();
});

describe("demo sign-in (issue 14, fault 2)", () => {
  const authorize = () => (getAuthOptions().providers.find((p) => (p as unknown as { options?: { id?: string } }).options?.id === "demo") as unknown as { options: { authorize: Authorize } }).options.authorize;

  it("signs in an account the demo seed created", async () => {
    buscar.mockResolvedValue(usuario());
    await expect(authorize()({ email: "marta.lacasa@cpifp-huesca.test" }, {})).resolves.toMatchObject({ id: "1" });
  });

  it("refuses any other active account of the domain, admins included, by email alone", async () => {
    buscar.mockResolvedValue(usuario({ demo: false }));
    await expect(authorize()({ email: "marta.lacasa@cpifp-huesca.test" }, {})).rejects.toThrow("NoRegistrado");
  });
});

describe("demo sign-in refusals in the change log (issue 47.10)", () => {
  const authorize = () => (getAuthOptions().providers.find((p) => (p as unknown as { options?: { id?: string } }).options?.id === "demo") as unknown as { options: { authorize: Authorize } }).options.authorize;
  const registrado = registrarAccesoRechazado as jest.Mock;
  beforeEach(() => registrado.mockClear());

  it("keeps no typed text: another domain or an address of no account is logged without it", async () => {
    buscar.mockResolvedValue(null);
    const largo = `${"<script>".repeat(2000)}@cpifp-huesca.test`;
    for (const email of ["nadie@otro.example", largo, "nadie@cpifp-huesca.test", "texto libre"]) {
      await expect(authorize()({ email }, {})).rejects.toThrow();
    }
    expect(registrado).toHaveBeenCalledTimes(4);
    for (const [datos] of registrado.mock.calls) expect(datos).toMatchObject({ email: null, proveedor: "demo" });
  });

  it("names an account that exists but may not use the demo sign-in, by its stored address", async () => {
    buscar.mockResolvedValue(usuario({ activo: false }));
    await expect(authorize()({ email: " Marta.Lacasa@cpifp-huesca.test " }, {})).rejects.toThrow("Inactivo");
    expect(registrado).toHaveBeenCalledWith({ email: "marta.lacasa@cpifp-huesca.test", motivo: "Inactivo", proveedor: "demo" });
  });
});

describe("sessions carry what revocation needs (issue 14, fault 10)", () => {
  it("a new session gets its own id and the account's version, and signing out revokes exactly it", async () => {
    buscar.mockResolvedValue(usuario());
    const o = getAuthOptions();
    const token = (await o.callbacks!.jwt!({ token: {}, user: { id: "1", email: "marta.lacasa@cpifp-huesca.test" }, trigger: "signIn" } as never)) as Record<string, unknown>;
    expect(token).toMatchObject({ uid: 1, cargos: ["admin"], sv: 3, sid: expect.any(String), inicio: expect.any(Number) });
    await o.events!.signOut!({ token, session: undefined } as never);
    expect(revocarSesion).toHaveBeenCalledWith(token.sid, expect.any(Date));
  });

  it("only sends the browser inside the portal, whatever the callback URL says", async () => {
    const redirect = getAuthOptions().callbacks!.redirect!;
    const base = "http://localhost:8800";
    expect(await redirect({ url: "/docentes", baseUrl: base })).toBe(`${base}/docentes`);
    for (const url of ["//evil.example", "https://evil.example/x", "javascript:alert(1)", " /", "/\u0000", "http://["]) {
      expect({ url, destino: new URL(await redirect({ url, baseUrl: base })).origin }).toEqual({ url, destino: base });
    }
  });
});

describe("behind HTTPS (issue 14, fault 7)", () => {
  it("uses Secure cookies when the public address is https, and not over plain HTTP", async () => {
    jest.resetModules();
    process.env.NEXTAUTH_URL = "https://portal.cpifp-huesca.test";
    (await import("../env")).resetEnvCache();
    expect((await import("./options")).getAuthOptions().useSecureCookies).toBe(true);
    jest.resetModules();
    process.env.NEXTAUTH_URL = "http://localhost:8800";
    (await import("../env")).resetEnvCache();
    expect((await import("./options")).getAuthOptions().useSecureCookies).toBe(false);
    delete process.env.NEXTAUTH_URL;
  });
});
