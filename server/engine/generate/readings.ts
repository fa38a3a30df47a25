/**
 * A line the parser reads several ways (where a name ends, whether a word is an element type,
 * whether `check` ticks or expects) is settled by the live page: each reading's target is
 * resolved without acting, and the reading whose target is there exactly once is kept. The
 * choice is recorded in canonical form, and a later generation of the same text replays it, so
 * the same text always gives the same script.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Page } from 'playwright';
import { resolveTarget } from '../locate/resolve.ts';
import type { Resolution, TargetPurpose } from '../locate/resolution.ts';
import { canonicalStep } from '../steps/canonical.ts';
import { parameterKey } from '../steps/tokens.ts';
import { parseStep } from '../steps/grammar.ts';
import type { StepBody, Target } from '../steps/types.ts';
import type { PlannedStep } from './modules.ts';
import { elementNamedBy, whereShown } from './shownText.ts';
import { StepFailure, TargetMissing } from './perform.ts';
import { dialogSays, dialogWords, uncheckedDialogMessage } from './performActions.ts';

/** A reading kept by an earlier generation: the step as written and the reading chosen for it. */
export interface RecordedReading {
  source: string;
  module?: string;
  /** The chosen reading in the quoted step language (canonicalStep). */
  reading: string;
}

/**
 * The purposes performStep resolves each kind's target with (only expectElement does not need it
 * actionable), so that the element found here is the one it would act on. Kinds not listed are
 * looked for as something that exists.
 */
const PURPOSE: Partial<Record<StepBody['kind'], TargetPurpose>> = {
  click: 'click',
  hover: 'hover',
  fill: 'fill',
  clear: 'fill',
  select: 'select',
  check: 'check',
  uncheck: 'check',
  upload: 'upload',
  store: 'read',
  waitForElement: 'expect',
  expectElement: 'expect',
  // the item 4 actions, as performActions.ts resolves them
  rightClick: 'click',
  focus: 'click',
  drag: 'click',
  pressIn: 'fill',
  fillOneTimeCode: 'fill',
};

/**
 * What a reading must find on the page, or null when it names nothing to single out (text,
 * keys, addresses, counts, an element expected to be hidden): such a reading cannot be checked
 * against the page, so it is kept only when no reading with a target (or a text to show) fits.
 */
export function targetOf(body: StepBody): { target: Target; purpose: TargetPurpose; actionable: boolean; asPerformed: boolean } | null {
  // a count (exact or bounded) names a kind of element, never one of them
  if (body.kind === 'expectCount' || body.kind === 'expectCountBound' || (body.kind === 'expectElement' && body.state === 'hidden')) return null;
  const target = (body as { target?: unknown }).target as Target | undefined;
  if (!target) return null;
  const purpose = PURPOSE[body.kind];
  if (!purpose) return { target, purpose: 'read', actionable: false, asPerformed: false };
  return { target, purpose, actionable: body.kind !== 'expectElement', asPerformed: true };
}

export type Resolved = Extract<Resolution, { ok: true }>;

type Probe =
  /** `element`: the found element's locator (the same element gives the same one), when the reading has a target. */
  | { fit: 'once'; found: string; resolved?: Resolved; element?: string }
  | { fit: 'several'; found: string[] }
  | { fit: 'none'; message: string }
  | { fit: 'unchecked' };

/** The literal text a reading expects to be shown, as performStep looks for it; null for other readings. */
function shownText(body: StepBody): string | null {
  if (body.kind === 'waitForText' || (body.kind === 'expectText' && body.visible)) return body.text.type === 'literal' ? body.text.text : null;
  return null;
}

/**
 * Whether a reading is decided without the page: a browser dialog's message is already kept
 * (performActions.ts) when the step is read, whatever the page shows.
 */
const offPage = (body: StepBody): boolean => body.kind === 'expectDialog';

