import { Icon } from './icon.tsx';

interface CheckListProps {
  items: readonly string[];
  /** Two columns from tablet width up (a long list in its own band). */
  columns?: boolean;
  /** Body-text weight and smaller ticks, for lists inside cards and prose (service pages). */
  plain?: boolean;
}

/** A list of ticked items: hero claims, what a service includes, benefits. */
export function CheckList({ items, columns = false, plain = false }: CheckListProps) {
  const className = plain ? 'tick-list' : columns ? 'check-list check-columns' : 'check-list';
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={plain ? 18 : 20} />
          {item}
        </li>
      ))}
    </ul>
  );
}
