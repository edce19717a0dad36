export * from "./core";
export * from "./encuestas";
