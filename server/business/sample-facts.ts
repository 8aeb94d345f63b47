/**
 * Which of the business file's facts are still the shipped sample's (docs/decisions/072), so that
 * `npm run go-live` can name each one an owner has not replaced: a price list, a team and its
 * minutes, a reach exception, a place's years, the words about charging. The sample file may be
 * edited in place, so the sample's facts are kept as fingerprints (sample-fingerprints.json): one
 * short hash per fact, of its field and value. A fact whose fingerprint is the sample's is the
 * sample's; change it in any way (or delete it) and it is the owner's.
 *
 * `npm run business -- fingerprints` writes the file from the business file it reads; run it only
 * on the shipped sample, after changing the sample. test/sample-data.test.ts (CHECK_SAMPLE_DATA=1)
 * fails while the file does not match the shipped sample.
 */
import { createHash } from 'node:crypto';
import sampleFingerprints from './sample-fingerprints.json' with { type: 'json' };
import type { BusinessFacts } from './file.ts';

/** The kinds of sample fact the go-live list names, each an item an owner fixes by editing the file. */
export type SampleFactKind = 'sample-prices' | 'sample-teams' | 'sample-reach' | 'sample-years' | 'sample-charging';

/** Each fact the fingerprints cover: its field in the file, its kind and its value. */
function facts(business: BusinessFacts): { field: string; kind: SampleFactKind; value: unknown }[] {
  const each = <T>(group: string, kind: SampleFactKind, record: Readonly<Record<string, T>>) =>
    Object.entries(record).map(([key, value]) => ({ field: `${group}.${key}`, kind, value }));
  const whole = (field: keyof BusinessFacts, kind: SampleFactKind) => ({ field, kind, value: business[field] });
  return [
    whole('nationalPrices', 'sample-prices'),
    ...each('placePrices', 'sample-prices', business.placePrices),
    whole('residentialPrices', 'sample-prices'),
    whole('safePrices', 'sample-prices'),
    whole('keySafePrice', 'sample-prices'),
    whole('grillePrices', 'sample-prices'),
    whole('maintenancePlans', 'sample-prices'),
    whole('smartLockPrices', 'sample-prices'),
    whole('labourRates', 'sample-prices'),
    ...each('teams', 'sample-teams', business.teams),
    ...each('reachExceptions', 'sample-reach', business.reachExceptions),
    ...each('yearsServing', 'sample-years', business.yearsServing),
    whole('chargingSummary', 'sample-charging'),
    whole('pricingNote', 'sample-charging'),
    whole('labourRatesNote', 'sample-charging'),
  ];
}

const fingerprint = (field: string, value: unknown) =>
  createHash('sha256')
    .update(`${field}=${JSON.stringify(value)}`)
    .digest('hex')
    .slice(0, 16);

/** The fingerprints of a business's facts, in the file's order: what sample-fingerprints.json holds for the sample. */
export function fingerprintsOf(business: BusinessFacts): string[] {
  return facts(business).map(({ field, value }) => fingerprint(field, value));
}

/** The facts of `business` that are still the shipped sample's, by field, each with its kind. */
export function sampleFactsOf(
  business: BusinessFacts,
  sample: ReadonlySet<string> = new Set(sampleFingerprints),
): { field: string; kind: SampleFactKind }[] {
  return facts(business)
    .filter(({ field, value }) => sample.has(fingerprint(field, value)))
    .map(({ field, kind }) => ({ field, kind }));
}
