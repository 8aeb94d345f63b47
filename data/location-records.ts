import type { LocationRecord } from '../shared/types.ts';

/**
 * The ten-city location records of docs/product.md §3: when each place gained city status. Name,
 * region, status, population and description live in data/cities.ts; the reviews are the
 * business's, in the business file (data/business.yaml `reviews`).
 *
 * yearGranted:
 * - London: the City of London has held city status since time immemorial.
 * - Glasgow and Edinburgh: cities by ancient usage, with no charter that first granted the title.
 * - Birmingham 1889, Leeds 1893, Sheffield 1893, Manchester 1853, Bradford 1897, Liverpool 1880:
 *   letters patent of those years.
 * - Camden: a London borough, not a city.
 */
export const locationRecords: readonly LocationRecord[] = [
  {
    slug: 'london',
    yearGranted: 'time immemorial',
  },
  {
    slug: 'birmingham',
    yearGranted: '1889',
  },
  {
    slug: 'leeds',
    yearGranted: '1893',
  },
  {
    slug: 'glasgow',
    yearGranted: 'time immemorial',
  },
  {
    slug: 'manchester',
    yearGranted: '1853',
  },
  {
    slug: 'sheffield',
    yearGranted: '1893',
  },
  {
    slug: 'bradford',
    yearGranted: '1897',
  },
  {
    slug: 'edinburgh',
    yearGranted: 'time immemorial',
  },
  {
    slug: 'liverpool',
    yearGranted: '1880',
  },
  {
    slug: 'camden',
    yearGranted: 'N/A',
  },
];
