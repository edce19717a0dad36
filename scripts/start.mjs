#!/usr/bin/env node
// `npm start`: the production server on PORT (default 8800, the spec's port).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const port = process.env.PORT || "8800";
const env = { ...process.env, PORT: port, NODE_ENV: "production" };
env.NEXTAUTH_URL ??= `http://localhost:${port}`;

// A larger young generation for V8 (64 MB per semi-space; Node 20's default is 16): rendering a
// page makes a few MB of short-lived objects, and with 20 requests at a time they outgrew the
// default, were promoted and collected again by the slow full GC. ×1.05–1.17 req/s in the
// benchmark for about 9 % more memory (decision 044). NODE_OPTIONS can still set another size.
const nodeArgs = /--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? "") ? [] : ["--max-semi-space-size=64"];

const nextBin = require.resolve("next/dist/bin/next");
const child = spawn(process.execPath, [...nodeArgs, nextBin, "start", "-p", port, "-H", process.env.HOSTNAME_BIND || "0.0.0.0"], { stdio: "inherit", env });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
