import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import GoogleProvider from "next-auth/providers/google";
import { getEnv } from "../env";
import { registrarAccesoRechazado } from "../registro/registrar";
import { unsafeFindUsuarioByEmail } from "../usuarios/queries";
import { comprobarIdentidad, comprobarUsuario, type ErrorAcceso } from "./rules";
import { esTipo } from "./roles";
import { authSecret } from "./secret";

const OCHO_HORAS = 8 * 60 * 60;

function rechazo(error: ErrorAcceso) {
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
          if (!identidad.ok) throw await rechazado(email, identidad.error, "demo");
          const usuario = await unsafeFindUsuarioByEmail(identidad.email);
          const check = comprobarUsuario(usuario);
          if (!check.ok) throw await rechazado(identidad.email, check.error, "demo");
          return { id: String(usuario!.id), email: usuario!.email, name: `${usuario!.nombre} ${usuario!.apellidos}` };
        },
      }),
    );
  }

  cached = {
    providers,
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: OCHO_HORAS },
    pages: { signIn: "/", error: "/" },
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
        const check = comprobarUsuario(await unsafeFindUsuarioByEmail(identidad.email));
        if (!check.ok) {
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
            token.tipo = u.tipo;
          }
        }
        return token;
      },
      async session({ session, token }) {
        if (typeof token.uid === "number" && esTipo(token.tipo)) {
          session.user = { ...session.user, id: token.uid, email: token.email ?? null, tipo: token.tipo };
        }
        return session;
      },
      async redirect({ url, baseUrl }) {
        // Only same-origin targets: an attacker-supplied callbackUrl must not leave the portal.
        if (url.startsWith("/")) return `${baseUrl}${url}`;
        try {
          if (new URL(url).origin === baseUrl) return url;
        } catch {
          /* fall through */
        }
        return baseUrl;
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
