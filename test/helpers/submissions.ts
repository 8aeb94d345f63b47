import type { LeadService } from '../../server/leads/index.ts';

type Submit = LeadService['submit'];

export interface Submission {
  kind: Parameters<Submit>[0];
  fields: Parameters<Submit>[1];
  meta: Parameters<Submit>[2];
  status: Awaited<ReturnType<Submit>>['status'];
}

/**
 * A lead service that keeps a list of what reached it and what it answered, so a test can tell
 * whether a post was stored without reading the database's tables.
 */
export function recordSubmissions(inner: LeadService): { leads: LeadService; submissions: Submission[]; stored: () => number } {
  const submissions: Submission[] = [];
  const leads: LeadService = {
    ...inner,
    submit: async (kind, fields, meta, options) => {
      const result = await inner.submit(kind, fields, meta, options);
      submissions.push({ kind, fields, meta, status: result.status });
      return result;
    },
  };
  return { leads, submissions, stored: () => submissions.filter((s) => s.status === 'stored').length };
}
