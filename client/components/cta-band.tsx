import type { ReactNode } from 'react';

/** The dark closing band of a page: a heading, a line of text (none where `text` is null) and its buttons. */
export function CtaBand({ title, text, children }: { title: ReactNode; text: ReactNode | null; children: ReactNode }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{title}</h2>
          {text === null ? null : <p>{text}</p>}
        </div>
        <div className="button-row">{children}</div>
      </div>
    </section>
  );
}
