/**
 * The phrasing corpus stays well formed, and every line pinned as read as meant keeps reading so.
 * A line that starts reading as meant is pinned with `node scripts/phrasing-pin.ts`.
 */
import { describe, expect, test } from 'vitest';
import { judge, loadCorpus, loadPinned, measure } from './phrasing.ts';

const corpus = loadCorpus();
const pinned = loadPinned();

describe('phrasing corpus', () => {
  test('holds at least 400 real lines, each with a source, an intent and a reading, needsModel or notUi', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(400);
    expect(new Set(corpus.map((line) => line.id)).size).toBe(corpus.length);
    for (const line of corpus) {
      expect(line.text.trim(), line.id).not.toBe('');
      expect(line.source, line.id).toMatch(/^(?:https?:\/\/\S+|[\w.-]+\/[\w.-]+ \S+)/);
      expect(line.intent, line.id).toMatch(/^[a-zA-Z]+$/);
      expect(line.expected === null, line.id).toBe(line.needsModel === true || line.notUi === true);
      expect(line.needsModel === true && line.notUi === true, line.id).toBe(false);
      if (line.expected) expect(line.expected.length, line.id).toBeGreaterThan(0);
    }
  });

  test('spreads over many sources, no more than 30 lines from one', () => {
    const bySource = new Map<string, number>();
    for (const line of corpus) bySource.set(line.source, (bySource.get(line.source) ?? 0) + 1);
    expect(bySource.size).toBeGreaterThanOrEqual(20);
    expect([...bySource].filter(([, n]) => n > 30)).toEqual([]);
  });

  test('every pinned line still reads as meant', () => {
    const ids = new Map(corpus.map((line) => [line.id, line]));
    const regressed = pinned.flatMap((id) => {
      const line = ids.get(id);
      if (!line) return [{ id, why: 'no longer in the corpus' }];
      const verdict = judge(line);
      return verdict.meant ? [] : [{ id, text: line.text, expected: line.expected, ...verdict }];
    });
    expect(regressed).toEqual([]);
  });

  test('the measure counts by intent, leaves model-only and no-UI lines out, and keeps unwritable readings in', () => {
    const line = { source: 'x/y z', needsModel: undefined };
    const result = measure([
      { ...line, id: 'a', text: 'click "Save"', intent: 'click', expected: ['click "Save"'] },
      { ...line, id: 'b', text: 'klick the "Save" button now please', intent: 'click', expected: ['click the "Save" button'] },
      { ...line, id: 'c', text: 'I should see "Done"', intent: 'expectText', expected: ['verify the page contains "Done"'] },
      { ...line, id: 'd', text: 'buy something nice', intent: 'goal', expected: null, needsModel: true },
      { ...line, id: 'e', text: 'Given the following users exist:', intent: 'setup', expected: null, notUi: true },
      {
        ...line,
        id: 'f',
        text: 'Switch to tab with title "Docs"',
        intent: 'tab',
        expected: ['switch to the tab with the title "Docs" and then some'],
      },
    ]);
    expect(result.overall).toEqual({ lines: 4, meant: 2, share: 50 });
    expect(result.byIntent.click).toEqual({ lines: 2, meant: 1, share: 50 });
    expect(result.byIntent.tab).toEqual({ lines: 1, meant: 0, share: 0 });
    expect(result.needsModel).toBe(1);
    expect(result.notUi).toBe(1);
    expect(result.expectedUnwritable).toBe(1);
    expect(result.passing).toEqual(['a', 'c']);
  });
});
