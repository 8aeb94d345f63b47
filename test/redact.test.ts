/** What a logged URL keeps (server/redact.ts): nothing a reader of the log could use or that places a visitor. */
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../server/redact.ts';

const token = 'a'.repeat(64);

describe('redactUrl', () => {
  it("replaces an invitation's and a claim link's token, on every path below them", () => {
    expect(redactUrl(`/inbox/enrol/${token}`)).toBe('/inbox/enrol/[redacted]');
    expect(redactUrl(`/inbox/enrol/${token}/options`)).toBe('/inbox/enrol/[redacted]/options');
    expect(redactUrl(`/inbox/claim/${token}?from=mail`)).toBe('/inbox/claim/[redacted]?from=mail');
    expect(redactUrl(`/inbox/claim/${token}`)).not.toContain(token);
  });

  it('keeps other paths as they are, and the query rule for their parameters', () => {
    expect(redactUrl('/inbox/leads/12')).toBe('/inbox/leads/12');
    expect(redactUrl('/leeds/claim/abc')).toBe('/leeds/claim/abc');
    expect(redactUrl('/call-back?from=%2Fleeds&email=a%40b.c')).toBe('/call-back?from=%2Fleeds&email=%5Bredacted%5D');
  });
});
