/** The build's rule for a page unfit to publish (scripts/page-problems.ts, docs/decisions/075). */
import { describe, expect, it } from 'vitest';
import { internalLinks, pageProblems } from '../scripts/page-problems.ts';

const icon = '<svg aria-hidden="true"><use href="#check"></use></svg>';

describe('pageProblems', () => {
  it('finds a value left unfilled in text or an attribute, but not in a script', () => {
    expect(pageProblems('<p>About {minutes} minutes.</p>')).toHaveLength(1);
    expect(pageProblems('<p>Call us on undefined.</p>')).toHaveLength(1);
    expect(pageProblems('<a href="/x" title="NaN">x</a>')).toHaveLength(1);
    expect(pageProblems('<p>[object Object]</p>')).toHaveLength(1);
    expect(pageProblems('<script type="application/json">{"a":"{minutes}","b":undefined}</script><p>Fine.</p>')).toEqual([]);
  });

  it('finds an element that should hold words but holds only space, an icon or an empty span', () => {
    expect(pageProblems(`<ul><li>${icon}</li></ul>`)).toHaveLength(1);
    expect(pageProblems('<p class="hero-lead"> </p>')).toHaveLength(1);
    expect(pageProblems('<h2></h2><td></td><dd><span class="x"></span></dd>')).toHaveLength(3);
    expect(pageProblems(`<a href="/leeds">${icon}</a>`)).toHaveLength(1);
    expect(pageProblems(`<button type="button">${icon}</button>`)).toHaveLength(1);
  });

  it('accepts words, and an icon-only link or button with an accessible name', () => {
    expect(pageProblems(`<ul><li>${icon}Fixed prices</li></ul><p>Words.</p>`)).toEqual([]);
    expect(pageProblems(`<a href="/" aria-label="Home">${icon}</a><button aria-labelledby="t">${icon}</button>`)).toEqual([]);
    // An icon before a link's words is not an empty link, however many icons the page has after it.
    expect(pageProblems(`<a href="tel:01">${icon}<span><span>Call</span> 01</span></a><p>${icon}</p>`)).toHaveLength(1);
  });
});

describe('internalLinks', () => {
  it("lists the site's own pages a page links to, without fragments, assets, the inbox or other sites", () => {
    const html =
      '<a href="/leeds#prices">a</a><a href="/leeds">b</a><a href="https://example.com/">c</a><link href="/assets/app.css"><a href="/inbox/">d</a><a href="/images/x.png">e</a><a href="/pricing?a=1&amp;b=2">f</a>';
    expect(internalLinks(html)).toEqual(['/leeds', '/pricing?a=1&b=2']);
  });
});
