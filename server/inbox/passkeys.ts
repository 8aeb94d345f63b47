/**
 * Passkeys (WebAuthn) through @simplewebauthn/server. Each ceremony has two steps: the browser asks
 * for options (a fresh challenge, kept in the store for CHALLENGE_MINUTES under a random id and
 * used once), then sends what the authenticator signed. The relying party is the inbox's origin:
 * its hostname is the RP ID and the signed origin must be exactly it.
 *
 * Sign-in asks for a discoverable credential with no user name, so the sign-in page reveals
 * nothing about who has an account, and user verification (the phone's PIN, fingerprint or face)
 * is required. Enrolment is reached only through an invitation link, for that invitation's person.
 */
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { type Db, timestamp } from '../store/db.ts';
import { spendInvitation } from './people.ts';
import { digest, newToken } from './tokens.ts';
import { dropWebCryptoExperimentWarnings } from './web-crypto-warnings.ts';

const CHALLENGE_MINUTES = 5;

// Node 24 warns on stderr about the experimental Web Crypto calls the library makes: those
// warnings, and only those, are dropped (web-crypto-warnings.ts).
dropWebCryptoExperimentWarnings();

export interface RelyingParty {
  /** The inbox's origin, e.g. https://www.example.co.uk. */
  origin: string;
  /** Shown by the phone when it makes the passkey: the business's trading name. */
  name: string;
}

const rpId = (rp: RelyingParty) => new URL(rp.origin).hostname;

/**
 * Whether the browser made the ceremony on the site's own page, not inside another site's frame:
 * `crossOrigin` absent or false, and `topOrigin`, when a browser sends it, the site itself. The
 * library lets a cross-origin response without `topOrigin` through (Safari sends none); the inbox
 * is never framed (frame-ancestors 'none'), so such a response is refused here.
 */
function madeOnOwnPage(clientDataJSON: unknown, rp: RelyingParty): boolean {
  if (typeof clientDataJSON !== 'string') return false;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { crossOrigin?: unknown; topOrigin?: unknown };
    return (data.crossOrigin === undefined || data.crossOrigin === false) && (data.topOrigin === undefined || data.topOrigin === rp.origin);
  } catch {
    return false;
  }
}

/** Stores a challenge for one ceremony; returns its id. */
async function keepChallenge(db: Db, challenge: string, purpose: 'enrol' | 'sign-in', invitationToken: string | null): Promise<string> {
  const id = newToken();
  await db.q
    .insertInto('webauthn_challenges')
    .values({
      id,
      challenge,
      purpose,
      invitation_hash: invitationToken ? digest(invitationToken) : null,
      expires_at: timestamp(new Date(Date.now() + CHALLENGE_MINUTES * 60_000)),
    })
    .execute();
  // Old challenges nobody answered go now, so the table stays small.
  await db.q.deleteFrom('webauthn_challenges').where('expires_at', '<', timestamp(new Date())).execute();
  return id;
}

/** Takes a challenge out of the store (once): its value if it exists, is for this purpose and has not expired. */
async function takeChallenge(db: Db, id: unknown, purpose: 'enrol' | 'sign-in', invitationToken: string | null): Promise<string | null> {
  if (typeof id !== 'string' || !/^[0-9a-f]{64}$/.test(id)) return null;
  const row = await db.q
    .deleteFrom('webauthn_challenges')
    .where('id', '=', id)
    .returning(['challenge', 'purpose', 'invitation_hash', 'expires_at'])
    .executeTakeFirst();
  if (!row || row.purpose !== purpose || new Date(row.expires_at).getTime() < Date.now()) return null;
  if (purpose === 'enrol' && row.invitation_hash !== digest(invitationToken ?? '')) return null;
  return row.challenge;
}

/** Options for making a passkey for the invited person, and the challenge's id to send back. */
export async function enrolmentOptions(db: Db, rp: RelyingParty, person: { personId: string; name: string }, invitationToken: string) {
  const existing = await db.q.selectFrom('passkeys').select(['id', 'transports']).where('person_id', '=', person.personId).execute();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rpId(rp),
    userName: person.name,
    userID: new TextEncoder().encode(person.personId),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports ? JSON.parse(p.transports) : undefined })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { challengeId: await keepChallenge(db, options.challenge, 'enrol', invitationToken), options };
}

/**
 * Checks the new passkey and stores it for the person, spending the invitation in the same
 * transaction; false when it does not verify or the invitation was spent meanwhile.
 */
export async function finishEnrolment(db: Db, rp: RelyingParty, personId: string, invitationToken: string, body: unknown): Promise<boolean> {
  const { challengeId, response } = (body ?? {}) as { challengeId?: unknown; response?: RegistrationResponseJSON };
  const challenge = await takeChallenge(db, challengeId, 'enrol', invitationToken);
  if (!challenge || !response || !madeOnOwnPage(response.response?.clientDataJSON, rp)) return false;
  try {
    const result = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rpId(rp),
      requireUserVerification: true,
    });
    if (!result.verified) return false;
    const { credential } = result.registrationInfo;
    return await db.transaction(async (tx) => {
      if (!(await spendInvitation(tx, invitationToken))) return false;
      await tx
        .insertInto('passkeys')
        .values({
          id: credential.id,
          person_id: personId,
          public_key: Buffer.from(credential.publicKey).toString('base64url'),
          counter: credential.counter,
          transports: credential.transports ? JSON.stringify(credential.transports) : null,
          created_at: timestamp(new Date()),
        })
        .execute();
      return true;
    });
  } catch {
    // A malformed or forged response: refused like any other that does not verify.
    return false;
  }
}

/** Options for signing in with any passkey of this site (no user named), and the challenge's id. */
export async function signInOptions(db: Db, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rpId(rp), userVerification: 'required' });
  return { challengeId: await keepChallenge(db, options.challenge, 'sign-in', null), options };
}

/** The person whose passkey signed the challenge, or null. */
export async function finishSignIn(db: Db, rp: RelyingParty, body: unknown): Promise<string | null> {
  const { challengeId, response } = (body ?? {}) as { challengeId?: unknown; response?: AuthenticationResponseJSON };
  const challenge = await takeChallenge(db, challengeId, 'sign-in', null);
  if (!challenge || typeof response?.id !== 'string' || !madeOnOwnPage(response.response?.clientDataJSON, rp)) return null;
  const passkey = await db.q.selectFrom('passkeys').selectAll().where('id', '=', response.id).executeTakeFirst();
  if (!passkey) return null;
  // The user handle, when the authenticator gives one, is the id the passkey was made for: it must
  // name the passkey's own person.
  const handle = response.response?.userHandle;
  if (handle !== undefined && (typeof handle !== 'string' || Buffer.from(handle, 'base64url').toString('utf8') !== passkey.person_id)) return null;
  try {
    const result = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedTopOrigin: rp.origin,
      expectedRPID: rpId(rp),
      requireUserVerification: true,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: Number(passkey.counter),
        transports: passkey.transports ? JSON.parse(passkey.transports) : undefined,
      },
    });
    if (!result.verified) return null;
    await db.q
      .updateTable('passkeys')
      .set({ counter: result.authenticationInfo.newCounter, last_used_at: timestamp(new Date()) })
      .where('id', '=', passkey.id)
      .execute();
    return passkey.person_id;
  } catch {
    return null;
  }
}
