import type { ReviewSource } from '../shared/types.ts';

/**
 * The source of every review the site ships with: sample text written for the demonstration site,
 * in no customer's words (docs/decisions/046). A sample review is shown only while the site runs
 * with sample facts; replace each with a real review and its real source before going live:
 *
 *   source: { kind: 'platform', platform: 'Google', date: '2025-03-14', url: 'https://…' }
 *   source: { kind: 'collected', date: '2025-03-14' }
 */
export const sampleReview: ReviewSource = { kind: 'sample' };
