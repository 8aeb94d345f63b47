const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Working hours: '24 Hours' on all seven days (docs/product.md §2, 'City pages': 24-hour opening on all seven days). */
export function HoursTable() {
  return (
    <table className="hours-table">
      <caption>Working hours</caption>
      <tbody>
        {days.map((day) => (
          <tr key={day}>
            <th scope="row">{day}</th>
            <td>24 Hours</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
