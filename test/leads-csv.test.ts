import { describe, expect, it } from 'vitest';
import { csvRow } from '../server/leads/csv.ts';

/** One cell as the export writes it (quoted when it must be), without the row's CR LF. */
const cell = (value: unknown) => csvRow([value]).slice(0, -2);

describe('CSV cells a spreadsheet could read as formulas', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1+1', "'+1+1"],
    ['-1+1', "'-1+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['=HYPERLINK("https://evil.example","x")', '"\'=HYPERLINK(""https://evil.example"",""x"")"'],
    ['\t=1', "'\t'=1"],
    ['\r=1', '"\'\r\'=1"'],
  ])('puts an apostrophe before a formula character at the start: %j', (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it.each([
    ['  =1+1', "  '=1+1"],
    [' +cmd|x', " '+cmd|x"],
    ['   -2', "   '-2"],
    [' @A1', " '@A1"],
  ])('and after leading spaces: %j', (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it.each([
    ['Back door, =1+1', '"Back door, \'=1+1"'],
    ['a;=cmd|x', "a;'=cmd|x"],
    ['a;  +1', "a;  '+1"],
    ['a\t@A1', "a\t'@A1"],
    ['note\n=HYPERLINK("x")', '"note\n\'=HYPERLINK(""x"")"'],
    ['note\r\n  -1', '"note\r\n  \'-1"'],
    ['one\r=1', '"one\r\'=1"'],
    ['=1,=2;=3\n=4', "\"'=1,'=2;'=3\n'=4\""],
  ])('and after a separator or line break inside the cell: %j', (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it.each([
    ['+447911123456', '+447911123456'],
    [' +447911123456', ' +447911123456'],
    ['+447911123456;+441134960000', '+447911123456;+441134960000'],
    ['Sam Jones', 'Sam Jones'],
    ['LS1 4AP', 'LS1 4AP'],
    ['a-b=c+d@e', 'a-b=c+d@e'],
    ['sam@example.com', 'sam@example.com'],
    ['call 07911 123456, or +447911123456', '"call 07911 123456, or +447911123456"'],
    ['2 + 2 = 4', '2 + 2 = 4'],
    ['', ''],
  ])('leaves data alone: %j', (value, expected) => {
    expect(cell(value)).toBe(expected);
  });

  it('still neutralises what only looks like a phone number at the start', () => {
    expect(cell('+44 7911 123456')).toBe("'+44 7911 123456");
    expect(cell('+4479111234567890123')).toBe("'+4479111234567890123");
    expect(cell('x,+447911123456+cmd|x')).toBe('"x,\'+447911123456+cmd|x"');
  });

  it('writes rows as RFC 4180: quoted where needed, CR LF at the end, dates as ISO, null as empty', () => {
    expect(csvRow(['a', null, undefined, 3, new Date('2026-01-31T10:00:00Z'), 'say "hi"'])).toBe('a,,,3,2026-01-31T10:00:00.000Z,"say ""hi"""\r\n');
  });
});

describe('CSV cells a terminal or a spreadsheet could be fooled by', () => {
  it('shows ESC, BEL and U+202E in a name as \\uXXXX, never raw', () => {
    const written = cell('Sam \u001b]0;pwned\u0007 \u202eevil');
    expect(written).toBe('Sam \\u001b]0;pwned\\u0007 \\u202eevil');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: what must never come out raw.
    expect(written).not.toMatch(/[\u001b\u0007\u202e]/);
  });

  it.each([
    ['\u0000', '\\u0000'],
    ['\u007f', '\\u007f'],
    ['\u009b', '\\u009b'],
    ['\u061c', '\\u061c'],
    ['\u200e\u200f', '\\u200e\\u200f'],
    ['\u202a\u202d', '\\u202a\\u202d'],
    ['\u2066\u2069', '\\u2066\\u2069'],
  ])('shows the control %j as its code', (control, shown) => {
    expect(cell(`a${control}b`)).toBe(`a${shown}b`);
  });

  it('keeps a message’s line breaks and tabs as data, quoted, and its formula guard', () => {
    expect(cell('Line one\r\nLine two\tend')).toBe('"Line one\r\nLine two\tend"');
    expect(cell('\u202e=HYPERLINK("x")')).toBe('"\\u202e=HYPERLINK(""x"")"');
    expect(cell('ok\n=cmd\u0007')).toBe('"ok\n\'=cmd\\u0007"');
    expect(cell('\tx')).toBe("'\tx");
  });
});
