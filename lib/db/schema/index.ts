export * from "./core";
export * from "./encuestas";
export * from "./inventario";