/** `nearestNames`: whether a reading not on the page says the page's nearest names (a search of its own, needed only for the error). */
async function probe(page: Page, body: StepBody, nearestNames = false): Promise<Probe> {
  if (body.kind === 'expectDialog') {
    // (a parameter's or variable's value is not known here: performing the reading checks it)
    if (body.text.type !== 'literal') return { fit: 'unchecked' };
    const said = uncheckedDialogMessage(page);
    const expected = dialogWords(body.text.text, body.match);
    if (said === undefined) return { fit: 'none', message: `No browser dialog opened (expected ${expected}).` };
    return dialogSays(said, body.text.text, body.match)
      ? { fit: 'once', found: `the browser dialog said "${said}"` }
      : { fit: 'none', message: `The browser dialog said "${said}", not ${expected}.` };
  }
  // `wait for the loading indicator to disappear` read as a text that must not show: it names an
  // element of the page when one is called so (shownText.ts), and then fits at once, not by default.
  if (body.kind === 'expectText' && !body.visible && body.text.type === 'literal') {
    const element = await elementNamedBy(page, body.text.text);
    if (element) return { fit: 'once', found: `${element.description}, to be hidden` };
  }
  const text = shownText(body);
  if (text !== null) {
    // A text check holds for any visible match (the step and the script take the first), in a frame too.
    const shown = await whereShown(page, text);
    return shown.where !== 'nowhere' ? { fit: 'once', found: `text "${text}"` } : { fit: 'none', message: `The page does not show "${text}".` };
  }
  const wanted = targetOf(body);
  if (!wanted) return { fit: 'unchecked' };
  // One look, no waiting: the caller polls over all readings at once.
  const resolution = await resolveTarget(page, wanted.target, {
    purpose: wanted.purpose,
    timeoutMs: 0,
    requireActionable: wanted.actionable,
    nearestNames,
  });
  if (resolution.ok)
    return {
      fit: 'once',
      found: resolution.description,
      element: JSON.stringify(resolution.locator),
      ...(wanted.asPerformed ? { resolved: resolution } : {}),
    };
  if (resolution.reason === 'ambiguous') return { fit: 'several', found: resolution.candidates.map((c) => c.description) };
  return { fit: 'none', message: resolution.message };
}

const POLL_MS = 150;
/**
 * How long the page's readings are looked at before a reading decided without the page (a
 * dialog's message) that holds is kept: a text the page shows at the same time makes the line
 * ambiguous, and the page may take a moment to show it.
 */
const SETTLE_MS = 500;
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const quoted = (body: StepBody) => canonicalStep(body) || JSON.stringify(body);

/**
 * The reading of the step the page fits. Several fitting fail with every fitting reading and what
 * it found; none fitting (after waiting up to timeoutMs for delayed content) fails with what
 * each reading looked for and the nearest names the page has.
 */
export async function chooseReading(page: Page, readings: StepBody[], timeoutMs: number): Promise<{ body: StepBody; resolved?: Resolved }> {
  const deadline = Date.now() + timeoutMs;
  const settled = Date.now() + Math.min(SETTLE_MS, timeoutMs);
  let lateLook = false;
  for (;;) {
    // All at once: the page answers each look in turn, but the round trips overlap.
    const probes = await Promise.all(readings.map((body) => probe(page, body)));
    const once = readings.flatMap((body, i) => {
      const p = probes[i];
      return p.fit === 'once' ? [{ body, resolved: p.resolved, element: p.element }] : [];
    });
    // Its target, just resolved as the step resolves it, is what the step acts on: no second look.
    // One decided without the page is kept once the page's readings had a moment to fit too.
    if (once.length === 1 && (!offPage(once[0].body) || Date.now() >= settled || readings.every(offPage))) return once[0];
    if (once.length === 1) {
      await sleep(Math.min(POLL_MS, Math.max(0, settled - Date.now())));
      continue;
    }
    const same = sameDeed(once);
    if (same) return same;
    // A dropdown read from the words alone ("select country": its option a made-up parameter) is a
    // last resort: when those words also name an element of their own (an option "Mono", a tag
    // "urgent"), that element is what is meant.
    const named = once.filter((o) => !namedDropdownOnly(o.body));
    if (named.length === 1 && once.length > 1) return named[0];
    const widest = widestText(once.map((o) => o.body));
    if (widest) return { body: widest };
    const fitting = once.length > 1 ? 'once' : 'several';
    const found = readings.flatMap((body, i) => {
      const p = probes[i];
      if (p.fit === 'once' && fitting === 'once') return [`${quoted(body)} (${p.found})`];
      if (p.fit === 'several' && fitting === 'several')
        return [`${quoted(body)} (${p.found.slice(0, 3).join(', ')}${p.found.length > 3 ? ', …' : ''})`];
      return [];
    });
    if (found.length > 1) {
      throw new StepFailure(
        `The step can be read ${found.length} ways and the page has each: ${found.join('; ')}. ` +
          `Write the one you mean, e.g. ${quoted(readings[probes.findIndex((p) => p.fit === fitting)])}.`,
      );
    }
    // One reading matches several elements: performing it says which ones (or lets a model choose).
    if (found.length === 1) return { body: readings[probes.findIndex((p) => p.fit === 'several')] };
    // Nothing to look for in any reading (go to "/" or "on the home page"): the preferred one.
    if (probes.every((p) => p.fit === 'unchecked')) return { body: readings[0] };
    if (Date.now() >= deadline) {
      // A reading the page cannot confirm (a text that must not show, a key) is kept once none that it can confirm fits.
      const unchecked = readings.find((_, i) => probes[i].fit === 'unchecked');
      if (unchecked) return { body: unchecked };
      // Only now, with nothing fitting, is it worth a look for the page's nearest names, for the error.
      const named = await Promise.all(readings.map((body) => probe(page, body, true)));
      if (named.every((p) => p.fit === 'none')) throw new TargetMissing(noneFits(readings, named));
      // Something appeared meanwhile: choose again, once, on a fresh look.
      if (lateLook) throw new TargetMissing(noneFits(readings, probes));
      lateLook = true;
      continue;
    }
    await sleep(Math.min(POLL_MS, Math.max(0, deadline - Date.now())));
  }
}

