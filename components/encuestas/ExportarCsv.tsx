"use client";

/** Downloads the CSV the server already built for the table on screen; no second request, no other scope. */
export function ExportarCsv({ csv, fichero }: { csv: string; fichero: string }) {
  return (
    <button
      type="button"
      className="boton-secundario print:hidden"
      onClick={() => {
        const url = URL.createObjectURL(new Blob([csv], { type: "text/csv;charset=utf-8" }));
        const a = document.createElement("a");
        a.href = url;
        a.download = fichero;
        document.body.append(a);
        a.click();
        a.remove();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      }}
    >
      Exportar CSV
    </button>
  );
}
