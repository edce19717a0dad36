export * from "./core";
export * from "./inventario";