/**
 * Readings that differ only in where the name ends or whether a word is the element's type
 * (`click the Collapse all button`: "Collapse all" button / "Collapse all button"; `click Load
 * items`: "Load" / "Load items") but find the same element to do the same thing to are one
 * meaning, not an ambiguity: the one that says the most of the line is kept.
 */
/** `select @COUNTRY from the "country" dropdown` as read from `select country`: the option is no word of the line. */
function namedDropdownOnly(body: StepBody): boolean {
  return (
    body.kind === 'select' && body.option.type === 'parameter' && body.target.text !== undefined && body.option.key === parameterKey(body.target.text)
  );
}

function sameDeed<T extends { body: StepBody; element?: string }>(once: T[]): T | undefined {
  if (once.length < 2 || once.some((o) => !o.element || o.element !== once[0].element)) return undefined;
  // Clicking the dropdown a select reading also found (`select country`) is no choice of an
  // option: the select is the deed meant.
  const select = once.find((o) => o.body.kind === 'select');
  if (select && once.every((o) => o === select || isDeepStrictEqual(o.body, select.body) || (o.body.kind === 'click' && o.body.clicks === 1)))
    return select;
  // Clicking what a check reading also found (a checkbox or radio: `choose Mono`, `select
  // Express`) is ticking it: one deed, done as the check (which never unticks).
  const deed = ({ target: _target, ...rest }: StepBody & { target?: Target }) =>
    rest.kind === 'click' && (rest as { clicks?: number }).clicks === 1 && once.some((o) => o.body.kind === 'check') ? { kind: 'check' } : rest;
  if (!once.every((o) => isDeepStrictEqual(deed(o.body), deed(once[0].body)))) return undefined;
  const check = once.find((o) => o.body.kind === 'check');
  if (check) return check;
  const said = (o: T) => {
    const target = (o.body as { target?: Target }).target;
    return (
      (target?.text ?? '').length +
      (target?.elementType && target.elementType !== 'element' ? target.elementType.length + 1 : 0) +
      (target?.within?.name ?? '').length
    );
  };
  return once.reduce((best, o) => (said(o) > said(best) ? o : best));
}

/**
 * Text readings that differ only in where the text ends ("Welcome" / "Welcome back") all hold
 * where the longest shows: that one, the most the line says, is no ambiguity. So does an element
 * of no particular kind expected visible whose name the longest text holds.
 */
