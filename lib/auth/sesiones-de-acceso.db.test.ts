process.env.AUTH_DOMAIN ??= "cpifp-huesca.test";

import { describeEachDatabase } from "../../tests/support/test-db";
import { demoAccounts } from "../semilla";
import { unsafeFindUsuarioByEmail } from "./cuentas";
import { revocarSesion, revocarTodasLasSesiones, unsafeCuentaDeCredencial, type Credencial } from "./sesiones-de-acceso";

describeEachDatabase(
  "sesiones: the account and its credential in one read",
  (ctx) => {
    const cuenta = async () => (await unsafeFindUsuarioByEmail(demoAccounts(ctx.domain).docente, ctx.db))!;
    const credencial = (sid: string, sv: number): Credencial => ({ sid, sv, inicio: Math.floor(Date.now() / 1000) });

    it("finds the account and accepts a credential of its version that nobody revoked", async () => {
      const u = await cuenta();
      const r = await unsafeCuentaDeCredencial(u.id, credencial("buena", u.sesionVersion), ctx.db);
      expect(r.usuario).toMatchObject({ id: u.id, email: u.email, cargos: ["docente"], activo: true });
      expect(r.vigente).toBe(true);
    });

    it("refuses a revoked session, an old version, an expired or missing credential, and finds no unknown id", async () => {
      const u = await cuenta();
      const mala = credencial("revocada-en-la-prueba", u.sesionVersion);
      await revocarSesion(mala.sid, new Date(Date.now() + 3600_000), ctx.db);
      expect((await unsafeCuentaDeCredencial(u.id, mala, ctx.db)).vigente).toBe(false);
      // Another session of the same account is not affected by that revocation.
      expect((await unsafeCuentaDeCredencial(u.id, credencial("otra", u.sesionVersion), ctx.db)).vigente).toBe(true);
      expect((await unsafeCuentaDeCredencial(u.id, { ...credencial("vieja", u.sesionVersion), inicio: 1 }, ctx.db)).vigente).toBe(false);
      expect(await unsafeCuentaDeCredencial(u.id, null, ctx.db)).toMatchObject({ usuario: { id: u.id }, vigente: false });

      await revocarTodasLasSesiones([u.id], ctx.db);
      expect((await unsafeCuentaDeCredencial(u.id, credencial("otra", u.sesionVersion), ctx.db)).vigente).toBe(false);
      expect((await unsafeCuentaDeCredencial(u.id, credencial("otra", u.sesionVersion + 1), ctx.db)).vigente).toBe(true);

      expect(await unsafeCuentaDeCredencial(999_999, credencial("x", 1), ctx.db)).toEqual({ usuario: null, vigente: false });
      expect(await unsafeCuentaDeCredencial(0, credencial("x", 1), ctx.db)).toEqual({ usuario: null, vigente: false });
    });
  },
  { seed: true },
);
