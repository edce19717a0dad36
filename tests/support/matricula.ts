/**
 * A complete matrícula as the form holds it (a 1.º IFC201 student from Huesca asking for the
 * Provincial route); tests override what they need. Valid for the whole lifetime of the suite:
 * the birth date keeps the student between 14 and 80.
 */
export const MATRICULA_EJEMPLO = {
  nombre: "Diego",
  apellidos: "Martín Lanau",
  tipoDocumento: "dni" as const,
  dni: "18034567Z",
  fechaNacimiento: "2007-03-14",
  telefono: "612 34 00 11",
  nacimiento: { pais: "ES", nacionalidad: "ES", provincia: { id: "22", nombre: "" }, localidad: { id: "22130", nombre: "" } },
  domicilio: { direccion: "Calle del Parque, 12, 3.º B", codigoPostal: "22003", provincia: { id: "22", nombre: "" }, localidad: { id: "22125", nombre: "" } },
  cursoDiferente: false,
  curso: { direccion: "", codigoPostal: "", provincia: { id: "", nombre: "" }, localidad: { id: "", nombre: "" } },
  ciclo: { codigo: "IFC201", modulos: ["0221", "0222"] },
  ruta: { nombre: "Provincial", provincia: "Sabiñánigo" },
  proteccionDatos: { padres: "si" as const, grabar: "no" as const },
};

/** The example as the data layer returns it once sent (lib/matricula/ficha MatriculaDetalle). */
export const DETALLE_EJEMPLO = {
  id: 7,
  cursoAcademico: "2026/2027",
  estado: "enviada" as const,
  version: 1,
  enviada: new Date("2026-09-05T08:30:00Z"),
  actualizada: new Date("2026-09-05T08:30:00Z"),
  revisada: null,
  revisadaPor: null,
  incidencia: null,
  estudianteId: 12,
  email: "diego.martin@cpifp-huesca.test",
  nombre: "Diego",
  apellidos: "Martín Lanau",
  tipoDocumento: "dni" as const,
  dni: "18034567Z",
  fechaNacimiento: "2007-03-14",
  telefono: "612340011",
  nacimiento: {
    pais: { codigo: "ES", nombre: "España" },
    nacionalidad: { codigo: "ES", nombre: "España" },
    provincia: { id: "22", nombre: "Huesca" },
    localidad: { id: "22130", nombre: "Jaca" },
  },
  domicilio: { direccion: "Calle del Parque, 12, 3.º B", codigoPostal: "22003", provincia: { id: "22", nombre: "Huesca" }, localidad: { id: "22125", nombre: "Huesca" } },
  curso: null,
  ciclo: {
    codigo: "IFC201",
    nombre: "Sistemas Microinformáticos y Redes",
    modulos: [
      { codigo: "0221", nombre: "Montaje y mantenimiento de equipos", curso: 1 },
      { codigo: "0222", nombre: "Sistemas operativos monopuesto", curso: 1 },
    ],
  },
  ruta: { id: 6, nombre: "Provincial", provincia: "Sabiñánigo" },
  proteccionDatos: { padres: true, grabar: false },
};
