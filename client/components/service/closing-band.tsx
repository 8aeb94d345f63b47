import { CallButton } from '../call-button.tsx';
import { CtaBand } from '../cta-band.tsx';

/** The closing band of every service page: 'Need help now? Call our emergency line'. */
export function ClosingBand({ phone }: { phone?: string }) {
  return (
    <CtaBand title="Need help now? Call our emergency line" text="A DBS-checked locksmith answers day and night, gives you a price on the phone and sets off straight away.">
      <CallButton variant="light" phone={phone} />
    </CtaBand>
  );
}
