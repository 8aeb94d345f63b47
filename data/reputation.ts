import type { Accreditation } from '../shared/types.ts';

/** The headline rating shown across the site (docs/product.md §9). Shown as text only, never as review markup (docs/decisions/025). */
export const rating = { score: 4.6, outOf: 5, reviewCount: 817 } as const;

/** Suburb and Manor Park pages quote a different count (docs/product.md §9). */
export const suburbRating = { score: 4.6, outOf: 5, reviewCount: 803 } as const;

/**
 * The four accreditation kinds of docs/product.md §1. Generic defaults that name no real scheme:
 * the operator replaces titles and descriptions with the schemes the business really holds.
 */
export const accreditations: readonly Accreditation[] = [
  {
    title: 'Contractor Health & Safety Scheme',
    description: 'Independently assessed every year for safe working on customer and commercial sites.',
    icon: 'hard-hat',
  },
  {
    title: 'ISO 9001 Quality Management',
    description: 'Certified processes for quoting, attending and signing off every job the same way.',
    icon: 'badge-check',
  },
  {
    title: 'ISO 14001 Environmental Management',
    description: 'Old cylinders and door hardware are recycled, and van routes are planned to cut mileage.',
    icon: 'leaf',
  },
  {
    title: 'Government-Endorsed Consumer Protection',
    description: 'Members of an approved scheme with vetted trades, a complaints process and deposit protection.',
    icon: 'shield-check',
  },
];
