import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadArticleBody } from '../data/articles/index.ts';
import { expertAnswers } from '../data/business.ts';
import { articles, blogCategories } from '../data/blog.ts';
import { readingMinutes, wordCount } from '../shared/blog.ts';
import { businessId } from '../shared/jsonld.ts';
import type { ArticleBlock, ArticleBody } from '../shared/types.ts';
import { makeApp, site } from './helpers/app.ts';
import { canonicalOf, count, jsonLdBlocks, readable, titleOf } from './helpers/html.ts';
import { brokenLinks, internalLinks } from './helpers/links.ts';
import { siteSnapshot } from './helpers/site-snapshot.ts';

const app = makeApp();
const html = new Map<string, string>();
const bodies = new Map<string, ArticleBody>();

const articlePaths = articles.map((a) => `/blog/${a.slug}`);
const categoryPaths = blogCategories.map((c) => `/blog/category/${c.slug}`);
const paths = ['/blog', '/ask-the-expert', ...articlePaths, ...categoryPaths];

beforeAll(async () => {
  for (const p of paths) {
    const res = await request(app).get(p);
    expect(res.status, p).toBe(200);
    html.set(p, res.text);
  }
  for (const a of articles) bodies.set(a.slug, (await loadArticleBody(a.slug))!);
}, 60_000);

/** The page as a reader reads it, markup kept (readable). */
const text = (p: string) => readable(html.get(p)!);

