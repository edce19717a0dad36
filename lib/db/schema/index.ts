export * from "./core";
export * from "./convalidaciones";
