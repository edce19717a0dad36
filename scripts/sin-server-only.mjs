// Command-line scripts (db:seed) run lib/ code outside Next: there `server-only` is only a marker,
// as in the tests (jest maps it to an empty module), not an error. Loaded with `--import`.
import Module, { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const vacio = path.join(path.dirname(require.resolve("server-only")), "empty.js");
const resolver = Module._resolveFilename;
Module._resolveFilename = function (peticion, ...resto) {
  return peticion === "server-only" ? vacio : resolver.call(this, peticion, ...resto);
};
