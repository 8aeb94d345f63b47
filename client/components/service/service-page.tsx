import type { Crumb } from '../../../shared/jsonld.ts';
import type { ServicePage } from '../../../shared/types.ts';
import type { ServiceTemplateCopy } from './service-hero.tsx';
import { Breadcrumbs } from '../breadcrumbs.tsx';
import { Section } from '../section.tsx';
import { ClosingBand } from './closing-band.tsx';
import { ServiceHero } from './service-hero.tsx';
import { CheckList } from '../check-list.tsx';
import { IconCardGrid } from '../icon-card-grid.tsx';
import { featureColumns, ServiceSectionView } from './service-sections.tsx';

/**
 * The one service template: hero, introduction with the benefits, the features, the page's own
 * sections in order, and the closing band.
 */
export function ServicePageView({ page, copy, crumbs }: { page: ServicePage; copy: ServiceTemplateCopy; crumbs: Crumb[] }) {
  return (
    <>
      <Breadcrumbs crumbs={crumbs} />
      <ServiceHero title={page.title} lead={page.description} image={page.banner} copy={copy} />
      <Section id="about" title={copy.aboutTitle}>
        <div className="prose-columns">
          <div className="prose">
            {page.intro.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
          <aside className="card benefit-box" aria-labelledby="benefits-title">
            <h3 id="benefits-title">{copy.benefitsTitle}</h3>
            <CheckList items={page.benefits} plain />
          </aside>
        </div>
      </Section>
      <Section id="features" title={copy.featuresTitle} tone="tint">
        <IconCardGrid cards={page.features} columns={featureColumns(page.features.length)} />
      </Section>
      {page.sections.map((section, index) => (
        <ServiceSectionView key={section.id} section={section} tone={index % 2 === 0 ? 'plain' : 'tint'} />
      ))}
      <ClosingBand copy={copy} />
    </>
  );
}
