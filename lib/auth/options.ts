import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { getEnv } from "../env";
import { describirError, registrar } from "../log";
import { registrarAccesoRechazado } from "../registro/registrar";
import { unsafeFindUsuarioByEmail } from "./cuentas";
import { anotarFalloDeCuenta, comprobarIntentoDeCuenta, DemasiadosIntentos, MOTIVO_DEMASIADOS } from "./limites";
import { destinoSeguro, origenPublico } from "./origen";
import { comprobarIdentidad, comprobarUsuario, type ErrorAcceso } from "./reglas";
import { authSecret } from "./secret";
import { credencialDe, finDeLaCredencial, nuevoIdDeSesion, revocarSesion } from "./sesiones-de-acceso";
import { cargosDelToken } from "../acceso/cargos";

const OCHO_HORAS = 8 * 60 * 60;

function rechazo(error: ErrorAcceso | typeof MOTIVO_DEMASIADOS) {
  return `/?error=${error}`;
}

/** Logs a refused sign-in (reason, email, provider; never a token) and returns the error to throw. */
async function rechazado(email: unknown, error: ErrorAcceso, proveedor: string): Promise<Error> {
  await registrarAccesoRechazado({ email, motivo: error, proveedor });
  return new Error(error);
}

let cached: NextAuthOptions | undefined;

/** Built on first use so that `next build` does not need the runtime environment. */
export function getAuthOptions(): NextAuthOptions {
  if (cached) return cached;
  const env = getEnv();
  const dominio = env.AUTH_DOMAIN;
  const providers: NextAuthOptions["providers"] = [];

  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(
      GoogleProvider({
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
        // `hd` makes Google offer only accounts of the Workspace domain; it is a hint, so the
        // signIn callback checks the verified claims again.
        authorization: { params: { hd: dominio, prompt: "select_account" } },
      }),
    );
  }

  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    providers.push({
      id: "oidc",
      name: env.OIDC_NAME,
      type: "oauth",
      wellKnown: `${env.OIDC_ISSUER.replace(/\/$/, "")}/.well-known/openid-configuration`,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      authorization: { params: { scope: "openid email profile" } },
      idToken: true,
      checks: ["pkce", "state"],
      profile(p) {
        return { id: String(p.sub), email: p.email, name: [p.given_name, p.family_name].filter(Boolean).join(" ") || p.name, image: p.picture };
      },
    });
  }

  if (env.AUTH_DEMO === "1") {
    providers.push(
      CredentialsProvider({
        id: "demo",
        name: "Demostración",
        credentials: { email: { label: "Correo", type: "email" } },
        async authorize(credentials) {
          const email = typeof credentials?.email === "string" ? credentials.email : "";
          const identidad = comprobarIdentidad({ email, email_verified: true }, dominio);
          // Anyone may type anything here, and no provider vouches for it: the change log keeps an
          // address only when it is an account's (issue 47.10), never the text someone typed.
          if (!identidad.ok) throw await rechazado(null, identidad.error, "demo");
          const usuario = await unsafeFindUsuarioByEmail(identidad.email);
          const check = comprobarUsuario(usuario);
          if (!check.ok) throw await rechazado(usuario?.email ?? null, check.error, "demo");
          // Only the demo centre's own accounts: never a real person's, whatever their type.
          if (!usuario!.demo) throw await rechazado(identidad.email, "NoRegistrado", "demo");
          return { id: String(usuario!.id), email: usuario!.email, name: `${usuario!.nombre} ${usuario!.apellidos}` };
        },
      }),
    );
  }

  cached = {
    providers,
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: OCHO_HORAS },
    // Served over HTTPS (the public address says so): __Secure- cookies that never travel over HTTP.
    useSecureCookies: origenPublico()?.startsWith("https://") ?? false,
    pages: { signIn: "/", error: "/" },
    // next-auth's own messages as JSON lines like the rest, without tokens or profiles (lib/log.ts).
    logger: {
      error: (codigo, metadata) => registrar("error", "next_auth", { codigo, error: describirError((metadata as { error?: unknown })?.error ?? metadata) }),
      warn: (codigo) => registrar("warn", "next_auth", { codigo }),
      debug: () => undefined,
    },
    callbacks: {
      async signIn({ account, profile }) {
        // The demo provider already applied the rules in authorize().
        if (account?.provider === "demo") return true;
        const proveedor = account?.provider ?? "desconocido";
        const identidad = comprobarIdentidad(profile ?? {}, dominio, { exigirHd: account?.provider === "google" });
        if (!identidad.ok) {
          await rechazado(profile?.email, identidad.error, proveedor);
          return rechazo(identidad.error);
        }
        try {
          await comprobarIntentoDeCuenta(identidad.email);
        } catch (e) {
          if (e instanceof DemasiadosIntentos) return rechazo(MOTIVO_DEMASIADOS);
          throw e;
        }
        const check = comprobarUsuario(await unsafeFindUsuarioByEmail(identidad.email));
        if (!check.ok) {
          // The address's failure is counted by the route (no session opened); the account's here.
          await anotarFalloDeCuenta(identidad.email);
          await rechazado(identidad.email, check.error, proveedor);
          return rechazo(check.error);
        }
        return true;
      },
      async jwt({ token, user, trigger }) {
        if (trigger === "signIn" && user?.email) {
          const u = await unsafeFindUsuarioByEmail(user.email);
          if (u) {
            token.uid = u.id;
            token.email = u.email;
            // For the proxy's optimistic redirects, and to tell the person when they change
            // (lib/auth/current-user.ts); what they may do is read from the database each time.
            token.cargos = u.cargos;
            // Fixed for the life of this session, so that signing out can revoke exactly it.
            token.sid = nuevoIdDeSesion();
            token.sv = u.sesionVersion;
            token.inicio = Math.floor(Date.now() / 1000);
          }
        }
        return token;
      },
      async session({ session, token }) {
        const cargos = cargosDelToken(token);
        if (typeof token.uid === "number" && cargos) {
          session.user = { ...session.user, id: token.uid, email: token.email ?? null, cargos };
          session.credencial = { sid: token.sid, sv: token.sv, inicio: token.inicio };
        }
        return session;
      },
      async redirect({ url, baseUrl }) {
        // Only same-origin targets: an attacker-supplied callbackUrl must not leave the portal.
        return destinoSeguro(url, baseUrl);
      },
    },
    events: {
      // Signing out ends this session for good: a copy of the old cookie no longer works.
      async signOut({ token }) {
        const c = credencialDe(token ?? {});
        if (c) await revocarSesion(c.sid, finDeLaCredencial(c));
      },
    },
  };
  return cached;
}

export function proveedoresConfigurados() {
  const env = getEnv();
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    oidc: env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET ? { nombre: env.OIDC_NAME } : null,
    demo: env.AUTH_DEMO === "1",
    dominio: env.AUTH_DOMAIN,
  };
}
