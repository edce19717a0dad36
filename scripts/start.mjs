#!/usr/bin/env node
// `npm start`: the production server on PORT (default 8800, the spec's port).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const port = process.env.PORT || "8800";
const env = { ...process.env, PORT: port, NODE_ENV: "production" };
env.NEXTAUTH_URL ??= `http://localhost:${port}`;

const nextBin = require.resolve("next/dist/bin/next");
const child = spawn(process.execPath, [nextBin, "start", "-p", port, "-H", process.env.HOSTNAME_BIND || "0.0.0.0"], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
