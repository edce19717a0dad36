import { z } from "zod";

/** The answer of GET /api/admin/estado (lib/sistema/estado.ts). */
export const estadoSchema = z.object({
  version: z.string().describe("La del package.json del portal en marcha"),
  baseDeDatos: z.enum(["ok", "no_disponible"]),
  proceso: z.object({ pid: z.number().int(), segundosEnMarcha: z.number().int() }).describe("El proceso que ha contestado (con varios, uno de ellos)"),
  ultimaCopia: z
    .object({ fichero: z.string(), momento: z.string().describe("ISO 8601"), horas: z.number().describe("Antigüedad, con un decimal"), bytes: z.number().int() })
    .nullable()
    .describe("La copia más reciente de backups/ (npm run db:backup), o null si no hay ninguna"),
  correo: z
    .object({
      pendientes: z.number().int(),
      enviando: z.number().int(),
      enviados: z.number().int(),
      fallidos: z.number().int(),
      horasDelPendienteMasAntiguo: z.number().nullable().describe("Cuánto lleva esperando el correo pendiente más antiguo, con un decimal; null si no hay ninguno"),
      smtp: z.boolean().describe("Si hay SMTP_URL: sin él, los avisos se ven en el portal pero no se envían"),
    })
    .nullable()
    .describe("La bandeja de salida de los avisos (decisión 061); null si la base de datos no responde"),
  avisos: z.array(z.string()).describe("Lo que pide atención, en español; vacío si todo está bien"),
});
export type Estado = z.infer<typeof estadoSchema>;
