export * from "./core";
export * from "./inventario";
export * from "./convalidaciones";
