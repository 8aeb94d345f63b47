import { CallButton } from '../call-button.tsx';
import { CallbackButton } from '../callback-button.tsx';
import { CtaBand } from '../cta-band.tsx';

/** The closing call-to-action band of a location page. */
export function CallBand({ phone, copy }: { phone: string | null; copy: { title: string; text: string } }) {
  return (
    <CtaBand title={copy.title} text={copy.text}>
      <CallButton label="Call a locksmith" phone={phone ?? undefined} variant="light" />
      <CallbackButton />
    </CtaBand>
  );
}
