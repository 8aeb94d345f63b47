import type { CityView } from '../../../server/views/city-view.ts';

/** A short fact box: what the place is, how many people live there, how fast we arrive. */
export function CityFacts({ view }: { view: CityView }) {
  const { city } = view;
  const facts: [string, string][] = [
    ['Region', city.region],
    ['Status', city.cityStatus],
    [
      'Population',
      city.populationArea ? `${city.population} in ${city.populationArea} (${city.populationYear})` : `${city.population} (${city.populationYear})`,
    ],
    ...(view.postcodeRange ? ([['Postcodes', view.postcodeRange]] as [string, string][]) : []),
    ['Typical response', city.responseMinutes === null ? 'Agreed when you call' : `${city.responseMinutes} minutes`],
    ...(view.yearsServing ? ([['Years serving', String(view.yearsServing)]] as [string, string][]) : []),
  ];
  return (
    <aside className="card fact-box" aria-labelledby="facts-title">
      <h3 id="facts-title">{city.name} at a glance</h3>
      <dl>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  );
}
