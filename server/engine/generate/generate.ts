/**
 * One generation: parse the description, expand modules, open the website in a fresh browser
 * context (with the test's browser state), then for each step resolve its target on the live
 * page, perform and verify it, screenshot it with secrets masked, and record it with its code.
 * Ends with the two scripts, or with the step that failed and why.
 *
 * The caller (a queue worker) owns persistence through the sink: when the sink answers that the
 * generation is no longer wanted (cancelled, edited, regenerated), the loop stops at once.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright';
import { pythonScript, stepCode, typeScriptScript, type CodeContext, type StepCode } from '../codegen/index.ts';
import { toLocator, type LocatorSpec } from '../locate/locatorSpec.ts';
import { secretMasks } from '../secretMarks.mjs';
import type { Candidate } from '../locate/resolution.ts';
import type { ChatModel } from '../model/client.ts';
import { chooseCandidate, type Choice } from '../model/choose.ts';
import { parseWithModel, rewriteMissingTarget } from '../model/rewrite.ts';
import { parseSteps, type ParseResult } from '../steps/parse.ts';
import { performStep, StepFailure, TargetMissing, type Performed, type PerformContext } from './perform.ts';
import { planSteps, PlanError, type ModuleSource, type PlannedStep } from './modules.ts';
import type { StepFeedback } from '../../../rules/generationStep.ts';
import { feedbackSteps } from './feedback.ts';
import { currentPage } from './performActions.ts';
import { asReading, chooseReading, RecordedReadings, type RecordedReading, type Resolved } from './readings.ts';
import { withoutTwins } from '../steps/twins.ts';
import { canonicalStep } from '../steps/canonical.ts';
import type { StepBody } from '../steps/types.ts';
import type { RecordedStep } from './records.ts';
import { actionName } from './records.ts';
import { knownSecrets, MissingValueError, ValueResolver, type ValueSources } from './values.ts';

/**
 * Playwright's `storageState` option. Its types mark cookie fields its runtime fills in when
 * they are absent (expires, httpOnly, secure, sameSite) as required; a saved browser state is
 * checked against what the runtime accepts (openapi/storageState.ts), not against these types.
 */
type StorageStateOption = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export interface GenerationRequest {
  testName: string;
  website: string;
  description: string;
  modules: ModuleSource[];
  setupModule: ModuleSource | null;
  /** A Playwright storage state (cookies, origins) applied before the first step. */
  storageState: Record<string, unknown> | null;
  values: ValueSources;
  /** Non-secret parameter defaults, written into the scripts as fallbacks. */
  parameterDefaults: Record<string, string>;
  /** The project's "step screenshots" feature. */
  screenshots: boolean;
  /** Resume from a step with the user's feedback; earlier steps replay their recorded locators. */
  resume?: { fromStep: number; previous: RecordedStep[]; feedback: StepFeedback };
  /** Readings an earlier generation chose for lines read several ways: replayed, not chosen again. */
  readings?: RecordedReading[];
}

export interface GenerationSink {
  /** Saves the steps so far; answers false once the generation is no longer wanted. */
  record(steps: RecordedStep[], screenshot?: { step: number; key: string; png: Buffer }): Promise<boolean>;
  /** The test's state while it runs: `running`, or `retrying` while a step is tried again. */
  state(state: 'running' | 'retrying'): Promise<boolean>;
  log(line: string): void;
  /** The key a step's screenshot is stored under. */
  screenshotKey(step: number): string;
}

export type GenerationOutcome =
  | { state: 'completed'; message: string; finalScript: string; finalScriptPy: string }
  | { state: 'failed' | 'error' | 'resources_exceeded' | 'executor_not_available'; message: string }
  /** The sink said stop: nothing more is written. */
  | { state: 'retired'; message: string };

export interface GenerationOptions {
  browser: Browser;
  /** Per step: how long to look for a target and to wait for an expectation. */
  stepTimeoutMs?: number;
  /** The whole generation's wall-clock limit; beyond it the test ends `resources_exceeded`. */
  deadlineMs?: number;
  signal?: AbortSignal;
  /** An optional model: rewrites steps outside the language and settles ambiguous targets. */
  model?: ChatModel;
  /** The network policy's hold on the browser (server/security/browserGuard.ts). */
  network?: NetworkGuard;
}

