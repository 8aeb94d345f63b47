/**
 * Claims about the business that the shipped sample makes (accreditations with made-up numbers)
 * are shown only while the site runs with sample facts; on a real origin the pages show only what
 * the business holds, each with the scheme and number a customer can check (issue 33).
 */
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { accreditations } from '../data/business.ts';
import { createApp } from '../server/app.ts';
import { readAssets } from '../server/assets.ts';
import { sampleContentList, shownAccreditations } from '../server/business-facts.ts';
import { loadConfig } from '../server/config.ts';
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
