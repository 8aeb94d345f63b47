import { CallButton } from '../call-button.tsx';

/** The closing band of every service page: 'Need help now? Call our emergency line'. */
export function ClosingBand({ phone }: { phone?: string }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">Need help now? Call our emergency line</h2>
          <p>A DBS-checked locksmith answers day and night, gives you a price on the phone and sets off straight away.</p>
        </div>
        <div className="button-row">
          <CallButton variant="light" phone={phone} />
        </div>
      </div>
    </section>
  );
}
