import { gzipSync } from "node:zlib";
import { extraerScripts, tamanoGzip } from "./js";

const ORIGEN = "http://127.0.0.1:8871";

describe("extraerScripts", () => {
  it("lists the page's script files once each, in order, with preloads and module preloads", () => {
    const html = `<!DOCTYPE html><html><head>
      <link rel="stylesheet" href="/_next/static/css/a.css"/>
      <link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/webpack-1.js"/>
      <script src="/_next/static/chunks/main-app-2.js" async=""></script>
      <link rel="modulepreload" href="/_next/static/chunks/mod-3.js">
      <link rel="preload" as="font" href="/_next/static/media/f.woff2"/>
    </head><body>
      <script src="/_next/static/chunks/webpack-1.js" async=""></script>
      <script>self.__next_f.push([1,"inline"])</script>
      <script src='/_next/static/chunks/app/page-4.js?dpl=x&amp;v=2' async></script>
    </body></html>`;
    expect(extraerScripts(html, ORIGEN)).toEqual([
      "/_next/static/chunks/main-app-2.js",
      "/_next/static/chunks/webpack-1.js",
      "/_next/static/chunks/app/page-4.js?dpl=x&v=2",
      "/_next/static/chunks/mod-3.js",
    ]);
  });

  it("leaves out scripts of other origins and absolute URLs of its own origin count", () => {
    const html = `<script src="https://cdn.example/x.js"></script><script src="//cdn.example/y.js"></script><script src="${ORIGEN}/_next/z.js"></script>`;
    expect(extraerScripts(html, ORIGEN)).toEqual(["/_next/z.js"]);
  });

  it("leaves out nomodule scripts, which browsers with ES modules do not download", () => {
    const html = `<script src="/_next/static/chunks/polyfills.js" noModule=""></script><script nomodule src="/_next/p2.js"></script><script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/nomodule-en-el-nombre.js"></script>`;
    expect(extraerScripts(html, ORIGEN)).toEqual(["/_next/static/chunks/main.js", "/_next/nomodule-en-el-nombre.js"]);
  });

  it("finds nothing in a page without external scripts", () => {
    expect(extraerScripts("<p>hola</p><script>alert(1)</script>", ORIGEN)).toEqual([]);
  });
});

describe("tamanoGzip", () => {
  it("is what zlib's default gzip makes of the body, text or bytes alike", () => {
    const js = "function f(){return 1}\n".repeat(200);
    const n = tamanoGzip(js);
    expect(n).toBe(gzipSync(js).length);
    expect(n).toBeLessThan(js.length / 10);
    expect(tamanoGzip(Buffer.from(js))).toBe(n);
  });
});
