import jsQR from "jsqr";
import type { NextConfig } from "next";
import { inicioValido, matrizQr, PLANTILLAS, plantillaPorId, porHoja, posicionEtiqueta, repartirEnHojas, trazoQr, urlArticulo } from "./hojas-de-etiquetas";

describe("label sheets", () => {
  it("every template fits on an A4 sheet", () => {
    for (const p of PLANTILLAS) {
      const ultima = posicionEtiqueta(p, porHoja(p) - 1);
      expect(ultima.x + p.ancho).toBeLessThanOrEqual(210);
      expect(ultima.y + p.alto).toBeLessThanOrEqual(297);
    }
  });

  it("starts the first sheet at the first free position and later sheets at the top", () => {
    const p = plantillaPorId("3x8");
    const hojas = repartirEnHojas(Array.from({ length: 30 }, (_, i) => i + 1), p, 20);
    expect(hojas.map((h) => h.length)).toEqual([5, 24, 1]);
    expect(hojas[0][0]).toEqual({ posicion: 19, etiqueta: 1 });
    expect(hojas[1][0]).toEqual({ posicion: 0, etiqueta: 6 });
    expect(posicionEtiqueta(p, 19)).toEqual({ x: 70, y: 0.5 + 6 * 37 });
  });

  it("ignores a start position outside the sheet and an unknown template", () => {
    expect(plantillaPorId("nope").id).toBe("3x8");
    expect(inicioValido(plantillaPorId("2x7"), 15)).toBe(1);
    expect(inicioValido(plantillaPorId("2x7"), "14")).toBe(14);
    expect(inicioValido(plantillaPorId("2x7"), "abc")).toBe(1);
    expect(repartirEnHojas([], plantillaPorId("3x8"), 3)).toEqual([]);
  });
});

describe("QR", () => {
  /** Draws the module matrix as a bitmap with a quiet zone, as the label prints it. */
  function leer(matriz: boolean[][]): string | undefined {
    const escala = 4;
    const margen = 4;
    const lado = (matriz.length + margen * 2) * escala;
    const pixeles = new Uint8ClampedArray(lado * lado * 4).fill(255);
    matriz.forEach((fila, y) =>
      fila.forEach((oscuro, x) => {
        if (!oscuro) return;
        for (let dy = 0; dy < escala; dy++)
          for (let dx = 0; dx < escala; dx++) {
            const i = (((y + margen) * escala + dy) * lado + (x + margen) * escala + dx) * 4;
            pixeles[i] = pixeles[i + 1] = pixeles[i + 2] = 0;
          }
      }),
    );
    return jsQR(pixeles, lado, lado)?.data;
  }

  it("encodes the article's page and reads back", () => {
    const url = urlArticulo("https://portal.cpifp-huesca.test/", 1234);
    expect(url).toBe("https://portal.cpifp-huesca.test/jefatura/inventario/1234/editar");
    expect(leer(matrizQr(url))).toBe(url);
  });

  it("draws exactly the dark modules in the SVG path, and the drawing reads back", () => {
    const url = "http://localhost:8800/jefatura/inventario/7/editar";
    const m = matrizQr(url);
    // Each run is a stroke one module thick through the middle of its row: paint what it covers.
    const pintada = m.map((fila) => fila.map(() => false));
    // The pen as an SVG renderer moves it: M to a point, m by an offset, h along the row.
    const trazo = trazoQr(m);
    expect(trazo).toMatch(/^(M\d+ \d+\.5h\d+(m\d+ 0h\d+)*)+$/);
    let x = 0;
    let y = 0;
    for (const [, orden, a, b, largo] of trazo.matchAll(/([Mm])(\d+) (\d+(?:\.5)?)h(\d+)/g)) {
      if (orden === "M") [x, y] = [Number(a), Math.floor(Number(b))];
      else x += Number(a);
      for (let i = 0; i < Number(largo); i++) {
        expect(pintada[y][x + i]).toBe(false);
        pintada[y][x + i] = true;
      }
      x += Number(largo);
    }
    expect(pintada).toEqual(m);
    expect(leer(pintada)).toBe(url);
  });

  it("runs qrcode on the server as published, outside the minified bundle (decision 053)", async () => {
    // Bundled, the minifier turned its mask check into a new closure per module: 60 MB per sheet.
    const ruta = "../../next.config.mjs"; // a plain .mjs file, typed by its JSDoc, not by TypeScript
    const { default: config } = (await import(ruta)) as { default: NextConfig };
    expect(config.serverExternalPackages).toContain("qrcode");
  });
});
