import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'tint';
  children: ReactNode;
}

/** A page band with a heading (linked for screen readers) and an optional one-line intro. */
export function Section({ id, title, intro, tone = 'plain', children }: SectionProps) {
  return (
    <section className={`section section-${tone}`} aria-labelledby={`${id}-title`}>
      <div className="container">
        <header className="section-header">
          <h2 id={`${id}-title`}>{title}</h2>
          {intro ? <p className="section-intro">{intro}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}
