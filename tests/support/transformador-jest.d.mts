/** Types of transformador-jest.mjs, for its test. */
type OpcionesJest = { supportsStaticESM: boolean; config: Record<string, unknown> };
type Transformado = { code: string; map?: unknown };
declare const transformador: {
  createTransformer(opciones: Record<string, unknown>): { process(fuente: string, fichero: string, opcionesJest: OpcionesJest): Transformado };
};
export default transformador;
