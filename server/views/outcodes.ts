/**
 * The positions of every UK outward code (data/outcodes.ts, docs/decisions/070), read once when
 * the server starts into a map the postcode finder looks codes up in. Server only: the list is
 * about 70 kB and the browser never needs it (the finder answers on the server).
 */
import { outcodeRows } from '../../data/outcodes.ts';
import type { GeoPoint } from '../../shared/types.ts';

/** Each outward code in the list, with its centre, or null where the source gives no position. */
export const outcodePositions: ReadonlyMap<string, GeoPoint | null> = new Map(
  outcodeRows.split('\n').map((row) => {
    const [code, latitude, longitude] = row.split(' ');
    return [code!, latitude === undefined ? null : { latitude: Number(latitude), longitude: Number(longitude) }];
  }),
);
