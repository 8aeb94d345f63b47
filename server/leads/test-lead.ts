/**
 * The test lead `npm run leads -- test` and the inbox's button send through every configured
 * channel, so an operator can see a lead arrive before a customer sends one (docs/decisions/060). It is never stored: it goes
 * straight to the same senders the outbox uses (channels.ts), and every field a person reads says
 * it is a test. It carries no customer's details.
 */
import { randomUUID } from 'node:crypto';
import { configuredSenders, describeDeliveryError } from './channels.ts';
import type { LeadConfig } from './config.ts';
import type { LeadRow } from './store.ts';
import { TEST_LEAD_MARK } from './test-lead-mark.ts';

/** A new test lead: a question from the contact page, with a fresh id so repeats are told apart. */
function testLead(now = new Date()): LeadRow {
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

/** How one channel took the test lead: where it went, and why it failed, if it did. */
export interface TestLeadResult {
  channel: 'email' | 'webhook';
  target: string;
  /** null when delivered; else the reason, without any lead data. */
  error: string | null;
}

/**
 * Sends a new test lead through every configured channel, one after the other, with the senders
 * the outbox uses. An empty list of results: no channel is configured. Nothing is stored.
 */
export async function sendTestLead(config: LeadConfig): Promise<{ lead: LeadRow; results: TestLeadResult[] }> {
  const lead = testLead();
  const results: TestLeadResult[] = [];
  for (const sender of configuredSenders(config)) {
    const target = sender.channel === 'email' ? `e-mail to ${config.email!.to}` : 'webhook (LEADS_WEBHOOK_URL)';
    try {
      await sender.send(lead);
      results.push({ channel: sender.channel, target, error: null });
    } catch (error) {
      results.push({ channel: sender.channel, target, error: describeDeliveryError(error, config.attemptTimeoutMs) });
    } finally {
      sender.close();
    }
  }
  return { lead, results };
}
