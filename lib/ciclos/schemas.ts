import { z } from "zod";

/** The catalogue's shapes in REST answers: a cycle, and a module of it. */
export const cicloSchema = z.object({ codigo: z.string(), nombre: z.string() });
export const moduloCicloSchema = z.object({ codigo: z.string(), nombre: z.string(), curso: z.number().int() });
