import { Icon } from '../icon.tsx';


/** Four reasons, with the place's own response time. */
export function WhyChooseUs({ place, responseMinutes, yearsServing }: { place: string; responseMinutes: number; yearsServing: number }) {
  const reasons = [
    { icon: 'clock' as const, title: `Around ${responseMinutes} minutes`, text: `Typical arrival time across ${place}, day or night, 365 days a year.` },
    { icon: 'shield-check' as const, title: 'DBS-checked and insured', text: 'Every locksmith carries photo ID and full public liability insurance.' },
    { icon: 'pound' as const, title: 'Price agreed first', text: 'A free quote by phone, no hidden fees, no surge pricing and a price-match guarantee.' },
    { icon: 'badge-check' as const, title: `${yearsServing} years' experience`, text: `Local locksmiths who have worked on ${place} doors for ${yearsServing} years.` },
  ];
  return (
    <ul className="card-grid card-grid-4 reasons">
      {reasons.map(({ icon, title, text }) => (
        <li key={title} className="reason">
          <Icon name={icon} size={28} />
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}
