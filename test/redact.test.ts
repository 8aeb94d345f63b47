/** What a logged URL keeps (server/operations/redact.ts): nothing a reader of the log could use or that places a visitor. */
import { describe, expect, it } from 'vitest';
import { digest, newToken } from '../server/inbox/tokens.ts';
import { redactUrl } from '../server/operations/redact.ts';

const token = newToken();
/** The mark a token leaves: the start of the digest the store keeps for it. */
const mark = `[token:${digest(token).slice(0, 8)}]`;

describe('redactUrl', () => {
  it("replaces an invitation's and a claim link's token by the start of its stored digest, on every path below them", () => {
    expect(redactUrl(`/inbox/enrol/${token}`)).toBe(`/inbox/enrol/${mark}`);
    expect(redactUrl(`/inbox/enrol/${token}/options`)).toBe(`/inbox/enrol/${mark}/options`);
    expect(redactUrl(`/inbox/claim/${token}?from=mail`)).toBe(`/inbox/claim/${mark}?from=mail`);
    expect(redactUrl(`/inbox/claim/${token}`)).not.toContain(token.slice(0, 16));
  });

  it('keeps other paths as they are, and the query rule for their parameters', () => {
    expect(redactUrl('/inbox/leads/12')).toBe('/inbox/leads/12');
    expect(redactUrl('/leeds/claim/abc')).toBe('/leeds/claim/abc');
    expect(redactUrl('/call-back?from=%2Fleeds&email=a%40b.c')).toBe('/call-back?from=%2Fleeds&email=%5Bredacted%5D');
  });
});
