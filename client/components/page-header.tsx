import type { ReactNode } from 'react';
import { CallButton } from './call-button.tsx';
import { CallbackButton } from './callback-button.tsx';

/** The compact top band of an information page: eyebrow, title, lead and the two buttons. */
export function PageHeader({ eyebrow, title, lead, children }: { eyebrow: string; title: string; lead: string; children?: ReactNode }) {
  return (
    <section className="page-header" aria-labelledby="hero-title">
      <div className="container">
        <p className="eyebrow">{eyebrow}</p>
        <h1 id="hero-title">{title}</h1>
        <p className="hero-lead">{lead}</p>
        {children}
        <div className="button-row">
          <CallButton />
          <CallbackButton />
        </div>
      </div>
    </section>
  );
}
