import { z } from "zod";
import { grupoApi } from "../api/define";
import { nuevoCursoSchema } from "./nuevo-curso-schemas";

const admin = grupoApi({ tag: "Administración: cursos", acceso: "centro.administrar" });

const persona = { id: z.number().int(), nombre: z.string(), email: z.string(), codigo: z.string().nullable() };
const planSchema = z.object({
  origen: z.object({ codigo: z.string(), inicio: z.string(), fin: z.string(), cierre: z.string().nullable() }),
  curso: z.object({ codigo: z.string(), inicio: z.string(), fin: z.string(), existe: z.boolean() }),
  cierre: z.string().describe("Día desde el que el curso de origen es historia (solo lectura) y el nuevo pasa a ser el actual"),
  franjas: z.number().int().describe("Franjas que se copian"),
  festivos: z.array(z.object({ fecha: z.string(), descripcion: z.string() })).describe("Días no lectivos copiados un año después"),
  promocion: z.array(z.object({ ...persona, de: z.string(), a: z.string() })).describe("Estudiantes de 1.º que pasan al grupo de 2.º de su ciclo"),
  sinGrupo: z.array(z.object({ ...persona, de: z.string() })).describe("Estudiantes de 1.º cuyo ciclo no tiene grupo de 2.º"),
  repiten: z.array(z.object({ ...persona, grupo: z.string() })),
  bajas: z.array(z.object({ ...persona, grupo: z.string() })).describe("Estudiantes de 2.º cuya cuenta se desactiva"),
  segundo: z.array(z.object({ ...persona, grupo: z.string(), repite: z.boolean() })),
  matriculas: z.number().int().describe("Matrículas en módulos de 2.º que se crean en el curso nuevo"),
  asignaciones: z.array(z.object({ docenteId: z.number().int(), docente: z.string(), modulo: z.string(), ciclo: z.string(), grupo: z.string() })).describe("Asignaciones de docencia copiadas como borrador"),
  erroresCsv: z.array(z.string()),
  cambios: z.number().int().describe("0: no queda nada por hacer"),
  huella: z.string().describe("Envíala al aplicar: si los datos han cambiado desde la vista previa, 409"),
});

export const apiNuevoCurso = {
  crear: admin({
    method: "POST",
    path: "/api/admin/cursos",
    summary:
      "Asistente «Nuevo curso»: con simular: true, la vista previa de todo lo que hará (franjas, días no lectivos, promoción de 1.º a 2.º, bajas de 2.º salvo repetidores, asignaciones de docencia como borrador, cierre del curso actual) y su huella; con simular: false lo aplica en una transacción. Repetir la aplicación no cambia nada (aplicado: false). repetidores: ids; repetidoresCsv: CSV con una columna Estudiante (código o correo). Una huella que ya no es la del plan, 409",
    body: nuevoCursoSchema,
    response: z.object({ aplicado: z.boolean(), mensaje: z.string(), plan: planSchema }),
  }),
};
