/**
 * Runs one search in every frame and merges the answers: the lowest tier level found in any
 * frame wins, and its candidates from all frames are put in document order.
 */
import type { ElementType, RelationKind, Target } from '../steps/types.ts';
import { compareOrder, type FrameInfo } from './frames.ts';
import { callInFrame, jsCall } from './inPageScript.ts';
import type { TargetPurpose } from './resolution.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What inPage/find.js is asked (see `find` there). */
export interface InPageQuery {
  /** Key under which the frame keeps the elements found, for handles afterwards. */
  id: string;
  text?: string;
  elementType?: ElementType;
  purpose: TargetPurpose;
  /** Visible (and for actions enabled and uncovered) elements only. */
  actionable: boolean;
  within?: Target['within'];
  table?: Target['table'];
  /** What the author called the thing (`tag`, `schema`, `arrow`): preferred among several matches. */
  noun?: string;
  /** What the control shows now (`the dropdown that shows "Monthly"`). */
  shows?: string;
  /** The element with the keyboard focus, whatever its name. */
  focused?: true;
  /** The target is in this row (1-based, or the last). */
  rowNumber?: number | 'last';
  /** The anchor's box in page coordinates. */
  relation?: { kind: RelationKind; anchor: Box };
}

/** Words and facts about one element, as inPage/describe.js gives them. */
export interface ElementFacts {
  tag: string;
  role: string | null;
  name: string;
  text: string;
  kind: string;
  label: string;
  context: string;
  description: string;
  attributes: Record<string, string>;
}

interface InPageCandidate extends ElementFacts {
  index: number;
  order: number;
  box: Box;
  distance: number | null;
  uncovered: boolean;
}

interface InPageResult {
  level: number | null;
  candidates: InPageCandidate[];
  missing?: string;
  rejected?: string[];
  /** For `near` with nothing near enough: the nearest of the others (see nearOnly in inPage/find.js). */
  far?: InPageCandidate[];
}

export interface Found extends InPageCandidate {
  frame: FrameInfo;
  orderKey: number[];
}

export interface Search {
  /** In document order. */
  candidates: Found[];
  /** Set when no frame has the section, dialog or table row asked for. */
  missing: string | null;
  /** Matches that exist but are hidden, disabled or covered, in words. */
  rejected: string[];
  /** With no candidate: the matches too far from a `near` anchor, nearest first. */
  far: Found[];
}

export async function searchFrames(frames: FrameInfo[], query: InPageQuery): Promise<Search> {
  const results = await Promise.all(
    frames.map((info) => callInFrame<InPageResult>(info.frame, jsCall('find', { ...query, offset: info.offset })).catch(() => null)),
  );
  const answered = results
    .map((result, i) => ({ result, info: frames[i] }))
    .filter((r): r is { result: InPageResult; info: FrameInfo } => r.result !== null);
  const levels = answered.map((r) => r.result.level).filter((level): level is number => level !== null);
  const best = levels.length ? Math.min(...levels) : null;
  const candidates: Found[] = [];
  for (const { result, info } of answered) {
    if (result.level !== best || best === null) continue;
    for (const c of result.candidates) candidates.push({ ...c, frame: info, orderKey: [...info.orderKey, c.order] });
  }
  candidates.sort((a, b) => compareOrder(a.orderKey, b.orderKey));
  const rejected = answered.flatMap((r) => r.result.rejected ?? []);
  let usable = candidates;
  if (query.actionable && ACTIONS.has(query.purpose) && candidates.some((c) => c.frame.parent)) {
    usable = [];
    for (const c of candidates) {
      if (await frameReachable(c)) usable.push(c);
      else rejected.push(`${c.description} is covered (its frame is under another element)`);
    }
  }
  const missingEverywhere = answered.length > 0 && answered.every((r) => r.result.missing);
  const far = answered
    .flatMap(({ result, info }) => (result.far ?? []).map((c) => ({ ...c, frame: info, orderKey: [...info.orderKey, c.order] })))
    .sort((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
  return { candidates: usable, missing: missingEverywhere ? (answered[0].result.missing ?? null) : null, rejected, far };
}

const ACTIONS = new Set<TargetPurpose>(['click', 'hover', 'fill', 'select', 'check']);

/**
 * The in-frame search checks covering inside the frame only; a click also has to reach the
 * <iframe> itself in every parent (cookie banners and modals cover whole frames).
 */
async function frameReachable(c: Found): Promise<boolean> {
  const point = { x: c.box.x + c.box.width / 2, y: c.box.y + c.box.height / 2 };
  for (let info = c.frame; info.parent && info.element; info = info.parent) {
    const local = { x: point.x - info.parent.offset.x, y: point.y - info.parent.offset.y };
    const hits = await info.element.evaluate((el, p) => window.__cj.pointHitsFrame(el, p.x, p.y), local).catch(() => true);
    if (!hits) return false;
  }
  return true;
}

/** Near-miss names for a not-found message, from every frame. */
export async function similarNames(frames: FrameInfo[], query: InPageQuery): Promise<string[]> {
  const lists = await Promise.all(frames.map((info) => callInFrame<string[]>(info.frame, jsCall('similar', query)).catch(() => [])));
  return [...new Set(lists.flat())].slice(0, 3);
}