/** What generation needs of the network policy: the context's proxy, a route to install, a check of each address a step opens. */
export interface NetworkGuard {
  contextOptions: Pick<BrowserContextOptions, 'proxy'>;
  attach(context: BrowserContext): Promise<void>;
  refusal(address: string): Promise<string | null>;
}

class Retired extends Error {}
class OutOfTime extends Error {}

export async function generateTest(request: GenerationRequest, sink: GenerationSink, options: GenerationOptions): Promise<GenerationOutcome> {
  const parsed = await parseDescription(request, sink, options.model);
  if (!parsed.ok) {
    const lines = parsed.errors.map((error) => error.message);
    return { state: 'failed', message: lines.join('\n') };
  }
  let plan: PlannedStep[];
  try {
    plan = planSteps(parsed.steps, request.modules, request.setupModule);
    if (request.resume) plan = feedbackSteps(plan, request.resume.fromStep, request.resume.feedback);
  } catch (error) {
    if (error instanceof PlanError) return { state: 'failed', message: error.message };
    throw error;
  }
  if (plan.length === 0)
    return {
      state: 'failed',
      message: 'The description has no steps. Write what the test should do, one step per line, e.g. click the "Sign in" button.',
    };

  const context = await options.browser.newContext({
    ...(request.storageState ? { storageState: request.storageState as StorageStateOption } : {}),
    ...options.network?.contextOptions,
  });
  const started = Date.now();
  const expired = () => options.deadlineMs !== undefined && Date.now() - started > options.deadlineMs;
  try {
    await options.network?.attach(context);
    const page = await context.newPage();
    return await runSteps(plan, page, request, sink, options, expired);
  } catch (error) {
    if (error instanceof Retired) return { state: 'retired', message: 'The generation is no longer wanted.' };
    if (error instanceof StepFailure) return { state: 'failed', message: error.message };
    if (error instanceof OutOfTime)
      return {
        state: 'resources_exceeded',
        message: `The generation took longer than its limit of ${Math.round((options.deadlineMs ?? 0) / 1000)} s.`,
      };
    return { state: 'error', message: `The generation stopped unexpectedly: ${(error as Error).message.split('\n')[0]}` };
  } finally {
    await context.close().catch(() => {});
  }
}

/** The description's steps; with a model, steps outside the language are rewritten into it. */
async function parseDescription(request: GenerationRequest, sink: GenerationSink, model: ChatModel | undefined): Promise<ParseResult> {
  if (!model) return parseSteps(request.description);
  const { result, rewrites } = await parseWithModel(request.description, model, knownSecrets(request.values));
  for (const rewrite of rewrites) sink.log(`the model (${model.name}) rewrote "${rewrite.from}" as: ${rewrite.to.join('; ')}`);
  return result;
}

