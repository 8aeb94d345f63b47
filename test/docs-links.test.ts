/**
 * The documentation points only at things that exist: every relative Markdown link names a file
 * (and a heading, when it has a fragment), every `docs/decisions/NNN` reference in code, tests and
 * docs names a record, every code path the README and docs/ name in backticks is in the
 * repository, and every decision record carries its status and date and is in the index. Each
 * checker is first shown failing on a small broken example.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const decisionsDir = path.join(root, 'docs', 'decisions');

/** Markdown without fenced code blocks and inline code, where links and paths are only examples. */
function prose(markdown: string): string {
  return markdown.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(markdown: string): Set<string> {
  const headings = markdown.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm);
  return new Set([...headings].map((m) => slug(m[1]!.replace(/`/g, ''))));
}

/** Relative links in `markdown` (a file at `file`, relative to the repository) that lead nowhere. */
function brokenLinks(file: string, markdown: string, exists: (relative: string) => boolean, read: (relative: string) => string): string[] {
  const broken: string[] = [];
  for (const m of prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)) {
    const target = m[1]!;
    if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
    const [pathPart = '', fragment] = target.split('#');
    const relative = pathPart === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), pathPart));
    if (relative.startsWith('..') || !exists(relative)) {
      broken.push(`${file}: ${target} (no such file)`);
    } else if (fragment && relative.endsWith('.md') && !anchorsOf(read(relative)).has(fragment)) {
      broken.push(`${file}: ${target} (no such heading)`);
    }
  }
  return broken;
}

/** `docs/decisions/NNN` references in `text` whose number has no record. */
function missingDecisions(file: string, text: string, numbers: ReadonlySet<string>): string[] {
  return [...text.matchAll(/docs\/decisions\/(\d{3})/g)].filter((m) => !numbers.has(m[1]!)).map((m) => `${file}: ${m[0]}`);
}

/** Repository paths named in backticks (`server/app.ts`, `test/helpers/`) that do not exist. */
function missingCodePaths(file: string, markdown: string, exists: (relative: string) => boolean): string[] {
  const named = [...markdown.matchAll(/`((?:client|server|shared|data|scripts|test|bench|docs|\.ci)\/[\w./-]*)`/g)].map((m) => m[1]!);
  // `docs/decisions/NNN` alone names a record by its number; the decision references' check reads those.
  const checked = named.filter((p) => !p.includes('node_modules') && !/^docs\/decisions\/\d{3}$/.test(p));
  return checked.filter((p) => !exists(p.replace(/\/$/, ''))).map((p) => `${file}: ${p}`);
}

/** What is wrong with a decision record's head: the title, then `- Status:` and `- Date:` lines. */
function recordProblems(file: string, markdown: string): string[] {
  const lines = markdown.split('\n');
  const problems: string[] = [];
  if (!/^# \d{3}: \S/.test(lines[0] ?? '')) problems.push(`${file}: the first line is not '# NNN: title'`);
  const head = lines.slice(1, lines.findIndex((line, i) => i > 1 && line.trim() === '') + 1);
  const status = head.find((line) => line.startsWith('- Status: '));
  if (!status) problems.push(`${file}: no '- Status:' line under the title`);
  else if (!/^- Status: (accepted|accepted, amended by \[\d{3}\]\(.+\)|superseded by \[\d{3}\]\(.+\))$/.test(status)) {
    problems.push(`${file}: status '${status}' is none of accepted, accepted, amended by [NNN](…), superseded by [NNN](…)`);
  }
  if (!head.some((line) => /^- Date: \d{4}-\d{2}-\d{2}$/.test(line))) problems.push(`${file}: no '- Date: YYYY-MM-DD' line under the title`);
  return problems;
}

const inRepo = (relative: string) => existsSync(path.join(root, relative));
const readRepo = (relative: string) => readFileSync(path.join(root, relative), 'utf8');

/** Text files under `dir` (relative), skipping installed packages and generated output. */
function filesUnder(dir: string, extensions: RegExp): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [dir];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((name) => extensions.test(name) && !name.split(path.sep).includes('node_modules'))
    .map((name) => path.posix.join(dir, name.split(path.sep).join('/')));
}

const markdownFiles = ['README.md', ...filesUnder('docs', /\.md$/)];
const decisionFiles = readdirSync(decisionsDir).filter((name) => /^\d{3}-.+\.md$/.test(name));
const decisionNumbers = new Set(decisionFiles.map((name) => name.slice(0, 3)));

describe('the checkers fail on what they look for', () => {
  const files: Record<string, string> = { 'docs/a.md': '# A\n\n## Receiving leads\n', 'README.md': '' };
  const exists = (relative: string) => relative in files;
  const read = (relative: string) => files[relative]!;

  it('a link to a missing file or heading', () => {
    const page =
      '[ok](docs/a.md) [ok](docs/a.md#receiving-leads) [web](https://example.com) `[code](nowhere.md)`\n' +
      '[gone](docs/b.md) [no heading](docs/a.md#sending-leads) [outside](../x.md)';
    expect(brokenLinks('README.md', page, exists, read)).toEqual([
      'README.md: docs/b.md (no such file)',
      'README.md: docs/a.md#sending-leads (no such heading)',
      'README.md: ../x.md (no such file)',
    ]);
  });

  it('a decision number with no record', () => {
    // Built from parts, so this file does not refer to a record that is missing.
    const missing = ['docs', 'decisions', '099'].join('/');
    expect(missingDecisions('x.ts', `// docs/decisions/001 and ${missing}`, new Set(['001']))).toEqual([`x.ts: ${missing}`]);
  });

  it('a code path that is not in the repository', () => {
    expect(missingCodePaths('README.md', '`server/app.ts` `server/nowhere.ts` `client/routes/{id}.tsx`', inRepo)).toEqual([
      'README.md: server/nowhere.ts',
    ]);
  });

  it('a record without its status or date', () => {
    expect(recordProblems('001-x.md', '# 001: X\n\n- Status: accepted\n- Date: 2026-11-23\n\n## Context\n')).toEqual([]);
    expect(recordProblems('001-x.md', '# 001: X\n\n## Context\n')).toEqual([
      "001-x.md: no '- Status:' line under the title",
      "001-x.md: no '- Date: YYYY-MM-DD' line under the title",
    ]);
    expect(recordProblems('001-x.md', '# 001: X\n\n- Status: replaced\n- Date: 2026-11-23\n')).toHaveLength(1);
  });
});

describe('the documentation', () => {
  it('links only to files and headings that exist', () => {
    expect(markdownFiles.flatMap((file) => brokenLinks(file, readRepo(file), inRepo, readRepo))).toEqual([]);
  });

  it('refers only to decision records that exist, in code, tests and docs', () => {
    const sources = [
      ...['client', 'server', 'shared', 'data', 'scripts', 'test', 'bench', 'docs', '.ci'].flatMap((dir) =>
        filesUnder(dir, /\.(ts|tsx|mjs|md|sh|json)$|^run$/),
      ),
      ...['README.md', 'Dockerfile', 'vitest.config.ts', 'playwright.config.ts', 'biome.json', 'knip.json', 'package.json'],
    ];
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.flatMap((file) => missingDecisions(file, readRepo(file), decisionNumbers))).toEqual([]);
  });

  it('names only code paths that exist (the decision records are history and may name old ones)', () => {
    const current = markdownFiles.filter((file) => !file.startsWith('docs/decisions/'));
    expect(current.flatMap((file) => missingCodePaths(file, readRepo(file), inRepo))).toEqual([]);
  });

  it('gives every decision record a status and a date, and lists it in the index', () => {
    expect(decisionFiles.length).toBeGreaterThan(40);
    expect(decisionFiles.flatMap((name) => recordProblems(name, readFileSync(path.join(decisionsDir, name), 'utf8')))).toEqual([]);
    const index = readFileSync(path.join(decisionsDir, 'README.md'), 'utf8');
    expect(decisionFiles.filter((name) => !index.includes(`](${name})`))).toEqual([]);
  });
});
