/**
 * The database scripts run outside Next, where the `server-only` marker (which keeps lib/db out of
 * browser bundles) throws on import. Seeds reuse lib/ functions that import lib/db (the current
 * school year, for one), so the scripts load the marker as the empty module Next's server build and
 * jest (tests/support/empty.js) see. Import this first.
 */
import { createRequire } from "node:module";
import path from "node:path";

const requerir = createRequire(path.join(process.cwd(), "package.json"));
const ruta = requerir.resolve("server-only");
requerir.cache[ruta] = { id: ruta, filename: ruta, loaded: true, exports: {} } as NodeJS.Module;
