import type { Celda, ColumnaCsv } from "../csv";

/**
 * The four imports of the administration, as their templates and the import page document them.
 * Column titles are matched without accents or case; the aliases are what other programs call them.
 */

export const TIPOS_IMPORTACION = ["estudiantes", "docentes", "modulos", "asignaciones"] as const;
export type TipoImportacion = (typeof TIPOS_IMPORTACION)[number];

export const esTipoImportacion = (v: string): v is TipoImportacion => (TIPOS_IMPORTACION as readonly string[]).includes(v);

export type DefImportacion = {
  titulo: string;
  descripcion: string;
  /** What identifies a row: an existing one with the same key is updated, never duplicated. */
  clave: string;
  columnas: readonly ColumnaCsv[];
  /** Example rows of the template, with the centre's mail domain. */
  ejemplo: (dominio: string) => Celda[][];
};

const correo: ColumnaCsv = { clave: "email", titulo: "Correo", alias: ["email", "correo electrónico", "e-mail"], obligatoria: true };
const nombre: ColumnaCsv = { clave: "nombre", titulo: "Nombre", obligatoria: true };
const apellidos: ColumnaCsv = { clave: "apellidos", titulo: "Apellidos", obligatoria: true };

export const IMPORTACIONES: Record<TipoImportacion, DefImportacion> = {
  estudiantes: {
    titulo: "Estudiantes",
    descripcion: "Altas y cambios de estudiantes con su grupo y su código. Las personas que no están en el archivo no se tocan: se listan para que decidas si desactivarlas.",
    clave: "el correo",
    columnas: [correo, nombre, apellidos, { clave: "grupo", titulo: "Grupo", obligatoria: true }, { clave: "codigo", titulo: "Código", alias: ["código de estudiante", "nia"], obligatoria: true }],
    ejemplo: (d) => [[`lucia.perez@${d}`, "Lucía", "Pérez Barrio", "1QUI301", "24Q0001"]],
  },
  docentes: {
    titulo: "Docentes",
    descripcion:
      "Altas y cambios del personal con su departamento y sus cargos. La columna Cargos (opcional) lleva uno o más de docente, jefatura y admin separados por espacios o comas («docente jefatura»); vacía o sin columna, una persona nueva es docente y una que ya existe conserva los suyos. Los docentes que no están en el archivo se listan para que decidas si desactivarlos.",
    clave: "el correo",
    columnas: [correo, nombre, apellidos, { clave: "departamento", titulo: "Departamento", obligatoria: true }, { clave: "cargos", titulo: "Cargos", alias: ["cargo", "roles", "tipo"] }],
    ejemplo: (d) => [
      [`ana.lopez@${d}`, "Ana", "López Gracia", "Química", "docente"],
      [`javier.arnal@${d}`, "Javier", "Arnal Puyuelo", "Química", "docente jefatura"],
      [`marta.lacasa@${d}`, "Marta", "Lacasa Ferrer", "Química", "docente admin"],
    ],
  },
  modulos: {
    titulo: "Módulos",
    descripcion: "Altas y cambios de módulos de ciclos que ya existen. Sin columna Horas o Departamento, esos datos no cambian.",
    clave: "el código y el ciclo",
    columnas: [
      { clave: "codigo", titulo: "Código", obligatoria: true },
      { clave: "ciclo", titulo: "Ciclo", obligatoria: true },
      { clave: "curso", titulo: "Curso", obligatoria: true },
      nombre,
      { clave: "horas", titulo: "Horas" },
      { clave: "departamento", titulo: "Departamento" },
    ],
    ejemplo: () => [["0065", "QUI301", 1, "Muestreo y preparación de la muestra", 132, "Química"]],
  },
  asignaciones: {
    titulo: "Asignaciones de docencia",
    descripcion: "Qué docente imparte qué módulo a qué grupo. Solo añade: las asignaciones que ya existen se quedan como están.",
    clave: "el docente, el módulo y el grupo",
    columnas: [
      { clave: "docente", titulo: "Docente", alias: ["correo", "email", "correo del docente"], obligatoria: true },
      { clave: "grupo", titulo: "Grupo", obligatoria: true },
      { clave: "modulo", titulo: "Módulo", alias: ["código del módulo", "codigo"], obligatoria: true },
      { clave: "ciclo", titulo: "Ciclo" },
    ],
    ejemplo: (d) => [[`ana.lopez@${d}`, "1QUI301", "0065", "QUI301"]],
  },
};
