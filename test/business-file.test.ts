/**
 * The business file (data/business.yaml or BUSINESS_FILE, docs/decisions/072): read and checked
 * once, every mistake named with its file, line and field; `npm run business -- check | schema`;
 * the build and the server refuse a broken file before doing anything, and a server started with
 * BUSINESS_FILE states that file's facts. Every broken file here is the configured file with one
 * edit, made through the YAML document, so these tests hold for any business's file.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import { describe, expect, it } from 'vitest';
import { businessFacts, loadedBusinessFile, parseBusinessFile, readBusinessFile } from '../server/business/file.ts';
import { businessFileSchema } from '../server/business/schema.ts';
import { root } from './helpers/app.ts';
import { startServerProcess } from './helpers/server-process.ts';

const configured = loadedBusinessFile();
const text = readFileSync(configured, 'utf8');
const facts = businessFacts();
const dir = mkdtempSync(path.join(tmpdir(), 'business-file-'));

/** The configured file with `edit` applied to its document, as text. */
function edited(edit: (doc: Document) => void): string {
  const doc = parseDocument(text);
  edit(doc);
  return doc.toString();
}

/** The message the file's check throws for `source`, or '' when it passes. */
function problemsOf(source: string): string {
  try {
    parseBusinessFile(source, 'owner.yaml');
    return '';
  } catch (error) {
    return (error as Error).message;
  }
}

/** The 1-based line of the first line of `source` that contains `needle`. */
const lineOf = (source: string, needle: string) => source.split('\n').findIndex((line) => line.includes(needle)) + 1;

const firstTeam = Object.keys(facts.teams)[0]!;
const escapeForRegExp = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Outcome = { code: number; stdout: string; stderr: string };
const run = (file: string, args: string[], env: Record<string, string> = {}): Promise<Outcome> =>
  promisify(execFile)(process.execPath, [file, ...args], { env: { ...process.env, ENV_FILE: '', ...env }, cwd: root }).then(
    (r) => ({ code: 0, ...r }),
    (e: Outcome) => e,
  );
const businessCli = path.join(root, 'dist', 'server', 'business-cli.js');