async function runSteps(
  plan: PlannedStep[],
  page: Page,
  request: GenerationRequest,
  sink: GenerationSink,
  options: GenerationOptions,
  expired: () => boolean,
): Promise<GenerationOutcome> {
  const values = new ValueResolver(request.values);
  const codeContext: CodeContext = { website: request.website, parameterDefaults: request.parameterDefaults };
  const records: RecordedStep[] = [];
  const codes: StepCode[] = [];
  const secretFields: LocatorSpec[] = [];
  const recordedReadings = new RecordedReadings(request.readings ?? []);
  const stop = async (keepGoing: Promise<boolean>) => {
    if (!(await keepGoing) || options.signal?.aborted) throw new Retired();
    if (expired()) throw new OutOfTime();
  };

  // The test always starts on its website, as the script does.
  await page.goto(request.website, { waitUntil: 'load', timeout: 30_000 }).catch((error: Error) => {
    throw new StepFailure(`The website ${request.website} could not be opened: ${error.message.split('\n')[0]}`);
  });

  // A line the model rewrites is replaced by its rewrite, in place: the plan grows as it goes.
  const steps = [...plan];
  const rewritten = new Set<PlannedStep>();
  for (let index = 0; index < steps.length; index++) {
    const planned = steps[index];
    let step = planned;
    const record: RecordedStep = {
      step: index,
      action_name: actionName(step),
      action_description: step.source,
      code: null,
      python_code: null,
      screenshot_key: null,
      status: 'action_running',
      ...(step.module ? { module: step.module } : {}),
    };
    records.push(record);
    await stop(sink.record(records));
    const replayed = request.resume && index < request.resume.fromStep ? request.resume.previous[index]?.locator : undefined;
    let performed: Performed;
    try {
      const reading = await settleReading(planned, page, recordedReadings, options.stepTimeoutMs ?? 5000);
      if (reading) {
        step = asReading(planned, reading.body);
        Object.assign(record, { action_name: actionName(step), reading: canonicalStep(reading.body) || step.source });
      }
      performed = await performWithRetry(step, page, values, request, sink, options, replayed, stop, reading?.resolved);
    } catch (error) {
      if (error instanceof Retired || error instanceof OutOfTime) throw error;
      // A step before a resume's step is replayed by position: it keeps its place (and its error).
      const replaying = request.resume !== undefined && index < request.resume.fromStep;
      if (error instanceof TargetMissing && options.model && offeredToModel(planned) && !rewritten.has(planned) && !replaying) {
        const rewrite = await rewriteMissingTarget(planned.source, error.message, options.model, [
          ...knownSecrets(request.values),
          ...values.secrets,
        ]);
        if (rewrite.ok) {
          sink.log(
            `the model (${options.model.name}) rewrote "${values.mask(planned.source)}" as: ${rewrite.steps.map((s) => values.mask(s.source)).join('; ')} (${values.mask(error.message)})`,
          );
          const replacement = rewrite.steps.map(
            (s) => ({ ...s, line: planned.line, ...(planned.module ? { module: planned.module } : {}) }) as PlannedStep,
          );
          for (const s of replacement) rewritten.add(s);
          steps.splice(index, 1, ...replacement);
          records.pop();
          index--;
          continue;
        }
        error.message = `${error.message} (${rewrite.reason})`;
      }
      const reason = failureReason(error, values);
      Object.assign(record, { status: 'action_failed', result: reason });
      await stop(sink.record(records, await screenshot(currentPage(page), index, request, sink, secretFields, values)));
      sink.log(`step ${index + 1} failed: ${reason}`);
      return { state: 'failed', message: `Step ${index + 1} "${values.mask(step.source)}" failed: ${reason}` };
    }
    const code = stepCode(step, performed, codeContext);
    codes.push(code);
    Object.assign(record, {
      code: code.ts,
      python_code: code.py,
      status: 'action_succeeded',
      result: values.mask(performed.description),
      ...(performed.target ? { locator: performed.target, fallbacks: performed.fallbacks ?? [] } : {}),
      ...(performed.fingerprint ? { fingerprint: performed.fingerprint } : {}),
    });
    sink.log(`step ${index + 1}: ${values.mask(performed.description)}`);
    // A field once given a secret stays masked in every later screenshot.
    if (performed.typedSecret && performed.target) secretFields.push(performed.target);
    await stop(sink.record(records, await screenshot(currentPage(page), index, request, sink, secretFields, values)));
  }
  const test = { name: request.testName };
  return {
    state: 'completed',
    message: `All ${steps.length} steps passed.`,
    finalScript: typeScriptScript(test, codes, codeContext),
    finalScriptPy: pythonScript(test, codes, codeContext),
  };
}

/**
 * The reading a line read several ways is performed as: the one an earlier generation of the
 * same text chose, else the one the live page fits (readings.ts). A step with one reading, or
 * whose target the user gave as a locator, is performed as it is.
 */
async function settleReading(
  step: PlannedStep,
  page: Page,
  recorded: RecordedReadings,
  timeoutMs: number,
): Promise<{ body: StepBody; resolved?: Resolved } | undefined> {
  // (readings that differ only in a type the author did not write are one deed: twins.ts)
  const readings = step.readings ? withoutTwins(step.readings) : [];
  if (readings.length < 2 || overrideOf(step)) return undefined;
  const replayed = recorded.take(step);
  // The tab the steps act on now (after `switch to the new tab`, that one), as performStep does.
  return replayed ? { body: replayed } : chooseReading(currentPage(page), readings, timeoutMs);
}

