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

/**
 * Islands that no road reaches, each drawn as a rough outline at sea around it (latitude,
 * longitude, placed by hand to about a kilometre where a mainland shore or a bridged island is
 * near). A journey from one of them to anywhere else has no road: a ferry is no road for an
 * emergency call (docs/decisions/086). Skye and Anglesey have bridges and are left out, as is the
 * Isle of Wight, which the Solent above already cuts off. test/road-distance.test.ts checks which
 * postcode districts fall inside each outline.
 */
export interface Island {
  name: string;
  outline: readonly GeoPoint[];
}

const box = (south: number, west: number, north: number, east: number): GeoPoint[] => [
  p(south, west),
  p(south, east),
  p(north, east),
  p(north, west),
];

export const islandsWithoutRoad: readonly Island[] = [
  { name: 'Orkney', outline: box(58.7, -3.5, 59.42, -2.3) },
  { name: 'Shetland', outline: box(59.45, -2.3, 61.0, -0.5) },
  {
    name: 'the Outer Hebrides',
    outline: [p(58.7, -8.8), p(58.7, -5.9), p(57.85, -5.95), p(57.7, -6.6), p(57.45, -6.95), p(57.15, -7.05), p(56.75, -7.2), p(56.7, -8.8)],
  },
  { name: 'the Isles of Scilly', outline: box(49.85, -6.5, 50.0, -6.1) },
  { name: 'Arran', outline: box(55.42, -5.42, 55.72, -5.03) },
  { name: 'Bute', outline: box(55.72, -5.18, 55.87, -5.0) },
  { name: 'Great Cumbrae', outline: box(55.74, -4.96, 55.8, -4.9) },
  { name: 'Gigha', outline: box(55.64, -5.79, 55.73, -5.715) },
  {
    name: 'Islay, Jura and Colonsay',
    outline: [p(55.55, -6.6), p(55.55, -6.0), p(55.78, -5.92), p(55.95, -5.8), p(56.05, -5.73), p(56.17, -5.66), p(56.2, -6.0), p(56.2, -6.4)],
  },
  {
    name: 'Mull, Iona, Coll and Tiree',
    outline: [p(56.22, -6.6), p(56.25, -5.75), p(56.45, -5.62), p(56.65, -6.12), p(56.72, -6.35), p(56.75, -7.1), p(56.4, -7.1)],
  },
  { name: 'the Small Isles', outline: box(56.8, -6.65, 57.1, -6.05) },
];
