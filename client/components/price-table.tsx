import type { PriceRow } from '../../shared/types.ts';

/**
 * A two-column price list. 'From' is set in muted text and the amount in bold; on a phone the
 * two columns still fit, so no horizontal scrolling is needed.
 */
export function PriceTable({ rows, caption, note }: { rows: readonly PriceRow[]; caption: string; note?: string }) {
  return (
    <div className="price-table-wrap">
      <table className="price-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            <th scope="col">Price</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.service}>
              <th scope="row">{row.service}</th>
              <td>
                <Price text={row.price} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {note ? <p className="price-note">{note}</p> : null}
    </div>
  );
}

/** 'From £75' → muted 'From' and bold '£75'; other wording is shown as given. */
export function Price({ text }: { text: string }) {
  const match = /^From (.+)$/.exec(text);
  if (!match) return <strong className="price">{text}</strong>;
  return (
    <span className="price">
      <span className="price-from">From </span>
      <strong>{match[1]}</strong>
    </span>
  );
}
