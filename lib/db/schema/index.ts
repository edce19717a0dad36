export * from "./core";
export * from "./encuestas";
export * from "./inventario";
export * from "./convalidaciones";
export * from "./centro";
export * from "./horarios";
export * from "./registro";