/** The opening tag of the form control with this name, whatever order React wrote its attributes in. */
function control(form: string, name: string): string {
  return new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`).exec(form)?.[0] ?? '';
}

/** The question form of a page. */
function formOf(page: string): string {
  return /<form(?=[^>]*id="question-form")[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
}

function graphNodes(body: string): Record<string, unknown>[] {
  return jsonLdBlocks(body).flatMap((block) => (block['@graph'] as Record<string, unknown>[]) ?? [block]);
}

describe('articles', () => {
  it('has the six articles of docs/product.md §2, each with a body', () => {
    expect(articles.map((a) => a.slug).sort()).toEqual(
      [
        'how-to-choose-reliable-emergency-locksmith',
        'home-security-tips-new-homeowners',
        'understanding-different-lock-types',
        'lock-maintenance-guide',
        'smart-lock-technology',
        'car-lockouts-guide',
      ].sort(),
    );
    for (const a of articles) expect(bodies.get(a.slug)?.blocks.length, a.slug).toBeGreaterThan(10);
  });

  it('keeps every article between 900 and 1,500 words', () => {
    for (const a of articles) {
      const body = bodies.get(a.slug)!;
      const words = wordCount(body.lead, body.blocks);
      expect(words, a.slug).toBeGreaterThanOrEqual(900);
      expect(words, a.slug).toBeLessThanOrEqual(1500);
    }
  });

  it('renders each article with its title, label, date, lead, reading time and Back to Blog', () => {
    for (const a of articles) {
      const p = `/blog/${a.slug}`;
      const page = text(p);
      const body = bodies.get(a.slug)!;
      expect(count(page, /<h1[ >]/g), p).toBe(1);
      expect(page, p).toContain(`>${a.title}</h1>`);
      expect(page, p).toContain(body.lead);
      expect(page, p).toContain(a.label);
      expect(page, p).toMatch(new RegExp(`datetime="${a.date}"`, 'i'));
      expect(page, p).toContain(`${readingMinutes(wordCount(body.lead, body.blocks))} min read`);
      expect(page, p).toMatch(/<a[^>]*href="\/blog"[^>]*>[\s\S]*?Back to Blog/);
      expect(canonicalOf(html.get(p)!), p).toBe(`${site.origin}${p}`);
      // Related articles link to the others with 'Read more'.
      const related = /aria-labelledby="related-title"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
      expect(count(related, /Read more/g), p).toBe(articles.length - 1);
    }
  });

  it('gives every article a unique title and description, Open Graph article tags and BlogPosting data', () => {
    const titles = new Set(articlePaths.map((p) => titleOf(html.get(p)!)));
    expect(titles.size).toBe(articles.length);
    for (const a of articles) {
      const p = `/blog/${a.slug}`;
      const page = html.get(p)!;
      expect(page, p).toContain('<meta property="og:type" content="article"/>');
      expect(page, p).toContain(`<meta property="article:published_time" content="${a.date}"/>`);
      const nodes = graphNodes(page);
      const post = nodes.find((n) => n['@type'] === 'BlogPosting');
      expect(post, p).toMatchObject({
        headline: a.title,
        datePublished: a.date,
        author: { '@id': businessId(site) },
        publisher: { '@id': businessId(site) },
      });
      expect(
        nodes.find((n) => n['@type'] === 'BreadcrumbList'),
        p,
      ).toBeDefined();
    }
  });

  it('gives the choosing-a-locksmith article its title, tags, warning signs and an 8-minute read', () => {
    const slug = 'how-to-choose-reliable-emergency-locksmith';
    const meta = articles.find((a) => a.slug === slug)!;
    expect(meta.title).toBe('How to Choose a Reliable Emergency Locksmith: Your Complete Guide');
    expect(meta.tags).toEqual(['Expert Advice', '8 min read']);
    const body = bodies.get(slug)!;
    expect(readingMinutes(wordCount(body.lead, body.blocks))).toBe(8);
    const page = text(`/blog/${slug}`);
    expect(page).toContain('Expert Advice');
    expect(page).toContain('8 min read');
    // The warning-signs section lists five signs, as items or as sub-headings.
    const start = body.blocks.findIndex((b) => b.kind === 'h2' && /warning|red flag/i.test(b.text));
    expect(start).toBeGreaterThanOrEqual(0);
    const end = body.blocks.findIndex((b, i) => i > start && b.kind === 'h2');
    const section = body.blocks.slice(start + 1, end === -1 ? undefined : end);
    const list = section.find((b): b is Extract<ArticleBlock, { kind: 'ul' | 'ol' }> => b.kind === 'ul' || b.kind === 'ol');
    expect(section.filter((b) => b.kind === 'h3').length || list?.items.length).toBe(5);
    expect(page).toMatch(/trade association/i);
    expect(page).toMatch(/insurance/i);
    expect(page).toMatch(/review/i);
  });

  it('tells readers to call 999 where someone is in danger', () => {
    expect(articlePaths.some((p) => text(p).includes('999'))).toBe(true);
  });

  it('links from the car lockouts guide to the car locksmith page, each link on a phrase of its paragraph', () => {
    expect(text('/blog/car-lockouts-guide')).toMatch(/<a href="\/services\/car-locksmith"[^>]*>car locksmith page<\/a>/);
    for (const [slug, body] of bodies) {
      for (const block of body.blocks) if (block.kind === 'p' && block.link) expect(block.text, slug).toContain(block.link.text);
    }
  });

  it('answers 404 for unknown articles', async () => {
    for (const p of ['/blog/no-such-article', '/blog/category', '/blog/how-to-choose-reliable-emergency-locksmith/more', '/blog/__proto__']) {
      expect((await request(app).get(p)).status, p).toBe(404);
    }
  });
});

describe('blog index and categories', () => {
  it('shows 4 featured and 2 recent cards, the blog bar and the inline question form', () => {
    const page = text('/blog');
    const featured = /aria-labelledby="featured-title"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    const recent = /aria-labelledby="recent-title"[\s\S]*?<\/section>/.exec(page)?.[0] ?? '';
    expect(count(featured, /class="card article-card"/g)).toBe(4);
    expect(count(recent, /class="card article-card"/g)).toBe(2);
    const nav = /<nav class="blog-nav"[\s\S]*?<\/nav>/.exec(page)?.[0] ?? '';
    expect(nav).toContain('Blog Home');
    expect(nav).toContain('Recent Articles');
    expect(nav).toContain('Categories');
    expect(nav).toContain('href="/ask-the-expert"');
    const recentMenu = /Recent Articles[\s\S]*?<\/details>/.exec(nav)?.[0] ?? '';
    expect(count(recentMenu, /href="\/blog\/[a-z-]+"/g)).toBe(4);
    // Only categories with articles are linked; an empty one still answers (below) but is a dead end.
    for (const c of blogCategories) {
      const filed = articles.some((a) => a.categories.includes(c.slug));
      expect(nav.includes(`href="/blog/category/${c.slug}"`), c.slug).toBe(filed);
    }
    const form = /<form[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(control(form, 'email')).toMatch(/^<input(?=.*type="email")(?=.*required)/);
    expect(control(form, 'question')).toMatch(/^<textarea(?=.*required)/);
    expect(control(form, 'name')).toBe('');
  });

  it('lists each category with a title-cased heading, and shows the empty message for an empty one', () => {
    for (const c of blogCategories) {
      const p = `/blog/category/${c.slug}`;
      const page = text(p);
      const heading = c.slug
        .split('-')
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join(' ');
      expect(page, p).toContain(`>${heading}</h1>`);
      const expected = articles.filter((a) => a.categories.includes(c.slug));
      expect(count(page, /class="card article-card"/g), p).toBe(expected.length);
      if (expected.length === 0) {
        expect(page, p).toContain('No articles found in this category.');
        expect(page, p).toMatch(/href="\/blog"[^>]*>Back to the blog/);
        expect(page, p).toContain('<meta name="robots" content="noindex"/>');
      } else {
        expect(page, p).not.toContain('noindex');
      }
    }
    expect(articles.filter((a) => a.categories.includes('commercial-security'))).toEqual([]);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await request(app).get('/blog/category/gardening')).status).toBe(404);
  });

  it('links only to pages that answer 200', async () => {
    const { checked, broken } = await brokenLinks(app, internalLinks(html.values()), (await siteSnapshot()).statuses());
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(paths.length);
  }, 60_000);
});

describe('ask the expert', () => {
  it('has the question form with three required fields, the FAQ and the recent answers', () => {
    const page = text('/ask-the-expert');
    const form = /<form[\s\S]*?<\/form>/.exec(page)?.[0] ?? '';
    expect(control(form, 'name')).toMatch(/^<input(?=.*required)/);
    expect(control(form, 'email')).toMatch(/^<input(?=.*type="email")(?=.*required)/);
    expect(control(form, 'question')).toMatch(/^<textarea(?=.*required)/);
    expect(count(page, /<details name="ask-faq"/g)).toBeGreaterThanOrEqual(3);
    for (const item of expertAnswers) {
      expect(page).toContain(item.question);
      expect(page).toContain(item.expert);
    }
  });

  it('takes a posted question without JavaScript and answers with the page and the confirmation', async () => {
    const sent = await request(app).post('/ask-the-expert').type('form').send({ name: 'Sam', email: 'sam@example.com', question: 'Which lock?' });
    expect(sent.status).toBe(200);
    expect(sent.text.replace(/<!-- -->/g, '')).toMatch(
      /role="status"[^>]*>[\s\S]*Question Submitted[\s\S]*Our locksmith experts will get back to you soon!/,
    );
    // The fields are empty again after a question was taken.
    expect(control(formOf(sent.text), 'email')).not.toMatch(/value="sam@example.com"/);

    const missing = await request(app).post('/ask-the-expert').type('form').send({ email: 'sam@example.com', question: 'Which lock?' });
    expect(missing.status).toBe(400);
    expect(missing.text).toMatch(/-name-error" class="field-error">Enter your name/);
    expect(control(formOf(missing.text), 'email')).toMatch(/value="sam@example.com"/);
    const badEmail = await request(app).post('/blog').type('form').send({ email: 'not-an-email', question: 'Which lock?' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.text).toMatch(/-email-error" class="field-error">/);
    expect(badEmail.text).toContain('>Which lock?</textarea>');
    const blog = await request(app).post('/blog').type('form').send({ email: 'sam@example.com', question: 'Which lock?' });
    expect(blog.status).toBe(200);
    expect(blog.text).toContain('<strong>Question Submitted.</strong>');
  });

  it("answers the form's fetcher with the same action data", async () => {
    const sent = await request(app).post('/blog.data').type('form').send({ email: 'sam@example.com', question: 'Which lock?' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ actionData: { blog: { status: 'sent' } }, status: 200 });
    const invalid = await request(app).post('/ask-the-expert.data').type('form').send({ email: 'sam@example.com', question: 'Which lock?' });
    expect(invalid.body.status).toBe(400);
    expect(invalid.body.actionData['ask-the-expert']).toEqual({
      status: 'invalid',
      errors: { name: expect.any(String) },
      values: { name: '', email: 'sam@example.com', question: 'Which lock?' },
    });
  });

  it('refuses other methods, other paths and oversized bodies without a 500', async () => {
    const put = await request(app).put('/ask-the-expert');
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD, POST');
    const elsewhere = await request(app).post('/services').type('form').send({ question: 'x' });
    expect(elsewhere.status).toBe(405);
    expect(elsewhere.headers.allow).toBe('GET, HEAD');
    const huge = await request(app)
      .post('/ask-the-expert')
      .type('form')
      .send({ name: 'a', email: 'a@b.test', question: 'x'.repeat(50_000) });
    expect(huge.status).toBe(413);
    const json = await request(app).post('/ask-the-expert').set('Content-Type', 'application/json').send('{"name":1}');
    // Not a form: read as a form with every field empty, so the page comes back with the errors.
    expect(json.status).toBe(400);
    expect(json.text).toMatch(/-question-error" class="field-error">/);
  });
});
