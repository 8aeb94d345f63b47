import { CallButton } from '../call-button.tsx';
import { CtaBand } from '../cta-band.tsx';

/** The closing band of every service page: 'Need help now? Call our emergency line'. */
export function ClosingBand({ copy, phone }: { copy: { ctaTitle: string; ctaText: string }; phone?: string }) {
  return (
    <CtaBand title={copy.ctaTitle} text={copy.ctaText}>
      <CallButton variant="light" phone={phone} />
    </CtaBand>
  );
}
