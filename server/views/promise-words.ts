/**
 * The words that state the business's promises (the business file's `promises`, docs/decisions/067,
 * 072), composed from the facts where a view is built rather than cut out of finished copy: a claim
 * names only the promises the page may make (held, and a sample one only on the sample site), with
 * the nation's own check scheme, and is absent when it would state none.
 */
import { promises } from '../../data/business.ts';
import type { PromiseName } from '../../shared/types.ts';

/** The promises a page makes. */
export type Made = ReadonlySet<PromiseName>;

/** The promises a page may make: held, and a sample one only while the site runs with sample facts. */
export function madePromises(sampleContent: boolean, facts = promises): Set<PromiseName> {
  return new Set(
    (Object.entries(facts) as [PromiseName, { held: boolean; sample: boolean }][])
      .filter(([, promise]) => promise.held && (!promise.sample || sampleContent))
      .map(([name]) => name),
  );
}

/** The scheme that checks a locksmith's record where the page is: DBS, Disclosure Scotland, AccessNI, or 'background' about no one nation. */
export function checkScheme(nation: string | null): string {
  if (nation === 'Scotland') return 'Disclosure Scotland';
  if (nation === 'Northern Ireland') return 'AccessNI';
  if (nation === 'England' || nation === 'Wales') return 'DBS';
  return 'background';
}

const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1);

/**
 * 'DBS-checked, fully insured locksmiths', 'Disclosure Scotland-checked locksmiths', 'Fully insured
 * locksmiths', or null where the business makes neither promise: a list item, badge or claim that
 * would be empty is left out.
 */
export function vettedClaim(made: Made, nation: string | null): string | null {
  const checked = made.has('backgroundChecks') ? `${checkScheme(nation)}-checked` : null;
  const insured = made.has('insured') ? 'fully insured' : null;
  if (!checked && !insured) return null;
  return capitalised(`${[checked, insured].filter(Boolean).join(', ')} locksmiths`);
}

/** The badge of a check: 'DBS Checked', 'Background Checked', or null where no check is promised. */
export function checkedBadge(made: Made, nation: string | null): string | null {
  return made.has('backgroundChecks') ? `${capitalised(checkScheme(nation))} Checked` : null;
}

/** 'DBS-checked ' before a noun ('DBS-checked locksmiths'), or nothing where no check is promised. */
export function checkedBefore(made: Made, nation: string | null): string {
  return made.has('backgroundChecks') ? `${checkScheme(nation)}-checked ` : '';
}
