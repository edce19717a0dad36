import { compararNatural } from "../orden";
import { esAulaDeHorario } from "./queries";

describe("aulas", () => {
  it("sorts room numbers numerically", () => {
    expect(["Aula 10", "Aula 2", "Aula 1", "Biblioteca"].sort(compararNatural)).toEqual(["Aula 1", "Aula 2", "Aula 10", "Biblioteca"]);
  });
  it("keeps only rooms whose name starts with 'Aula' for timetables", () => {
    expect(["Aula 1", "Laboratorio de Química", "Sala de profesores", "aula 3", "Taller"].filter(esAulaDeHorario)).toEqual(["Aula 1"]);
  });
});
