import express, { type Request, type Response } from 'express';
import { z } from 'zod';
import { questionStatusParam } from '../shared/questions.ts';

/** The pages whose question form posts to the page itself when JavaScript is off. */
export const questionFormPaths = ['/ask-the-expert', '/blog'] as const;

const email = z.email().max(254);
const question = z.string().trim().min(1).max(5000);
const schemas: Record<(typeof questionFormPaths)[number], z.ZodType> = {
  '/ask-the-expert': z.object({ name: z.string().trim().min(1).max(200), email, question }),
  '/blog': z.object({ email, question }),
};

function handle(req: Request, res: Response) {
  const path = req.path as (typeof questionFormPaths)[number];
  const result = schemas[path].safeParse(req.body ?? {});
  // The specification gives the form no processing beyond a thank-you, so the question itself is
  // not stored. The log line records that one arrived, never the sender's details.
  if (result.success) req.log?.info({ form: path }, 'question received');
  // The form's script asks for JSON and stays on the page; a plain form post gets a redirect.
  if (req.accepts(['html', 'json']) === 'json') {
    res.status(result.success ? 202 : 400).json({ status: result.success ? 'sent' : 'invalid' });
    return;
  }
  res.redirect(303, `${path}?${questionStatusParam}=${result.success ? 'sent' : 'invalid'}#question-form`);
}

/** POST handler of the question forms: validate, then redirect back to the page (post/redirect/get). */
export const receiveQuestion = [express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 10 }), handle];
