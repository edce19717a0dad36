export function Tarjeta({ titulo, children, id, acciones }: { titulo: string; children: React.ReactNode; id?: string; acciones?: React.ReactNode }) {
  const hid = id ? `${id}-titulo` : undefined;
  return (
    <section aria-labelledby={hid} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:border-0 print:shadow-none">
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 id={hid} className="text-lg font-semibold text-slate-900">
          {titulo}
        </h2>
        {acciones}
      </div>
      {children}
    </section>
  );
}

export function Vacio({ children }: { children: React.ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600">{children}</p>;
}

export function Cabecera({ titulo, subtitulo }: { titulo: string; subtitulo?: React.ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-slate-900">{titulo}</h1>
      {subtitulo && <p className="mt-1 text-slate-600">{subtitulo}</p>}
    </div>
  );
}
