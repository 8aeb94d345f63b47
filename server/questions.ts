import express, { type Request, type Response } from 'express';
import { questionStatusParam } from '../shared/questions.ts';
import type { LeadService } from './leads/index.ts';

/** The pages whose question form posts to the page itself when JavaScript is off. */
export const questionFormPaths = ['/ask-the-expert', '/blog'] as const;

/** The blog's inline form has no name field; the Ask the Expert form requires one. */
const nameOptional: Record<(typeof questionFormPaths)[number], boolean> = { '/ask-the-expert': false, '/blog': true };

function handler(leads: LeadService) {
  return async (req: Request, res: Response) => {
    const path = req.path as (typeof questionFormPaths)[number];
    // A body that is not a form (JSON, text) leaves req.body undefined: every field counts as empty.
    const fields = (req.body ?? {}) as Record<string, unknown>;
    // Stored, then delivered by the lead outbox (server/leads); logs never carry the sender's details.
    const result = await leads.submit('question', fields, { page: path, clientAddress: req.ip ?? '' }, { nameOptional: nameOptional[path] });
    res.set('Cache-Control', 'no-store');
    const wantsJson = req.accepts(['html', 'json']) === 'json';
    if (result.status === 'rate-limited') {
      res.status(429).set('Retry-After', String(result.retryAfterSeconds));
      if (wantsJson) res.json({ status: 'rate-limited' });
      else res.type('text/plain').send('Too many messages from your connection. Please try again later, or call us.\n');
      return;
    }
    // A filled honeypot gets the same answer as a stored question, so the bot learns nothing.
    const sent = result.status === 'stored' || result.status === 'spam';
    // The form's script asks for JSON and stays on the page; a plain form post gets a redirect.
    if (wantsJson) {
      res.status(sent ? 202 : 400).json({ status: sent ? 'sent' : 'invalid' });
      return;
    }
    res.redirect(303, `${path}?${questionStatusParam}=${sent ? 'sent' : 'invalid'}#question-form`);
  };
}

/** The question forms' body: URL-encoded, 16 KB and a few fields at most (413 and 415 otherwise). */
export const questionFormBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 });

/** POST handler of the question forms: store through the lead service, then redirect back to the page (post/redirect/get). */
export function receiveQuestion(leads: LeadService) {
  return [questionFormBody, handler(leads)];
}