function widestText(bodies: StepBody[]): StepBody | undefined {
  const texts = bodies.map(seenWords);
  if (bodies.length < 2 || texts.some((t) => t === null)) return undefined;
  // The longest, a text reading before an element one of the same words.
  const longest = texts.reduce(
    (best, t, i) => (t!.length > texts[best]!.length || (t!.length === texts[best]!.length && shownText(bodies[i]) !== null) ? i : best),
    0,
  );
  if (shownText(bodies[longest]) === null) return undefined;
  const wide = texts[longest]!.toLowerCase();
  return texts.every((t) => wide.includes(t!.toLowerCase())) ? bodies[longest] : undefined;
}

/**
 * What a reading expects to be seen, as words: a text reading's text, or the name of an element
 * of no particular kind expected visible (`verify that the "Loaded 3" element is visible` beside
 * `I should see "Loaded 3 items"`: the element found is that text). Null for any other reading.
 */
function seenWords(body: StepBody): string | null {
  const text = shownText(body);
  if (text !== null) return text;
  if (body.kind !== 'expectElement' || body.state !== 'visible') return null;
  const { text: name, elementType, ...rest } = body.target;
  const plain = Object.values(rest).every((v) => v === undefined);
  return name && plain && (!elementType || elementType === 'element') ? name : null;
}

/**
 * What the preferred reading looked for and the page's nearest names, as a single reading says it
 * (`No button "Login" on the page. Similar: button "Log in", link "Sign in".`), then what each
 * other reading looked for. Readings that differ only in what the resolver could not find say it once.
 */
function noneFits(readings: StepBody[], probes: Probe[]): string {
  const messages = probes.map((p) => (p.fit === 'none' ? p.message : ''));
  const [first, ...others] = readings.map((body, i) => ({ body, message: messages[i] })).filter((r) => r.message);
  const said = new Set([first.message]);
  const rest = others.filter((r) => !said.has(r.message) && said.add(r.message));
  if (rest.length === 0) return first.message;
  return `${first.message} The line also reads as ${rest.map((r) => `${quoted(r.body)}: ${r.message}`).join(' Or as ')}`;
}

/** The step performed as this reading: its own words and place, the reading's meaning. */
export function asReading(step: PlannedStep, body: StepBody): PlannedStep {
  return { ...body, source: step.source, line: step.line, ...(step.module ? { module: step.module } : {}) } as PlannedStep;
}

/**
 * The readings a generation replays: those its own steps already chose (a job taken again after
 * its executor was lost recorded them before it died), then, for the later steps of each text,
 * the ones the job carried over from before (a regenerate). The n-th step of a text consumed the
 * n-th carried reading of it, so the carried ones continue where the chosen ones stop.
 */
export function replayedReadings(chosen: RecordedReading[], carried: RecordedReading[] = []): RecordedReading[] {
  const key = (entry: RecordedReading) => `${entry.module ?? ''}\n${entry.source}`;
  const taken = new Map<string, number>();
  for (const entry of chosen) taken.set(key(entry), (taken.get(key(entry)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const rest = carried.filter((entry) => {
    const n = (seen.get(key(entry)) ?? 0) + 1;
    seen.set(key(entry), n);
    return n > (taken.get(key(entry)) ?? 0);
  });
  return [...chosen, ...rest];
}

/**
 * Readings recorded by an earlier generation, handed out to the steps of this one: the n-th step
 * with a given text (and module) gets the n-th recorded reading of that text.
 */
export class RecordedReadings {
  private readonly byText = new Map<string, string[]>();
  constructor(recorded: RecordedReading[]) {
    for (const entry of recorded) {
      const key = `${entry.module ?? ''}\n${entry.source}`;
      this.byText.set(key, [...(this.byText.get(key) ?? []), entry.reading]);
    }
  }
  /** The recorded reading for this step, when it is still one of the step's readings. */
  take(step: PlannedStep): StepBody | undefined {
    const queue = this.byText.get(`${step.module ?? ''}\n${step.source}`);
    const text = queue?.shift();
    if (text === undefined) return undefined;
    const body = safeParse(text);
    return body && step.readings?.some((r) => isDeepStrictEqual(structuredClone(r), body)) ? body : undefined;
  }
}

function safeParse(text: string): StepBody | undefined {
  try {
    return parseStep(text);
  } catch {
    return undefined;
  }
}
