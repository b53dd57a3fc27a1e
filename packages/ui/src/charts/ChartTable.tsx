/** The chart's data as a table only screen readers get (the picture is aria-hidden detail; this is the content). */
export function ChartTable({ caption, columns, rows }: { caption: string; columns: readonly string[]; rows: ReadonlyArray<ReadonlyArray<string>> }) {
  return (
    <table className="fj-visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {row.map((cell, j) => (j === 0 ? <th key={j} scope="row">{cell}</th> : <td key={j}>{cell}</td>))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
