import type { ReactNode } from 'react';
import { CallButton } from './call-button.tsx';
import { CallbackButton } from './callback-button.tsx';

interface PageHeaderProps {
  eyebrow?: string;
  title: string;
  lead: ReactNode;
  children?: ReactNode;
  /** The call and call-back buttons; reference pages (sitemap, policies) leave them out. */
  actions?: boolean;
}

/** The compact top band of an information page: eyebrow, title, lead and the two buttons. */
export function PageHeader({ eyebrow, title, lead, children, actions = true }: PageHeaderProps) {
  return (
    <section className="page-header" aria-labelledby="hero-title">
      <div className="container">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 id="hero-title">{title}</h1>
        {lead ? <p className="hero-lead">{lead}</p> : null}
        {children}
        {actions ? (
          <div className="button-row">
            <CallButton />
            <CallbackButton />
          </div>
        ) : null}
      </div>
    </section>
  );
}
