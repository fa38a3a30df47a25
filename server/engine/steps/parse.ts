/** Plain-language test description → parsed steps (the step language, docs/step-language.md). */
import { parseReadings } from './grammar.ts';
import { compoundSteps } from './compounds.ts';
import { salvage } from './salvage.ts';
import { suggest } from './suggest.ts';
import { baseVerb, correctVerb } from './forms.ts';
import { QuoteError, render, splitLine, tokenize, wholeLine } from './tokens.ts';
import type { ParseResult, Step, StepBody, StepError } from './types.ts';

export type { ParseResult, Step, StepError } from './types.ts';

/** `Step 3 (line 2) "push the Buy button" is not in the step language. Did you mean: click the "Buy" button?` */
export function formatError(step: number, line: number, source: string, problem: string, suggestion: string): string {
  return `Step ${step} (line ${line}) "${source}" ${problem}. Did you mean: ${suggestion}?`;
}

// Comments, and the Gherkin lines around the steps (Feature:, Scenario:, Examples: and table rows), which are no steps.
const COMMENT = /^\s*(?:#|\/\/|\||(?:feature|scenario(?:\s+outline|\s+template)?|background|examples|scenarios|rule|example)\s*:)/i;

/** One step as written, parsed or not: what parseSteps and a model's rewrite both start from. */
export type WrittenStep = { number: number; line: number; source: string } & ({ step: Step } | { error: StepError });

/** Every step of the description in order, each parsed or with its error and suggestion. */
export function readSteps(description: string): WrittenStep[] {
  const written: WrittenStep[] = [];
  description.split(/\r\n|\r|\n/).forEach((text, index) => {
    const line = index + 1;
    if (COMMENT.test(text)) return;
    const sources = splitLine(text);
    let read = sources.flatMap((source, k) => withSubmitApart(readSource(clickedLikeBefore(source, sources[k - 1]) ?? source, line), line));
    // A split before a subject ("… and user successfully login") that leaves no step there cut one
    // clause in two (the rest tells what follows): the line whole, when it reads
    if (
      sources.length > 1 &&
      read.some((entry) => 'problem' in entry && entry.source !== sources[0] && /^(?:the\s+)?(?:user|customer|visitor|i|we)\b/i.test(entry.source))
    ) {
      const whole = readSource(wholeLine(text), line);
      if (whole.every((entry) => 'step' in entry)) read = whole;
    }
    read = typedIntoClicked(withoutStatusClaims(read));
    for (const entry of read) {
      const number = written.length + 1;
      if ('step' in entry) written.push({ number, line, source: entry.source, step: entry.step });
      else {
        const suggestion = suggest(entry.source);
        const error = {
          step: number,
          line,
          source: entry.source,
          suggestion,
          message: formatError(number, line, entry.source, entry.problem, suggestion),
        };
        written.push({ number, line, source: entry.source, error });
      }
    }
  });
  return written;
}

/** A control named alone: `the 'Checkout' button`, `Save link`, `"Create discount"`. */
const CONTROL_ALONE =
  /^(?:["'“‘`«][^"'”’`»]+["'”’`»]|(?:(?:the\s+)?["'“‘`«][^"'”’`»]+["'”’`»]|(?:the\s+|(?=[\p{Lu}\d]))[\p{L}\d-]+(?:\s+[\p{L}\d-]+){0,3})\s+(?:button|link|icon|tab|menu item))$/u;

/**
 * "Click cart icon and then 'Checkout' button": a control named with no verb after a click is
 * clicked too (unless its first word is a verb of its own: "switch to the new tab").
 */
function clickedLikeBefore(source: string, before: string | undefined): string | undefined {
  const verb = before === undefined ? undefined : /^\s*(click|tap|press)\s/i.exec(before)?.[1];
  const first = /^\S+/.exec(source)?.[0].toLowerCase() ?? '';
  if (!verb || !CONTROL_ALONE.test(source) || baseVerb(first) || correctVerb(first)) return undefined;
  // (a quoted name alone is clicked too, though alone on its line it would be a text to see)
  return /^["'“‘`«]/.test(source) || 'problem' in parseOne(source) ? `${verb} ${source}` : undefined;
}

/**
 * "Enter valid email and wrong password, submit": a clause kept whole for "… and submit" (the
 * typing's purpose) that does not read whole is read as its steps, then the submit on its own.
 */
function withSubmitApart(read: ReadClause[], line: number): ReadClause[] {
  if (read.length !== 1 || !('problem' in read[0])) return read;
  const m = /^(.*\S)(?:\s*,\s*|\s+and\s+|\s+then\s+)(submit|search|submit it|search it)\s*$/i.exec(read[0].source);
  if (!m) return read;
  const apart = [...readSource(m[1], line), ...readSource(m[2], line)];
  return apart.every((entry) => 'step' in entry) ? apart : read;
}

/** A bare status an expected result states: `User registered successfully`, `Account locked`, `A valid session is established`. */
const STATUS_CLAIM =
  /^(?:the\s+|a\s+|an\s+)?(?:[\p{L}-]+\s+){0,3}(?:is\s+|are\s+|was\s+|gets\s+|has\s+been\s+|should\s+be\s+)?(?:successfully\s+|not\s+)?(?:successful|succeeds|failed|fails|locked|created|registered|submitted|saved|updated|completed|established|granted|denied|authenticated|logged\s+in|logged\s+out|accepted|rejected|processed)(?:\s+successfully)?$/iu;

/**
 * An expected result that states a status besides what is seen (`User registered successfully;
 * redirected to login page`): the status is no check the page can make, so with another part
 * of the line read as a check, it is left out rather than failing the line.
 */
function withoutStatusClaims(read: ReadClause[]): ReadClause[] {
  if (!read.some((entry) => 'step' in entry && entry.step.kind.startsWith('expect'))) return read;
  return read.filter(
    (entry) => !('problem' in entry) || !STATUS_CLAIM.test(entry.source.replace(/^\s*(?:expected(?:\s+results?)?\s*[:\-–]\s*)/i, '').trim()),
  );
}

type ReadClause = { source: string; step: Step } | { source: string; problem: string };

/**
 * "Click the Username field and type `demo`": typing with no target right after clicking a field
 * types into that field, one step that names it (the click only gave it the focus); after
 * clearing a field, into the field cleared.
 */
function typedIntoClicked(read: ReadClause[]): ReadClause[] {
  const out: ReadClause[] = [];
  for (const entry of read) {
    const before = out.at(-1);
    const typed =
      'step' in entry && entry.step.kind === 'fill' && entry.step.target.focused && Object.keys(entry.step.target).length === 1
        ? entry.step
        : undefined;
    // ("Clear the Name field and enter "Bo"": typed into the field just cleared, the clearing kept)
    const cleared = before && 'step' in before && before.step.kind === 'clear' && before.step.target.text !== undefined ? before.step : undefined;
    if (typed && cleared) {
      const { readings: _readings, ...fill } = { ...typed, target: cleared.target };
      out.push({ source: entry.source, step: fill });
      continue;
    }
    const clicked = before && 'step' in before && before.step.kind === 'click' && before.step.clicks === 1 ? before.step : undefined;
    if (!typed || !clicked || !before || clicked.target.elementType !== 'field') {
      out.push(entry);
      continue;
    }
    const fields = [clicked, ...(clicked.readings ?? [])].flatMap((body) =>
      body.kind === 'click' && body.target.elementType === 'field' ? [body.target] : [],
    );
    const unique = [...new Map(fields.map((target) => [JSON.stringify(target), target])).values()];
    const readings: StepBody[] = unique.map((target) => ({ kind: 'fill', value: typed.value, target }));
    const step: Step = { ...readings[0], source: `${before.source} and ${entry.source}`, line: clicked.line };
    if (readings.length > 1) step.readings = readings;
    out[out.length - 1] = { source: step.source, step };
  }
  return out;
}

/** The steps one clause says: one, several (a compound clause), or why it is not in the language. */
function readSource(source: string, line: number): ReadClause[] {
  // One clause that says several steps ("log in with user X and password Y"): each of them
  const compound = compoundSteps(source)?.map(parseOne);
  const parsed = compound?.every((one) => 'body' in one) ? compound : [parseOne(source)];
  return parsed.map((one) => {
    if (!('body' in one)) return { source, problem: one.problem };
    const step: Step = { ...one.body, source, line };
    if (one.readings.length > 1) step.readings = one.readings;
    return { source, step };
  });
}

/** One step's text on its own: its parsed body, or why it is not in the language. */
export function parseOne(source: string): { body: StepBody; readings: StepBody[] } | { problem: string } {
  try {
    const readings = parseReadings(source);
    if (readings.length) return { body: readings[0], readings };
    // a project's own step around quoted names: its verb and its names, the rest set aside
    const salvaged = salvage(source);
    const kept = salvaged === undefined ? [] : parseReadings(salvaged);
    if (kept.length) return { body: kept[0], readings: kept };
    return { problem: `is not in the step language${understood(source)}` };
  } catch (e) {
    if (!(e instanceof QuoteError)) throw e;
    return { problem: `has a quote that is never closed (${e.message})` };
  }
}

/** What was made of a step that does not read: its verb, when one is known (`: read "click" but not "…"`). */
function understood(source: string): string {
  const toks = tokenize(source, { closeQuotes: true });
  for (const [k, tok] of toks.slice(0, 3).entries()) {
    if (tok.t !== 'word') return '';
    const verb = baseVerb(tok.v) ?? (k === 0 ? correctVerb(tok.v) : undefined);
    if (!verb) continue;
    const rest = render(toks.slice(k + 1));
    return rest ? `: read "${verb}" but not "${rest}"` : `: read "${verb}" but not what it acts on`;
  }
  return '';
}

export function parseSteps(description: string): ParseResult {
  const written = readSteps(description);
  const errors = written.flatMap((entry) => ('error' in entry ? [entry.error] : []));
  return errors.length ? { ok: false, errors } : { ok: true, steps: written.flatMap((entry) => ('step' in entry ? [entry.step] : [])) };
}
