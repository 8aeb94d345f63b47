import { CallButton } from '../call-button.tsx';
import { CallbackButton } from '../callback-button.tsx';
import { CtaBand } from '../cta-band.tsx';

/** The closing call-to-action band of a location page. */
export function CallBand({ place, phone, minutes }: { place: string; phone: string | null; minutes: number }) {
  return (
    <CtaBand title={`Need a locksmith in ${place} now?`}
      text={`Call for a free quote. A local locksmith can usually be with you in around ${minutes} minutes, day or night.`}
    >
      <CallButton label={`Call ${place} Locksmith`} phone={phone ?? undefined} variant="light" />
      <CallbackButton />
    </CtaBand>
  );
}
