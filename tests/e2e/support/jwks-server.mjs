#!/usr/bin/env node
// Test-only stand-in for Google's ID-token keys. It generates an RSA key at start, publishes the
// public half as a JWKS (the portal verifies /api/auth/login tokens against it) and signs whatever
// claims a test posts to /sign, so tests can build valid, expired or foreign-domain ID tokens
// without any key in the repository. Listens on loopback only.
import http from "node:http";
import { SignJWT, exportJWK, generateKeyPair } from "jose";

const port = Number(process.env.E2E_JWKS_PORT || 8898);
const kid = "e2e-google";
const { publicKey, privateKey } = await generateKeyPair("RS256", { extractable: true });
const jwk = { ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" };

function leer(req) {
  return new Promise((resolve, reject) => {
    let datos = "";
    req.on("data", (c) => (datos += c));
    req.on("end", () => resolve(datos));
    req.on("error", reject);
  });
}

const server = http.createServer(async (req, res) => {
  try {
    if (req.method === "GET" && req.url === "/jwks.json") {
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify({ keys: [jwk] }));
    }
    if (req.method === "POST" && req.url === "/sign") {
      const claims = JSON.parse((await leer(req)) || "{}");
      const token = await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid, typ: "JWT" }).sign(privateKey);
      res.writeHead(200, { "content-type": "application/json" });
      return res.end(JSON.stringify({ token }));
    }
    res.writeHead(404).end();
  } catch (e) {
    res.writeHead(400, { "content-type": "text/plain" }).end(String(e));
  }
});
server.listen(port, "127.0.0.1", () => console.log(`JWKS de pruebas en http://127.0.0.1:${port}/jwks.json`));
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => server.close(() => process.exit(0)));
