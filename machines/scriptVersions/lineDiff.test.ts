import { describe, expect, it } from 'vitest';
import { lineDiff, scriptLines } from './lineDiff';

/** Rows as `kind left|right`, with line numbers: the side-by-side view in one string each. */
const view = (before: string, after: string, maxCells?: number) =>
  lineDiff(before, after, maxCells).rows.map(
    (row) => `${row.kind} ${row.left ? `${row.left.number}:${row.left.text}` : '-'} | ${row.right ? `${row.right.number}:${row.right.text}` : '-'}`,
  );

describe('lineDiff', () => {
  it('shows equal scripts as the same lines on both sides', () => {
    expect(view('a\nb\n', 'a\nb\n')).toEqual(['same 1:a | 1:a', 'same 2:b | 2:b']);
    expect(lineDiff('a\nb', 'a\nb').exact).toBe(true);
  });

  it('shows an added line on the right only, the lines after it numbered on their own side', () => {
    expect(view('a\nc', 'a\nb\nc')).toEqual(['same 1:a | 1:a', 'added - | 2:b', 'same 2:c | 3:c']);
  });

  it('shows a removed line on the left only', () => {
    expect(view('a\nb\nc', 'a\nc')).toEqual(['same 1:a | 1:a', 'removed 2:b | -', 'same 3:c | 2:c']);
  });

  it('pairs a changed line with its replacement, and lets the longer side of a change run on', () => {
    expect(view('a\nb\nc', 'a\nB\nc')).toEqual(['same 1:a | 1:a', 'changed 2:b | 2:B', 'same 3:c | 3:c']);
    expect(view('a\nb\nz', 'a\nB1\nB2\nB3\nz')).toEqual([
      'same 1:a | 1:a',
      'changed 2:b | 2:B1',
      'added - | 3:B2',
      'added - | 4:B3',
      'same 3:z | 5:z',
    ]);
  });

  it('keeps the longest run of shared lines in the middle of edits at both ends', () => {
    expect(view('x\nshared1\nshared2\ny', 'shared1\nnew\nshared2')).toEqual([
      'removed 1:x | -',
      'same 2:shared1 | 1:shared1',
      'added - | 2:new',
      'same 3:shared2 | 3:shared2',
      'removed 4:y | -',
    ]);
  });

  it('compares with nothing: every line added, or every line removed', () => {
    expect(view('', 'a\nb')).toEqual(['added - | 1:a', 'added - | 2:b']);
    expect(view('a', '')).toEqual(['removed 1:a | -']);
    expect(view('', '')).toEqual([]);
  });

  it('reads Windows line breaks and a final line break alike', () => {
    expect(scriptLines('a\r\nb\r\n')).toEqual(['a', 'b']);
    expect(view('a\r\nb', 'a\nb\n')).toEqual(['same 1:a | 1:a', 'same 2:b | 2:b']);
  });

  it('shows the whole differing middle as changed when it is too large to compare, and says so', () => {
    const before = 'head\nb1\nshared\nb2\ntail';
    const after = 'head\nshared\nc1\ntail';
    // 3 × 2 lines differ in the middle: more than 5 pairs.
    const rough = lineDiff(before, after, 5);
    expect(rough.exact).toBe(false);
    expect(view(before, after, 5)).toEqual([
      'same 1:head | 1:head',
      'changed 2:b1 | 2:shared',
      'changed 3:shared | 3:c1',
      'removed 4:b2 | -',
      'same 5:tail | 4:tail',
    ]);
    // Within the limit the shared line is found.
    expect(lineDiff(before, after, 6).exact).toBe(true);
    expect(view(before, after, 6)).toContain('same 3:shared | 2:shared');
  });

  it('stays fast on long scripts with a small edit', () => {
    const lines = Array.from({ length: 20_000 }, (_, index) => `await page.click('#button-${index}');`);
    const edited = [...lines.slice(0, 10_000), 'await page.reload();', ...lines.slice(10_000)];
    const diff = lineDiff(lines.join('\n'), edited.join('\n'));
    expect(diff.exact).toBe(true);
    expect(diff.rows.filter((row) => row.kind !== 'same')).toEqual([
      { kind: 'added', left: null, right: { number: 10_001, text: 'await page.reload();' } },
    ]);
  });
});
