/**
 * The test lead `npm run leads -- test` sends through every configured channel, so an operator can
 * see a lead arrive before a customer sends one (docs/decisions/060). It is never stored: it goes
 * straight to the same senders the outbox uses (channels.ts), and every field a person reads says
 * it is a test. It carries no customer's details.
 */
import { randomUUID } from 'node:crypto';
import type { LeadRow } from './store.ts';

/** The words that mark the test lead, as its name and at the start of its e-mail's subject. */
export const TEST_LEAD_MARK = 'TEST — sent by npm run leads -- test';

/** A new test lead: a question from the contact page, with a fresh id so repeats are told apart. */
export function testLead(now = new Date()): LeadRow {
  return {
    id: randomUUID(),
    kind: 'question',
    created_at: now,
    page: '/contact',
    place: null,
    service: null,
    name: TEST_LEAD_MARK,
    phone: null,
    email: null,
    postcode: null,
    need: null,
    message: `${TEST_LEAD_MARK}. It checks that the website's leads reach you: no customer sent it and nobody needs an answer.`,
  };
}

/** Whether a lead is the test lead, so its e-mail's subject can say so. */
export function isTestLead(lead: Pick<LeadRow, 'name'>): boolean {
  return lead.name === TEST_LEAD_MARK;
}
