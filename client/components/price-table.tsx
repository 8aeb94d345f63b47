import type { PriceRow } from '../../shared/types.ts';

/**
 * A two-column price list. 'From' is set in muted text and the amount in bold; on a phone the
 * price column wraps its words (never an amount), so the two columns fit down to 320 px without
 * scrolling sideways.
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

/**
 * 'From £75' → muted 'From' and bold '£75'; other wording is shown as given, bold. With `job`, the
 * list's name for the job the price is for follows on its own line ('Yale lock'). An amount
 * ('£35-£45') never breaks across lines; the words after it ('plus labour') may, so a narrow
 * column wraps them instead of pushing the table past the screen's edge.
 */
export function Price({ text, job }: { text: string; job?: string | null }) {
  const match = /^From (.+)$/.exec(text);
  const price = match ? (
    <span className="price">
      <span className="price-from">From </span>
      <strong>{amountFirst(match[1]!)}</strong>
    </span>
  ) : (
    <strong className="price">{amountFirst(text)}</strong>
  );
  if (!job) return price;
  // A 'from' price that stands for several jobs names the one it prices, under the amount.
  return (
    <>
      {price} <span className="price-job">{job}</span>
    </>
  );
}

function amountFirst(text: string) {
  const parts = /^(£[\d,.]+(?:-£[\d,.]+)?) (.+)$/.exec(text);
  if (!parts) return text;
  return (
    <>
      <span className="price-amount">{parts[1]}</span> {parts[2]}
    </>
  );
}
