import type { LeadRow } from './store.ts';

/**
 * The words that mark the test lead (`npm run leads -- test`, server/leads/test-lead.ts), as its
 * name and at the start of its e-mail's subject. A module of its own, so the e-mail that shows the
 * mark need not import the sender that sends the test lead.
 */
export const TEST_LEAD_MARK = 'TEST — a test lead, not from a customer';

/** Whether a lead is the test lead, so its e-mail's subject can say so. */
export function isTestLead(lead: Pick<LeadRow, 'name'>): boolean {
  return lead.name === TEST_LEAD_MARK;
}
