import { axeViolations } from './axe.ts';
import { checkTemplate, DESKTOP, expect, PHONE, type TemplatePage, templateTitle, test, waitForHydration } from './fixtures.ts';
import { blogPages, infoPages, locationPages, servicePages, shellPages } from './templates.ts';

/** One page of each template: none may have a serious or critical axe-core violation, at either width. */
const pages: readonly TemplatePage[] = [
  { name: 'home', path: '/' },
  // The location templates: a page of each the configured business has (templates.ts chooses them from its data).
  ...locationPages,
  { name: 'services', path: '/services' },
  { name: 'service-safes', path: '/services/safe-installation' },
  { name: 'sectors', path: '/sectors' },
  { name: 'pricing', path: '/pricing' },
  { name: 'blog', path: '/blog' },
  { name: 'blog-category-empty', path: '/blog/category/commercial-security' },
  { name: 'article', path: '/blog/how-to-choose-reliable-emergency-locksmith' },
  { name: 'ask-the-expert', path: '/ask-the-expert' },
  { name: 'about', path: '/about' },
  { name: 'contact', path: '/contact' },
  { name: 'html-sitemap', path: '/sitemap' },
  { name: 'privacy-policy', path: '/privacy-policy' },
  { name: 'terms-conditions', path: '/terms-conditions' },
  { name: 'not-found-one-segment', path: '/no-such-page', status: 404 },
];

/**
 * The other specs' template checks run axe-core in the visit they make anyway (checkTemplate), so a
 * page on their lists is not loaded a second time here; this file checks the rest of its list the
 * same way. A page dropped from another spec's list is then checked here again.
 */
const checkedElsewhere = new Set([...shellPages, ...locationPages, ...servicePages, ...blogPages, ...infoPages].map((page) => page.path));

test.describe('accessibility (axe-core in Chromium)', () => {
  test.describe('at 375 px', () => {
    test.use({ viewport: PHONE });

    test('would catch a violation: an image stripped of its alt text is reported as critical', async ({ sharedPage: page }) => {
      await page.goto('/');
      await waitForHydration(page);
      await page.evaluate(() => document.querySelector('main img')!.removeAttribute('alt'));
      const critical = (await axeViolations(page)).filter((v) => v.impact === 'critical').map((v) => v.id);
      expect(critical).toContain('image-alt');
    });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    test.describe(`each template at ${viewport.width} px`, () => {
      test.use({ viewport });
      for (const template of pages.filter((page) => !checkedElsewhere.has(page.path))) {
        test(templateTitle(template), ({ sharedPage }) => checkTemplate(sharedPage, template));
      }
    });
  }
});
