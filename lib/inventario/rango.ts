/**
 * Article codes go from 1 to CODIGO_MAXIMO: eight digits, what a label and a spreadsheet show
 * whole. The zod schemas, the database's CHECK constraints and the code counter all use this one
 * bound (docs/decisions/022-codigos-de-inventario-acotados.md). No imports: the database schema
 * and the browser's forms both read it.
 */
export const CODIGO_MAXIMO = 99_999_999;
