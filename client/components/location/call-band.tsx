import { CallButton } from '../call-button.tsx';
import { CallbackButton } from '../callback-button.tsx';

/** The closing call-to-action band of a location page. */
export function CallBand({ place, phone, minutes }: { place: string; phone: string | null; minutes: number }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">Need a locksmith in {place} now?</h2>
          <p>Call for a free quote. A local locksmith can usually be with you in around {minutes} minutes, day or night.</p>
        </div>
        <div className="button-row">
          <CallButton label={`Call ${place} Locksmith`} phone={phone ?? undefined} variant="light" />
          <CallbackButton city={place} />
        </div>
      </div>
    </section>
  );
}
