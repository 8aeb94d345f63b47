/**
 * Claims about the business that the shipped sample makes (accreditations with made-up numbers,
 * example people, their signed answers and the example business's story)
 * are shown only while the site runs with sample facts; on a real origin the pages show only what
 * the business holds, each with the scheme and number a customer can check (issue 33).
 */
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { expertAnswers, managers as managementTeam, story as aboutStory, technicians } from '../data/business.ts';
import { accreditations } from '../data/business.ts';
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/http/assets.ts';
import { sampleContentItems, sampleContentList, shownAccreditations } from '../server/business/business-facts.ts';
import { loadConfig } from '../server/operations/config.ts';
import type { Accreditation } from '../shared/types.ts';
import { clientDir, makeApp } from './helpers/app.ts';

const pagesWithTheBand = ['/', '/about', '/services'];
const sampleOnes = accreditations.filter((item) => item.sample);
const escaped = (text: string) => text.replace(/&/g, '&amp;');

describe('accreditations', () => {
  it('show each one with its scheme and number, and the samples only on the sample site', () => {
    const held: Accreditation[] = [
      { title: 'Master Locksmiths Association', description: 'Vetted members.', scheme: 'MLA', number: '12345', icon: 'badge-check', sample: false },
      { title: 'Example scheme', description: 'Shipped example.', scheme: 'Example', number: 'SAMPLE-1', icon: 'leaf', sample: true },
    ];
    expect(shownAccreditations(true, held).map((item) => item.reference)).toEqual(['MLA, no. 12345', 'Example, no. SAMPLE-1']);
    expect(shownAccreditations(false, held)).toEqual([
      { title: 'Master Locksmiths Association', description: 'Vetted members.', icon: 'badge-check', reference: 'MLA, no. 12345' },
    ]);
    expect(shownAccreditations(false, [])).toEqual([]);
  });

  it.each(pagesWithTheBand)('%s shows every accreditation on the sample site, with its number', async (page) => {
    const html = (await request(makeApp()).get(page)).text;
    for (const item of accreditations) {
      expect(html).toContain(escaped(item.title));
      expect(html).toContain(escaped(item.number));
    }
  });

  describe('on a real origin', () => {
    const config = loadConfig({ SITE_ORIGIN: 'https://www.example.co.uk' });
    const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 });

    it.each(pagesWithTheBand)('%s shows no sample accreditation, and no empty band', async (page) => {
      const res = await request(app).get(page);
      expect(res.status).toBe(200);
      for (const item of sampleOnes) expect(res.text).not.toContain(escaped(item.title));
      if (accreditations.every((item) => item.sample)) expect(res.text).not.toContain('class="accreditations"');
    });

    it('the start-up warning lists the sample accreditations while any remain', () => {
      const listed = sampleContentList().some((line) => line.includes('accreditations'));
      expect(listed).toBe(sampleOnes.length > 0);
    });
  });
});

describe('people, their answers and the story', () => {
  const samplePeople = [...technicians, ...managementTeam].filter((person) => person.sample).map((person) => person.name);
  const sampleAnswers = expertAnswers.filter((answer) => answer.sample).map((answer) => answer.question);
  const pages = ['/', '/about', '/ask-the-expert'];
  const storyOpening = aboutStory ? aboutStory.paragraphs[0]!.split('{')[0]!.slice(0, 40) : undefined;

  it('appear on the sample site', async () => {
    const app = makeApp();
    const html = (await Promise.all(pages.map((page) => request(app).get(page)))).map((res) => res.text).join('\n');
    for (const name of [...technicians, ...managementTeam].map((person) => person.name)) expect(html).toContain(name);
    for (const question of expertAnswers.map((answer) => answer.question)) expect(html).toContain(escaped(question).replace(/'/g, '&#x27;'));
  });

  describe('on a real origin', () => {
    const config = loadConfig({ SITE_ORIGIN: 'https://www.example.co.uk' });
    const app = createApp({ site: config.site, assets: readAssets(clientDir), clientDir, logger: pino({ level: 'silent' }), pageCacheBytes: 0 });

    it.each(pages)('%s names no example person, shows no example answer or story, and no empty section', async (page) => {
      const res = await request(app).get(page);
      expect(res.status).toBe(200);
      for (const name of samplePeople) expect(res.text).not.toContain(name);
      for (const question of sampleAnswers) expect(res.text).not.toContain(escaped(question).replace(/'/g, '&#x27;'));
      if (aboutStory?.sample && storyOpening) expect(res.text).not.toContain(storyOpening);
      expect(res.text).not.toMatch(/<ul class="card-grid card-grid-3"><\/ul>|<ul class="answer-list"><\/ul>|<p class="hero-lead"><\/p>/);
    });

    it('the start-up warning lists what is still an example', () => {
      const kinds = new Set(sampleContentItems().map((item) => item.name));
      expect(kinds.has('sample-team')).toBe(samplePeople.length > 0);
      expect(kinds.has('sample-story')).toBe(aboutStory?.sample ?? false);
      expect(kinds.has('sample-answers')).toBe(sampleAnswers.length > 0);
      // Each kind in words the start-up warning prints.
      expect(sampleContentList().join('; ')).toMatch(
        samplePeople.length ? /example (technicians|managers)/ : /^(?!.*example (technicians|managers))/,
      );
    });
  });
});
