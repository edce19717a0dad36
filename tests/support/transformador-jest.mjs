/**
 * next/jest's SWC transform, told when Jest is loading the file as an ES module.
 *
 * next/jest writes CommonJS unless the project itself is `"type": "module"`. Jest 30 on Node 24.9+
 * (with --experimental-vm-modules) loads `.mjs` files and the ESM-only packages transformed here
 * (jose, …) as ES modules, even when a test require()s them, and then evaluates that CommonJS as an
 * ES module: «exports is not defined». Jest says which it wants (`supportsStaticESM`); on older Node
 * it never asks for an ES module here, and the output stays as before.
 */
import path from "node:path";
import transformadorDeNext from "next/dist/build/swc/jest-transformer.js";

const transformador = {
  createTransformer(opciones) {
    const swc = transformadorDeNext.createTransformer(opciones);
    return {
      process(fuente, fichero, opcionesJest) {
        if (!opcionesJest.supportsStaticESM) return swc.process(fuente, fichero, opcionesJest);
        // next/jest writes an ES module for the extensions the config treats as ESM.
        const config = { ...opcionesJest.config, extensionsToTreatAsEsm: [path.extname(fichero)] };
        return swc.process(fuente, fichero, { ...opcionesJest, config });
      },
    };
  },
};

export default transformador;