/**
 * Whether a step whose target the page lacks goes to the model: one that acts does (its words may
 * name the thing otherwise than the page), one that only expects does not — an expected element
 * that is not there is what the test found, and a rewrite to what is there would hide it.
 */
function offeredToModel(step: PlannedStep): boolean {
  return (step.readings ?? [step]).some((body) => !/^(expect|waitFor)/.test(body.kind));
}

/**
 * A step whose action fails for a passing reason (the element was re-rendered under the click,
 * a navigation raced it) is tried once more, with its target resolved again; the test shows
 * `retrying` meanwhile. A step that does not hold (StepFailure) is not retried.
 */
async function performWithRetry(
  step: PlannedStep,
  page: Page,
  values: ValueResolver,
  request: GenerationRequest,
  sink: GenerationSink,
  options: GenerationOptions,
  replayed: LocatorSpec | undefined,
  stop: (keepGoing: Promise<boolean>) => Promise<void>,
  resolved?: Resolved,
): Promise<Performed> {
  const context: PerformContext = {
    ...(resolved && !replayed && !overrideOf(step) ? { resolved } : {}),
    page,
    values,
    website: request.website,
    timeoutMs: options.stepTimeoutMs ?? 5000,
    targetOverride: replayed ?? overrideOf(step),
    chooseAmong: options.model && modelChooser(options.model, step, values, request, sink),
    refuseAddress: options.network && ((address) => options.network!.refusal(address)),
  };
  try {
    return await performStep(step, context);
  } catch (error) {
    if (error instanceof StepFailure || error instanceof MissingValueError) throw error;
    sink.log(`step retried after: ${values.mask((error as Error).message.split('\n')[0])}`);
    await stop(sink.state('retrying'));
    const again = await performStep(step, { ...context, targetOverride: overrideOf(step), resolved: undefined });
    await stop(sink.state('running'));
    return again;
  }
}

function modelChooser(model: ChatModel, step: PlannedStep, values: ValueResolver, request: GenerationRequest, sink: GenerationSink) {
  return async (candidates: Candidate[]): Promise<Choice> => {
    const choice = await chooseCandidate(model, values.mask(step.source), candidates, knownSecrets(request.values));
    sink.log(
      choice.ok
        ? `the model (${model.name}) chose ${values.mask(candidates[choice.index].description)} among ${candidates.length} candidates for "${values.mask(step.source)}"`
        : `the model (${model.name}) left "${values.mask(step.source)}" ambiguous: ${choice.reason}`,
    );
    return choice;
  };
}

function overrideOf(step: PlannedStep): LocatorSpec | undefined {
  return (step as PlannedStep & { locatorOverride?: LocatorSpec }).locatorOverride;
}

function failureReason(error: unknown, values: ValueResolver): string {
  const message = error instanceof StepFailure || error instanceof MissingValueError ? error.message : (error as Error).message.split('\n')[0];
  return values.mask(message);
}

/**
 * The page after a step, masked wherever it shows a secret: password fields, fields given one,
 * and any element whose text or value holds one of the test's secrets, used or not (the page
 * may echo a value a step sent). A published test's screenshots are public.
 */
async function screenshot(
  page: Page,
  step: number,
  request: GenerationRequest,
  sink: GenerationSink,
  secretFields: LocatorSpec[],
  values: ValueResolver,
) {
  if (!request.screenshots) return undefined;
  try {
    const shown = await secretMasks(page, [...knownSecrets(request.values), ...values.secrets]);
    const mask = [...shown, ...secretFields.map((field) => toLocator(page, field))];
    const png = await page.screenshot({ mask, maskColor: '#3d3d3d', timeout: 10_000 });
    return { step, key: sink.screenshotKey(step), png };
  } catch {
    // A page that cannot be captured (closed, crashed) leaves the step without a picture.
    return undefined;
  }
}
