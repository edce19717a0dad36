import { matrizQr, posicionEtiqueta, trazoQr, urlArticulo, type Hoja, type PlantillaEtiquetas } from "@/lib/inventario/hojas-de-etiquetas";

type Etiqueta = { codigo: number; nombre: string; aula: string };

function Qr({ texto, lado }: { texto: string; lado: number }) {
  const m = matrizQr(texto);
  const n = m.length;
  // Two modules of white around it: the label's own margin completes the quiet zone.
  return (
    <svg viewBox={`-2 -2 ${n + 4} ${n + 4}`} style={{ width: `${lado}mm`, height: `${lado}mm` }} shapeRendering="crispEdges" aria-hidden="true" className="shrink-0">
      <rect x={-2} y={-2} width={n + 4} height={n + 4} fill="#fff" />
      <path d={trazoQr(m)} stroke="#000" strokeWidth={1} fill="none" />
    </svg>
  );
}

/**
 * A4 sheets of labels placed to the millimetre for the chosen sheet; each label has the QR code of
 * the article's page, its code, name and room.
 */
export function HojasEtiquetas({ hojas, plantilla, base, centro }: { hojas: Hoja<Etiqueta>[]; plantilla: PlantillaEtiquetas; base: string; centro: string }) {
  const lado = Math.min(plantilla.alto - 5, plantilla.ancho * 0.45);
  const pequena = plantilla.alto < 32;
  return (
    <>
      {hojas.map((hoja, i) => (
        <section
          key={i}
          aria-label={`Hoja ${i + 1} de ${hojas.length}`}
          className="hoja-etiquetas relative mx-auto my-6 overflow-hidden bg-white shadow-lg print:m-0 print:shadow-none"
          style={{ width: "210mm", height: "297mm" }}
        >
          {hoja.map(({ posicion, etiqueta: e }) => {
            const { x, y } = posicionEtiqueta(plantilla, posicion);
            return (
              <div
                key={e.codigo}
                className="etiqueta absolute flex items-center gap-[2mm] overflow-hidden text-black"
                style={{ left: `${x}mm`, top: `${y}mm`, width: `${plantilla.ancho}mm`, height: `${plantilla.alto}mm`, padding: "2.5mm" }}
              >
                <Qr texto={urlArticulo(base, e.codigo)} lado={lado} />
                <div className="min-w-0 leading-tight">
                  {!pequena && <p style={{ fontSize: "6pt" }} className="truncate uppercase tracking-wide">{centro}</p>}
                  <p style={{ fontSize: pequena ? "12pt" : "15pt" }} className="font-mono font-bold">
                    {e.codigo}
                  </p>
                  <p style={{ fontSize: pequena ? "7pt" : "8.5pt" }} className="line-clamp-2 font-medium wrap-anywhere">
                    {e.nombre}
                  </p>
                  <p style={{ fontSize: pequena ? "6.5pt" : "7.5pt" }} className="truncate">
                    {e.aula}
                  </p>
                </div>
              </div>
            );
          })}
        </section>
      ))}
    </>
  );
}
