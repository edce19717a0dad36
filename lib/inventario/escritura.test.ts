import { catalogoDe, resolverNombres } from "./escritura";

const cat = catalogoDe({
  aulas: [
    { id: 1, nombre: "Laboratorio de Química" },
    { id: 2, nombre: "Aula 1" },
    // Names are unique as written, so two can differ only in case or accents.
    { id: 3, nombre: "Taller" },
    { id: 4, nombre: "taller" },
  ],
  categorias: [
    { id: 10, nombre: "Laboratorio" },
    { id: 11, nombre: "Electrónica" },
  ],
  subcategorias: [
    { id: 100, categoriaId: 10, nombre: "Balanza" },
    { id: 101, categoriaId: 10, nombre: "pH-metro" },
    { id: 102, categoriaId: 10, nombre: "PH-metro" },
    { id: 110, categoriaId: 11, nombre: "Osciloscopio" },
  ],
});

describe("resolverNombres", () => {
  it("takes room, category and subcategory names without case or accents", () => {
    expect(resolverNombres(cat, { aula: "laboratorio de quimica", categoria: "LABORATORIO", subcategoria: "balanza" })).toEqual({ ok: true, ids: { aulaId: 1, categoriaId: 10, subcategoriaId: 100 } });
    expect(resolverNombres(cat, { aula: "AULA 1", categoria: "electronica", subcategoria: null })).toEqual({ ok: true, ids: { aulaId: 2, categoriaId: 11, subcategoriaId: null } });
  });

  it("prefers the exact name when two differ only in case or accents, and otherwise asks for it", () => {
    expect(resolverNombres(cat, { aula: "taller", categoria: "Laboratorio", subcategoria: "PH-metro" })).toMatchObject({ ok: true, ids: { aulaId: 4, subcategoriaId: 102 } });
    expect(resolverNombres(cat, { aula: "Taller", categoria: "Laboratorio", subcategoria: "pH-metro" })).toMatchObject({ ok: true, ids: { aulaId: 3, subcategoriaId: 101 } });
    expect(resolverNombres(cat, { aula: "TALLER", categoria: "Laboratorio", subcategoria: "ph-metro" })).toEqual({
      ok: false,
      fieldErrors: {
        aula: ["Hay varias aulas que solo se distinguen por mayúsculas o tildes («Taller», «taller»): escribe el nombre exacto de una."],
        subcategoria: ["La categoría Laboratorio tiene varias subcategorías que solo se distinguen por mayúsculas o tildes («PH-metro», «pH-metro»): escribe el nombre exacto de una."],
      },
    });
  });

  it("names what does not exist, the subcategory within the category found", () => {
    expect(resolverNombres(cat, { aula: "Aula 77", categoria: "Mobiliario", subcategoria: "Mesa" })).toEqual({
      ok: false,
      fieldErrors: { aula: ["No existe el aula «Aula 77»."], categoria: ["No existe la categoría «Mobiliario»."] },
    });
    expect(resolverNombres(cat, { aula: "Aula 1", categoria: "electronica", subcategoria: "Balanza" })).toEqual({
      ok: false,
      fieldErrors: { subcategoria: ["La categoría Electrónica no tiene la subcategoría «Balanza»."] },
    });
  });
});
