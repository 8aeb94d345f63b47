import type { GeoPoint } from '../shared/types.ts';

/**
 * The estuaries and firths a straight line between two places can cross where no road does, for
 * the road-distance estimate (server/views/road-distance.ts, docs/decisions/084). Each water is
 * drawn as a line along its middle, from open sea to the first point upstream where roads go round
 * it. The crossings are the places a road crosses that line: bridges and tunnels, and, as its last
 * point, the head of the water. A ferry is no road for a locksmith on an emergency call, so a water
 * crossed only by ferry (the Solent, the Irish Sea) has no crossings and is not crossed.
 *
 * Positions are placed by hand, to about a kilometre for a crossing and more loosely for a line,
 * which only has to run between the water's two shores; test/road-distance.test.ts checks that each
 * water separates towns on its two shores and that the estimate between them goes by a crossing.
 */
export interface Water {
  name: string;
  /** Along the middle of the water, from the sea inland. */
  line: readonly GeoPoint[];
  /** Where a road crosses: bridges and tunnels, then the water's head, the line's last point. */
  crossings: readonly { name: string; at: GeoPoint }[];
}

const p = (latitude: number, longitude: number): GeoPoint => ({ latitude, longitude });

export const waters: readonly Water[] = [
  {
    name: 'Firth of Forth',
    line: [p(56.2, -2.55), p(56.06, -3.0), p(56.01, -3.3), p(55.995, -3.405), p(56.04, -3.62), p(56.065, -3.73), p(56.11, -3.9)],
    crossings: [
      { name: 'the Forth bridges at Queensferry', at: p(55.995, -3.405) },
      { name: 'the Kincardine and Clackmannanshire bridges', at: p(56.065, -3.73) },
      { name: 'Stirling', at: p(56.11, -3.9) },
    ],
  },
  {
    name: 'Firth of Tay',
    line: [p(56.46, -2.7), p(56.452, -2.955), p(56.42, -3.1), p(56.38, -3.3), p(56.385, -3.42)],
    crossings: [
      { name: 'the Tay Road Bridge', at: p(56.452, -2.955) },
      { name: 'Perth', at: p(56.385, -3.42) },
    ],
  },
  {
    name: 'the Severn estuary',
    line: [
      p(51.3, -4.8),
      p(51.35, -4.2),
      p(51.35, -3.6),
      p(51.5, -2.85),
      p(51.577, -2.7),
      p(51.61, -2.641),
      p(51.7, -2.52),
      p(51.78, -2.4),
      p(51.865, -2.26),
    ],
    crossings: [
      { name: 'the Prince of Wales Bridge (M4)', at: p(51.577, -2.7) },
      { name: 'the Severn Bridge (M48)', at: p(51.61, -2.641) },
      { name: 'Gloucester', at: p(51.865, -2.26) },
    ],
  },
  {
    name: 'the Mersey',
    line: [p(53.5, -3.1), p(53.44, -3.03), p(53.402, -3.0), p(53.36, -2.92), p(53.34, -2.82), p(53.345, -2.73), p(53.38, -2.6)],
    crossings: [
      { name: 'the Mersey tunnels', at: p(53.402, -3.0) },
      { name: 'the Runcorn bridges', at: p(53.345, -2.73) },
      { name: 'Warrington', at: p(53.38, -2.6) },
    ],
  },
  {
    name: 'the Dee estuary',
    line: [p(53.4, -3.28), p(53.3, -3.17), p(53.24, -3.09), p(53.205, -3.03)],
    crossings: [{ name: 'the Dee bridges at Queensferry', at: p(53.205, -3.03) }],
  },
  {
    name: 'the Humber',
    line: [p(53.58, 0.2), p(53.63, -0.1), p(53.716, -0.45), p(53.7, -0.7), p(53.7, -0.87)],
    crossings: [
      { name: 'the Humber Bridge', at: p(53.716, -0.45) },
      { name: 'the Ouse bridges at Goole', at: p(53.7, -0.87) },
    ],
  },
  {
    name: 'the Thames below London',
    line: [p(51.55, 1.5), p(51.5, 0.9), p(51.47, 0.5), p(51.465, 0.26), p(51.5, 0.07), p(51.505, 0.0)],
    crossings: [
      { name: 'the Dartford Crossing', at: p(51.465, 0.26) },
      { name: 'the Blackwall Tunnel', at: p(51.505, 0.0) },
    ],
  },
  {
    name: 'the Solent',
    line: [p(50.66, -1.6), p(50.75, -1.4), p(50.78, -1.15), p(50.74, -0.95)],
    crossings: [],
  },
  {
    name: 'the Irish Sea and the North Channel',
    line: [p(52.0, -5.5), p(53.3, -5.2), p(54.0, -5.3), p(54.6, -5.4), p(55.0, -5.6), p(55.3, -6.0), p(55.6, -6.6)],
    crossings: [],
  },
];
