/**
 * Labels of the people list's filters, shown without loading the zod schemas of schemas.ts
 * (docs/decisions/033 and 037). No imports.
 */
export const ACTIVOS = { si: "Activas", no: "Desactivadas", todas: "Todas" } as const;
