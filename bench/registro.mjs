// Preloaded by `npm run bench` (node --import): lib/ modules that only run on the server import
// `server-only`, which throws outside Next's server build. The bench is server-side code run
// outside Next, so it gets the package's empty module, as Jest does with its moduleNameMapper.
import Module from "node:module";
import { fileURLToPath } from "node:url";

const vacio = fileURLToPath(new URL("../node_modules/server-only/empty.js", import.meta.url));
const resolver = Module._resolveFilename;
Module._resolveFilename = function (peticion, ...resto) {
  return peticion === "server-only" ? vacio : resolver.call(this, peticion, ...resto);
};
