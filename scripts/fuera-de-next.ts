/**
 * Imported first by the database scripts, which run under tsx, outside Next. `server-only` is a
 * marker that throws when it is loaded outside React's server build; some lib/ modules the seed
 * reaches (lib/curso-academico/queries.ts → lib/db/index.ts) carry it. Outside Next there is no client
 * bundle to protect, so the marker is registered as the empty module it is on the server.
 */
import { createRequire } from "node:module";

const require = createRequire(__filename);
const ruta = require.resolve("server-only");
require.cache[ruta] ??= { id: ruta, filename: ruta, loaded: true, exports: {} } as NodeJS.Module;
