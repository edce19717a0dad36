/** A valid request form, as the student would fill it in; tests override what they need. */
export const SOLICITUD_EJEMPLO = {
  nif: "12345678Z",
  nombre: "Lucía",
  apellidos: "Pérez Barrio",
  domicilio: "Calle Coso Alto, 3",
  codigoPostal: "22002",
  localidad: "Huesca",
  provincia: "Huesca",
  telefonoFijo: "974111222",
  telefonoMovil: "611222333",
  ciclo: "QUI301",
  modulos: ["0066", "0067"],
  aporta: "Título de Técnico en Operaciones de Laboratorio",
};
