/**
 * Reads the business file (data/business.yaml, or the file the setting BUSINESS_FILE names) once
 * per process, checks it against its schema (./schema.ts) and hands data/business.ts and
 * data/prices.ts the facts every page states (docs/decisions/072). A mistake is a ConfigError that
 * names the file, the line and the field of every problem at once.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import type { Closure, OpeningHours } from '../../shared/hours.ts';
import { ConfigError } from '../operations/config-error.ts';
import { projectRoot } from '../operations/env-file.ts';
import { type BusinessFileInput, businessFileSchema, dayOfYear } from './schema.ts';

/** The shipped sample business, read when BUSINESS_FILE is unset. */
const DEFAULT_BUSINESS_FILE = 'data/business.yaml';

/**
 * How many years of a closure kept every year ('every: 25 December') are dated, from the year the
 * process starts: enough for any server between two deploys, and for /contact's coming closures.
 */
const YEARS_OF_YEARLY_CLOSURES = 5;

/** The facts as the site reads them: the file's, with every yearly closure given its dates. */
export type BusinessFacts = Omit<BusinessFileInput, 'phoneLineHours' | 'officeOpeningHours'> & {
  phoneLineHours: OpeningHours;
  officeOpeningHours: OpeningHours;
};

/** The business file a process reads: BUSINESS_FILE (relative to the project's folder) or the sample. */
function businessFilePath(env: NodeJS.ProcessEnv = process.env, root = projectRoot()): string {
  return path.resolve(root, env.BUSINESS_FILE?.trim() || DEFAULT_BUSINESS_FILE);
}

/** How messages name a file: relative to the project's folder when inside it. */
export function businessFileLabel(file: string, root = projectRoot()): string {
  const relative = path.relative(root, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? file : relative.split(path.sep).join('/');
}

/** This year in the UK: the first year a yearly closure is dated for. */
function ukYear(now = new Date()): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric' }).format(now));
}

/** Reads and checks one business file; throws a ConfigError naming every problem. */
export function readBusinessFile(file: string, firstYear = ukYear()): BusinessFacts {
  const label = businessFileLabel(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'does not exist' : (error as Error).message;
    throw new ConfigError(`Invalid business file: ${label} ${reason} (BUSINESS_FILE names the file; unset, ${DEFAULT_BUSINESS_FILE})`);
  }
  return parseBusinessFile(text, label, firstYear);
}

/** Checks the text of a business file; `label` names it in messages. */
export function parseBusinessFile(text: string, label: string, firstYear = ukYear()): BusinessFacts {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (doc.errors.length) {
    const lines = doc.errors.map((e) => `  ${label}:${lineCounter.linePos(e.pos[0]).line} ${e.message.split('\n')[0]}`);
    throw new ConfigError(`Invalid business file ${label}: it is not valid YAML\n${lines.join('\n')}`);
  }
  const parsed = businessFileSchema.safeParse(doc.toJS({ maxAliasCount: 1000 }));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const line = lineOf(doc, lineCounter, issueKeyPath(issue));
      return `  ${label}${line ? `:${line}` : ''} ${describeIssue(issue)}`;
    });
    throw new ConfigError(`Invalid business file ${label}:\n${lines.join('\n')}`);
  }
  const facts = parsed.data;
  return {
    ...facts,
    phoneLineHours: withDatedClosures(facts.phoneLineHours, firstYear),
    officeOpeningHours: withDatedClosures(facts.officeOpeningHours, firstYear),
  };
}

/** An issue as a line of a message: its field's dotted path, then what is wrong, in an owner's words. */
export function describeIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') {
    const where = issue.path.length ? `${issue.path.join('.')} has` : 'has';
    return `${where} ${issue.keys.length === 1 ? 'a field' : 'fields'} it does not know: ${issue.keys.join(', ')} (check the spelling, or remove it)`;
  }
  const field = issue.path.join('.') || '(the file)';
  // A place slug that is not a place: zod reports the key's own message inside the record's.
  if (issue.code === 'invalid_key') return `${field} ${issue.issues.map((inner) => inner.message).join('; ')}`;
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return `${field} is missing (${issue.expected} expected)`;
  return `${field} ${issue.message}`;
}

/** The path whose line a message gives: an unknown field's own line, else the field's. */
function issueKeyPath(issue: z.core.$ZodIssue): PropertyKey[] {
  return issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
}

/** The line of the deepest node along `keyPath` that the document has (a missing field: its parent's). */
function lineOf(doc: Document, lineCounter: LineCounter, keyPath: readonly PropertyKey[]): number | null {
  for (let length = keyPath.length; length > 0; length--) {
    const node = doc.getIn(keyPath.slice(0, length) as unknown[], true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return lineCounter.linePos(node.range[0]).line;
  }
  return null;
}

/**
 * A week's closures with each yearly one ('every: 25 December') dated for YEARS_OF_YEARLY_CLOSURES
 * years from `firstYear`, all in date order: pages, the structured data and the claims read dated
 * closures only (shared/hours.ts).
 */
function withDatedClosures(hours: BusinessFileInput['officeOpeningHours'], firstYear: number): OpeningHours {
  const closures: Closure[] = [];
  for (const c of hours.closures) {
    if (c.date) closures.push({ date: c.date, name: c.name });
    const yearly = c.every ? dayOfYear(c.every) : null;
    if (!yearly) continue;
    for (let year = firstYear; year < firstYear + YEARS_OF_YEARLY_CLOSURES; year++) {
      const date = `${year}-${String(yearly.month).padStart(2, '0')}-${String(yearly.day).padStart(2, '0')}`;
      if (!closures.some((dated) => dated.date === date)) closures.push({ date, name: c.name });
    }
  }
  return { weekly: hours.weekly, closures: closures.sort((a, b) => a.date.localeCompare(b.date)) };
}

let loaded: { file: string; facts: BusinessFacts } | undefined;

/** The configured business's facts, read once per process (BUSINESS_FILE as it is at the first call). */
export function businessFacts(): BusinessFacts {
  loaded ??= { file: businessFilePath(), facts: readBusinessFile(businessFilePath()) };
  return loaded.facts;
}

/** The file businessFacts() read, for messages and caches keyed on it. */
export function loadedBusinessFile(): string {
  businessFacts();
  return loaded!.file;
}
