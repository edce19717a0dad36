import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { metodoAdmitido, metodosDeLaRuta } from "@/lib/catalogo-api/metodos";
import { CABECERA_ID_PETICION, idDePeticion } from "@/lib/api/peticion";
import { escrituraDelPropioSitio, esUrlDeRetornoValida, origenPublico, servidoPorHttps } from "@/lib/auth/origen";
import { cargosDelToken } from "@/lib/acceso/cargos";
import { areaDe, decisionProxy } from "@/lib/acceso/politica";
import { descifrarCookieSesion } from "@/lib/auth/cookie-sesion";
import { authSecret } from "@/lib/auth/secret";
import { getEnv } from "@/lib/env";
import { HSTS, nuevoNonce, POLITICA_API, politicaDePaginas, rutaBienCodificada } from "@/lib/seguridad";

/**
 * Runs before every page and API route (not static files):
 *  - gives the request an id (X-Request-Id), passed to the handlers and sent back;
 *  - refuses paths with broken %-escapes (400) and, under /api, methods the route does not have
 *    (405 JSON with Allow), where Next would answer a plain-text 500 or an empty 405;
 *  - refuses a post to a page (a server action) from another origin (403), as the API does;
 *  - drops a next-auth callback-url cookie next-auth would choke on (it made every page a 500);
 *  - optimistic role redirects from the session cookie alone (no database here): a convenience,
 *    every page, server action and route handler checks the user again through lib/auth;
 *  - Content-Security-Policy with a fresh nonce for pages, a closed one for the API, and HSTS
 *    when the portal is served over HTTPS.
 */

const COOKIES_RETORNO = ["next-auth.callback-url", "__Secure-next-auth.callback-url"];

function json(status: number, error: string, message: string, cabeceras: Record<string, string> = {}) {
  return NextResponse.json({ error, message }, { status, headers: { "cache-control": "no-store", ...cabeceras } });
}

function esHttps(request: NextRequest): boolean {
  return request.nextUrl.protocol === "https:" || servidoPorHttps(request.headers.get("x-forwarded-proto"));
}

export async function proxy(request: NextRequest) {
  const requestId = idDePeticion(request.headers);
  const ruta = request.nextUrl.pathname;
  const esApi = ruta === "/api" || ruta.startsWith("/api/");
  const https = esHttps(request);

  const terminar = (r: NextResponse) => {
    r.headers.set(CABECERA_ID_PETICION, requestId);
    if (https) r.headers.set("strict-transport-security", HSTS);
    return r;
  };

  if (!rutaBienCodificada(ruta)) {
    if (esApi) return terminar(json(400, "bad_request", "La dirección de la petición no es válida."));
    return terminar(new NextResponse("Dirección no válida.", { status: 400, headers: { "content-type": "text/plain; charset=utf-8" } }));
  }

  if (esApi) {
    const metodos = metodosDeLaRuta(ruta);
    if (metodos && !metodoAdmitido(metodos, request.method)) {
      return terminar(json(405, "method_not_allowed", `Esta ruta no admite ${request.method}; admite ${metodos.join(", ")}.`, { allow: metodos.join(", ") }));
    }
  }

  // A page answers a POST only to run a server action: the same origin rule as the API's writes,
  // against the configured public address (Next's own check compares Origin with Host, which
  // behind a reverse proxy is not the address browsers use). Before Next reads the body, so a
  // cross-site post, or an Origin that is not even a URL, never reaches the action decoder.
  if (!esApi && request.method !== "GET" && request.method !== "HEAD" && !escrituraDelPropioSitio(request.headers)) {
    return terminar(new NextResponse("Origen no permitido.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } }));
  }

  const cabeceras = new Headers(request.headers);
  cabeceras.set(CABECERA_ID_PETICION, requestId);

  const base = origenPublico() ?? request.nextUrl.origin;
  const retornoMalo = COOKIES_RETORNO.filter((n) => {
    const c = request.cookies.get(n);
    return c !== undefined && !esUrlDeRetornoValida(c.value, base);
  });
  if (retornoMalo.length > 0) {
    // The handlers (and next-auth) read the cookies from these headers: without the bad one.
    const quedan = request.cookies.getAll().filter((c) => !retornoMalo.includes(c.name));
    cabeceras.set("cookie", quedan.map((c) => `${c.name}=${encodeURIComponent(c.value)}`).join("; "));
  }

  let respuesta: NextResponse;
  if (esApi) {
    respuesta = NextResponse.next({ request: { headers: cabeceras } });
    respuesta.headers.set("content-security-policy", POLITICA_API);
  } else {
    if (areaDe(ruta)) {
      const token = await getToken({ req: request, secret: authSecret(), decode: descifrarCookieSesion });
      const destino = decisionProxy(ruta, token ? cargosDelToken(token) : null);
      if (destino) return terminar(NextResponse.redirect(new URL(destino, request.url)));
    }
    const nonce = nuevoNonce();
    const politica = politicaDePaginas(nonce, { https, desarrollo: getEnv().NODE_ENV === "development" });
    // Next reads the nonce from the request's CSP header and puts it on its scripts.
    cabeceras.set("content-security-policy", politica);
    cabeceras.set("x-nonce", nonce);
    respuesta = NextResponse.next({ request: { headers: cabeceras } });
    respuesta.headers.set("content-security-policy", politica);
  }
  for (const n of retornoMalo) respuesta.cookies.set(n, "", { path: "/", maxAge: 0 });
  return terminar(respuesta);
}

export const config = {
  // Everything but Next's build files and the static files of public/.
  matcher: ["/((?!_next/static|_next/image|favicon\\.ico|.*\\.(?:svg|png|jpg|jpeg|gif|webp|ico|woff2?|txt)$).*)"],
};