describe('the business file', () => {
  it('as configured passes its checks', () => {
    expect(() => readBusinessFile(configured)).not.toThrow();
    expect(problemsOf(text)).toBe('');
  });

  it('names a field it does not know, with its line', () => {
    const source = edited((doc) => {
      doc.set('nationalPhon', doc.get('nationalPhone'));
      doc.delete('nationalPhone');
    });
    const message = problemsOf(source);
    expect(message).toContain(`owner.yaml:${lineOf(source, 'nationalPhon:')} has a field it does not know: nationalPhon`);
    expect(message).toContain('owner.yaml nationalPhone is missing');
  });

  it("names a team's minutes out of range and a place that is not one, with their lines", () => {
    const source = edited((doc) => {
      doc.setIn(['teams', firstTeam], 250);
      doc.setIn(['teams', 'atlantis'], 20);
    });
    const message = problemsOf(source);
    expect(message).toContain(`owner.yaml:${lineOf(source, `${firstTeam}: 250`)} teams.${firstTeam} must be at most 120 minutes`);
    expect(message).toContain('teams.atlantis is not a place in data/cities.ts');
  });

  it('names a price that is not one, with its row and line', () => {
    const source = edited((doc) => {
      const rows = doc.get('nationalPrices', true);
      if (!isSeq(rows) || !isMap(rows.items[0])) throw new Error('the file has no national price list');
      rows.items[0].set('price', 'From £6O');
    });
    expect(problemsOf(source)).toMatch(/owner\.yaml:\d+ nationalPrices\.0\.price "From £6O" is not a price: write it like 'From £75'/);
  });

  it('names a closure with both a date and a day every year, and a day no year has', () => {
    const source = edited((doc) => {
      doc.setIn(
        ['officeOpeningHours', 'closures'],
        doc.createNode([
          { date: '2027-01-01', every: '1 January', name: "New Year's Day" },
          { every: '30 February', name: 'Leap-less day' },
        ]),
      );
    });
    const message = problemsOf(source);
    expect(message).toContain("officeOpeningHours.closures.0 needs either a date ('2026-12-28') or every ('25 December'), not both");
    expect(message).toContain("officeOpeningHours.closures.1.every must be a day and month closed every year, e.g. '25 December'");
  });

  it('refuses what is not YAML, and a key written twice, naming the line', () => {
    expect(problemsOf(`${text}\nname: [unclosed\n`)).toMatch(/it is not valid YAML\n {2}owner\.yaml:\d+ /);
    const twice = `${text}\nsample: true\n`;
    expect(problemsOf(twice)).toMatch(/owner\.yaml:\d+ Map keys must be unique/);
  });

  it('says when the named file does not exist, and which setting names it', () => {
    expect(() => readBusinessFile(path.join(dir, 'missing.yaml'))).toThrow(/missing\.yaml does not exist \(BUSINESS_FILE names the file/);
  });

  it('dates a closure kept every year for five years from this year, never twice on one day', () => {
    const source = edited((doc) => {
      doc.setIn(
        ['officeOpeningHours', 'closures'],
        doc.createNode([
          { date: '2027-12-25', name: 'Christmas Day' },
          { every: '25 December', name: 'Christmas Day' },
          { every: '1 January', name: "New Year's Day" },
        ]),
      );
    });
    const { closures } = parseBusinessFile(source, 'owner.yaml', 2026).officeOpeningHours;
    expect(closures.filter((c) => c.date.endsWith('-12-25')).map((c) => c.date)).toEqual([
      '2026-12-25',
      '2027-12-25',
      '2028-12-25',
      '2029-12-25',
      '2030-12-25',
    ]);
    expect(closures.filter((c) => c.date.endsWith('-01-01'))).toHaveLength(5);
    expect(closures.map((c) => c.date)).toEqual(closures.map((c) => c.date).sort());
  });
});

describe('npm run business', () => {
  it('check passes the configured file, naming the business', async () => {
    const { code, stdout } = await run(businessCli, ['check']);
    expect(code).toBe(0);
    expect(stdout).toContain(`OK (${facts.name};`);
  });

  it('check FILE names every problem of that file and exits 1', async () => {
    const file = path.join(dir, 'broken.yaml');
    writeFileSync(
      file,
      edited((doc) => doc.setIn(['reach', 'miles'], -3)),
    );
    const { code, stderr } = await run(businessCli, ['check', file]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/broken\.yaml:\d+ reach\.miles Too small/);
  });

  it('schema prints a JSON Schema that requires every field of the file without a default, and knows no other', async () => {
    const { code, stdout } = await run(businessCli, ['schema']);
    expect(code).toBe(0);
    const schema = JSON.parse(stdout) as { properties: Record<string, unknown>; required: string[]; additionalProperties: boolean };
    const fields = Object.keys(businessFileSchema.shape);
    /** The parts a business may leave out: the places served (the whole UK), local numbers, the home team, exceptions, years per place, own price lists, accreditations, story, people, answers and reviews. */
    const optional = [
      'serves',
      'localPhones',
      'homeTeam',
      'reachExceptions',
      'yearsServing',
      'placePrices',
      'accreditations',
      'story',
      'technicians',
      'managers',
      'expertAnswers',
      'reviews',
      'homeReviews',
      'servicesReview',
      'questionsAnsweredWithin',
    ];
    expect(Object.keys(schema.properties).sort()).toEqual([...fields].sort());
    expect([...schema.required].sort()).toEqual(fields.filter((field) => !optional.includes(field)).sort());
    expect(schema.additionalProperties).toBe(false);
  });

  it('anything else prints its usage and exits 2', async () => {
    const { code, stderr } = await run(businessCli, ['chekc']);
    expect(code).toBe(2);
    expect(stderr).toContain('usage: npm run business -- check [FILE] | schema');
  });
});

describe('BUSINESS_FILE', () => {
  it('stops the build before it writes anything, naming the field', async () => {
    const file = path.join(dir, 'build-broken.yaml');
    writeFileSync(
      file,
      edited((doc) => doc.set('email', 'not an address')),
    );
    const manifest = path.join(root, 'dist', 'client', 'manifest.json');
    const before = statSync(manifest).mtimeMs;
    const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const { code, stderr } = await run(tsx, [path.join(root, 'scripts', 'build.ts')], { BUSINESS_FILE: file });
    expect(code).toBe(1);
    expect(stderr).toMatch(/build-broken\.yaml:\d+ email must be an e-mail address/);
    expect(statSync(manifest).mtimeMs).toBe(before);
  });

  it("gives the server another business's name, number and prices", async () => {
    const lockout = facts.nationalPrices.find((row) => row.job === 'lockout')!;
    const other = { name: 'Harbour Test Locks', phone: '0113 496 0999', lockout: 'From £61' };
    const file = path.join(dir, 'other.yaml');
    writeFileSync(
      file,
      edited((doc) => {
        doc.set('name', other.name);
        doc.set('nationalPhone', other.phone);
        const rows = doc.get('nationalPrices', true);
        if (!isSeq(rows)) throw new Error('the file has no national price list');
        const row = rows.items.find((item) => isMap(item) && item.get('job') === 'lockout');
        if (!isMap(row)) throw new Error('the file has no national lockout row');
        row.set('price', other.lockout);
      }),
    );
    const server = await startServerProcess({ BUSINESS_FILE: file, ENV_FILE: '', DATA_DIR: 'memory://', LOG_LEVEL: 'silent' });
    try {
      const home = await (await fetch(`http://127.0.0.1:${server.port}/`)).text();
      expect(home).toContain(other.name);
      expect(home).toContain(`tel:${other.phone.replace(/ /g, '')}`);
      const pricing = await (await fetch(`http://127.0.0.1:${server.port}/pricing`)).text();
      const row = new RegExp(`<th scope="row">${escapeForRegExp(lockout.service.replace(/&/g, '&amp;'))}</th><td>((?:(?!</td>).)*)</td>`);
      expect(row.exec(pricing)?.[1]?.replace(/<[^>]*>/g, '')).toBe(other.lockout);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });

  it('refuses to start the server on a broken file, naming the field', async () => {
    const file = path.join(dir, 'server-broken.yaml');
    writeFileSync(
      file,
      edited((doc) => doc.setIn(['promises', 'insured', 'held'], 'yes')),
    );
    const { code, stderr } = await run(path.join(root, 'dist', 'server', 'main.js'), ['--check'], { BUSINESS_FILE: file });
    expect(code).toBe(1);
    expect(stderr).toMatch(/server-broken\.yaml:\d+ promises\.insured\.held must be true or false/);
  });
});
