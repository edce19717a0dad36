/** The header row of the small tables of the import preview and the slot editor. */
export function CabeceraTabla({ columnas }: { columnas: readonly React.ReactNode[] }) {
  return (
    <thead>
      <tr className="border-b border-slate-200">
        {columnas.map((c, i) => (
          <th key={i} scope="col" className={`py-1 ${i < columnas.length - 1 ? "pr-2" : ""}`}>
            {c}
          </th>
        ))}
      </tr>
    </thead>
  );
}
