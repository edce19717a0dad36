#!/usr/bin/env node
// Renders the reply letter's header logo and footer image (public/convalidaciones/*.svg) to PNG at
// 3x, with the system Chromium. The PDF letter embeds the PNGs (pdf-lib draws PNG/JPEG, not SVG) and
// the printable page shows the same files, so both look alike. Run it after editing an SVG:
//   node scripts/imagenes-carta.mjs
// A centre that has its own official artwork can instead drop PNGs with the same names there.
import { readFile } from "node:fs/promises";
import path from "node:path";
import { chromium } from "@playwright/test";

const carpeta = path.join(process.cwd(), "public", "convalidaciones");
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium" });
try {
  for (const nombre of ["cabecera", "pie"]) {
    const svg = await readFile(path.join(carpeta, `${nombre}.svg`), "utf8");
    const [, ancho, alto] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];
    const page = await browser.newPage({ viewport: { width: Number(ancho), height: Number(alto) }, deviceScaleFactor: 3 });
    await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
    await page.locator("svg").screenshot({ path: path.join(carpeta, `${nombre}.png`), omitBackground: true });
    await page.close();
    console.log(`public/convalidaciones/${nombre}.png`);
  }
} finally {
  await browser.close();
}
