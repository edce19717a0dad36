/**
 * A complete matrícula as the form holds it (a 1.º IFC201 student from Huesca asking for the
 * Provincial route); tests override what they need. Valid for the whole lifetime of the suite:
 * the birth date keeps the student between 14 and 80.
 */
export const MATRICULA_EJEMPLO = {
  nombre: "Diego",
  apellidos: "Martín Lanau",
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
