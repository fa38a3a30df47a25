/**
 * A line diff of two scripts for a side-by-side view: the longest common subsequence of their
 * lines (O(n·m) time and memory), after the lines both share at the start and at the end are set
 * aside, which leaves little to compare for the usual small edit. A run of removed lines followed
 * or interleaved by added ones is paired into changed rows, one line beside the other; whatever is
 * left over of the longer side shows alone.
 *
 * When what is left to compare holds more than `maxCells` line pairs (two scripts of thousands of
 * lines each, rewritten throughout), the table would cost too much: the whole differing middle
 * then shows as changed, every line of one side beside the other's, and `exact` is false so the
 * view can say so.
 */

export interface DiffLine {
  /** 1-based, in its own script. */
  number: number;
  text: string;
}

export type DiffRow =
  | { kind: 'same'; left: DiffLine; right: DiffLine }
  | { kind: 'changed'; left: DiffLine; right: DiffLine }
  | { kind: 'removed'; left: DiffLine; right: null }
  | { kind: 'added'; left: null; right: DiffLine };

export interface LineDiff {
  rows: DiffRow[];
  /** False when the scripts were too large to compare line by line (see above). */
  exact: boolean;
}

/** A million pairs: a 4 MB table, a few milliseconds. */
export const MAX_DIFF_CELLS = 1_000_000;

/** The lines of a script; a final line break ends the last line rather than starting an empty one. */
export function scriptLines(text: string): string[] {
  if (text === '') return [];
  const lines = text.split('\n').map((line) => (line.endsWith('\r') ? line.slice(0, -1) : line));
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

type Op = 'same' | 'removed' | 'added';

/** The edit script of the middles `a` and `b`: same, removed (from a) or added (from b), in order. */
function lcsOps(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  const width = m + 1;
  // suffix[i * width + j]: the length of the longest common subsequence of a[i..] and b[j..].
  const suffix = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      suffix[i * width + j] =
        a[i] === b[j] ? suffix[(i + 1) * width + j + 1]! + 1 : Math.max(suffix[(i + 1) * width + j]!, suffix[i * width + j + 1]!);
    }
  }
  const ops: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      ops.push('same');
      i++;
      j++;
    } else if (suffix[(i + 1) * width + j]! >= suffix[i * width + j + 1]!) {
      ops.push('removed');
      i++;
    } else {
      ops.push('added');
      j++;
    }
  }
  while (i++ < n) ops.push('removed');
  while (j++ < m) ops.push('added');
  return ops;
}

export function lineDiff(before: string, after: string, maxCells = MAX_DIFF_CELLS): LineDiff {
  const a = scriptLines(before);
  const b = scriptLines(after);
  let prefix = 0;
  while (prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix++;
  let suffix = 0;
  while (suffix < a.length - prefix && suffix < b.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
  const middleA = a.slice(prefix, a.length - suffix);
  const middleB = b.slice(prefix, b.length - suffix);
  const exact = middleA.length * middleB.length <= maxCells;
  const middle: Op[] = exact ? lcsOps(middleA, middleB) : [...middleA.map((): Op => 'removed'), ...middleB.map((): Op => 'added')];
  const ops: Op[] = [...Array<Op>(prefix).fill('same'), ...middle, ...Array<Op>(suffix).fill('same')];
  return { rows: toRows(a, b, ops), exact };
}

/** Walks the edit script, pairing each run of removed and added lines into changed rows. */
function toRows(a: string[], b: string[], ops: Op[]): DiffRow[] {
  const rows: DiffRow[] = [];
  let i = 0;
  let j = 0;
  let k = 0;
  const left = (index: number): DiffLine => ({ number: index + 1, text: a[index]! });
  const right = (index: number): DiffLine => ({ number: index + 1, text: b[index]! });
  while (k < ops.length) {
    if (ops[k] === 'same') {
      rows.push({ kind: 'same', left: left(i++), right: right(j++) });
      k++;
      continue;
    }
    const removed: number[] = [];
    const added: number[] = [];
    for (; k < ops.length && ops[k] !== 'same'; k++) {
      if (ops[k] === 'removed') removed.push(i++);
      else added.push(j++);
    }
    const paired = Math.min(removed.length, added.length);
    for (let p = 0; p < paired; p++) rows.push({ kind: 'changed', left: left(removed[p]!), right: right(added[p]!) });
    for (const index of removed.slice(paired)) rows.push({ kind: 'removed', left: left(index), right: null });
    for (const index of added.slice(paired)) rows.push({ kind: 'added', left: null, right: right(index) });
  }
  return rows;
}
