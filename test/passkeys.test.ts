/**
 * The passkey checks the inbox adds to the library's (server/inbox/passkeys.ts), driven by a
 * software authenticator written here with node:crypto: a P-256 key, its COSE form, and the
 * authenticator data and signatures WebAuthn defines. The browser tests drive Chromium's virtual
 * authenticator through the real pages; this file makes the responses a browser would not.
 */
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolmentOptions, finishEnrolment, finishSignIn, type RelyingParty, signInOptions } from '../server/inbox/passkeys.ts';
import { invite } from '../server/inbox/people.ts';
import type { Db } from '../server/store/db.ts';
import { memoryDb } from './helpers/leads.ts';

const rp: RelyingParty = { origin: 'https://www.harbour.test', name: 'Harbour Locks' };
const b64u = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

/** A byte string's CBOR head (major type 2) and the bytes. */
const cborBytes = (bytes: Buffer) =>
  Buffer.concat([
    bytes.length < 24
      ? Buffer.of(0x40 + bytes.length)
      : bytes.length < 256
        ? Buffer.of(0x58, bytes.length)
        : Buffer.of(0x59, bytes.length >> 8, bytes.length & 0xff),
    bytes,
  ]);
/** A short text string in CBOR (major type 3). */
const cborText = (text: string) => Buffer.concat([Buffer.of(0x60 + text.length), Buffer.from(text)]);

/** A software authenticator holding one ES256 passkey. */
function authenticator() {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  // The COSE_Key map {1: 2 (EC2), 3: -7 (ES256), -1: 1 (P-256), -2: x, -3: y}.
  const cose = Buffer.concat([
    Buffer.of(0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21),
    cborBytes(Buffer.from(jwk.x!, 'base64url')),
    Buffer.of(0x22),
    cborBytes(Buffer.from(jwk.y!, 'base64url')),
  ]);
  const id = randomBytes(16);
  return { id: b64u(id), rawId: id, cose, privateKey: privateKey as KeyObject };
}
type Authenticator = ReturnType<typeof authenticator>;

/** The client data a browser writes, with the fields a test wants to bend. */
function clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, extra: Record<string, unknown> = {}) {
  return b64u(JSON.stringify({ type, challenge, origin: rp.origin, crossOrigin: false, ...extra }));
}

/** User present and verified (0x05), counter 0: the authenticator data of an assertion. */
const assertionData = () => Buffer.concat([sha256(new URL(rp.origin).hostname), Buffer.of(0x05), Buffer.alloc(4)]);

function attestation(key: Authenticator, challenge: string, extra: Record<string, unknown> = {}) {
  const authData = Buffer.concat([
    sha256(new URL(rp.origin).hostname),
    Buffer.of(0x45), // user present, verified, credential data attached
    Buffer.alloc(4),
    Buffer.alloc(16), // AAGUID
    Buffer.of(0, key.rawId.length),
    key.rawId,
    key.cose,
  ]);
  const attestationObject = Buffer.concat([
    Buffer.of(0xa3),
    cborText('fmt'),
    cborText('none'),
    cborText('attStmt'),
    Buffer.of(0xa0),
    cborText('authData'),
    cborBytes(authData),
  ]);
  return {
    id: key.id,
    rawId: key.id,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON: clientData('webauthn.create', challenge, extra),
      attestationObject: b64u(attestationObject),
      transports: ['internal' as const],
    },
  };
}

function assertion(key: Authenticator, challenge: string, { extra = {}, userHandle }: { extra?: Record<string, unknown>; userHandle?: string } = {}) {
  const clientDataJSON = clientData('webauthn.get', challenge, extra);
  const authenticatorData = assertionData();
  const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(Buffer.from(clientDataJSON, 'base64url'))]), key.privateKey);
  return {
    id: key.id,
    rawId: key.id,
    type: 'public-key' as const,
    clientExtensionResults: {},
    response: {
      clientDataJSON,
      authenticatorData: b64u(authenticatorData),
      signature: b64u(signature),
      ...(userHandle ? { userHandle: b64u(userHandle) } : {}),
    },
  };
}

let db: Db;
let frank: string;
let grace: string;
const frankKey = authenticator();

/** Enrols `key` for the person through a fresh invitation; whether it was stored. */
async function enrol(personName: string, email: string, key: Authenticator, extra: Record<string, unknown> = {}) {
  const { token, personId } = await invite(db, personName, email);
  const { challengeId, options } = await enrolmentOptions(db, rp, { personId, name: personName }, token);
  return finishEnrolment(db, rp, personId, token, { challengeId, response: attestation(key, options.challenge, extra) });
}

async function signIn(key: Authenticator, options: Parameters<typeof assertion>[2] = {}) {
  const { challengeId, options: challenge } = await signInOptions(db, rp);
  return finishSignIn(db, rp, { challengeId, response: assertion(key, challenge.challenge, options) });
}

beforeAll(async () => {
  db = await memoryDb();
  expect(await enrol('Frank', 'frank@example.co.uk', frankKey)).toBe(true);
  frank = (await db.q.selectFrom('people').select('id').where('email', '=', 'frank@example.co.uk').executeTakeFirstOrThrow()).id;
  grace = (await invite(db, 'Grace', 'grace@example.co.uk')).personId;
});
afterAll(() => db.close());

describe('a passkey ceremony', () => {
  it('signs in with a response made on the site’s own page, with or without the user handle', async () => {
    expect(await signIn(frankKey)).toBe(frank);
    expect(await signIn(frankKey, { userHandle: frank })).toBe(frank);
  });

  it('refuses a response made inside another site’s frame, whether or not the browser says which', async () => {
    expect(await signIn(frankKey, { extra: { crossOrigin: true } })).toBe(null);
    expect(await signIn(frankKey, { extra: { crossOrigin: true, topOrigin: 'https://evil.example' } })).toBe(null);
    expect(await signIn(frankKey, { extra: { topOrigin: 'https://evil.example' } })).toBe(null);
    expect(await enrol('Hana', 'hana@example.co.uk', authenticator(), { crossOrigin: true })).toBe(false);
  });

  it('refuses a user handle that names someone other than the passkey’s owner', async () => {
    expect(await signIn(frankKey, { userHandle: grace })).toBe(null);
    expect(await signIn(frankKey, { userHandle: 'not-a-person' })).toBe(null);
  });
});
