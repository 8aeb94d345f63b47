import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: string;
  tone?: 'plain' | 'tint';
  /**
   * A long band, usually below the fold (the directory's lists): the browser lays it out only
   * when it comes near the screen (docs/decisions/044).
   */
  long?: boolean;
  children: ReactNode;
}

/** A page band with a heading (linked for screen readers) and an optional one-line intro. */
export function Section({ id, title, intro, tone = 'plain', long = false, children }: SectionProps) {
  return (
    <section className={`section section-${tone}${long ? ' section-long' : ''}`} aria-labelledby={`${id}-title`}>
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
