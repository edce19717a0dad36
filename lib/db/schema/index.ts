export * from "./core";
export * from "./encuestas";
export * from "./inventario";
export * from "./convalidaciones";
