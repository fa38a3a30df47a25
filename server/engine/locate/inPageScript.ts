/**
 * The in-page half of the resolver, as source text. The inPage/*.js fragments are plain
 * JavaScript sharing one function scope; they are read from disk and evaluated as a string in
 * each frame, never passed as functions, so no bundler helper (`__name` and the like) can end
 * up in the page. Installed once per document and version, reinstalled after navigation.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ElementHandle, Frame } from 'playwright';
import type { InPageFrameInfo } from './frames.ts';
import type { Hints } from './uniqueLocator.ts';

/** What inPage/api.js answers, for the calls made with an element handle rather than callInFrame. */
export interface InPageApi {
  hints(el: Element): Hints;
  frameInfo(el: Element): InPageFrameInfo;
  pointHitsFrame(el: Element, x: number, y: number): boolean;
}

declare global {
  interface Window {
    /**
     * The in-page API. Element evaluations read it only in frames callInFrame has installed it
     * in; elsewhere the page has no such property, and the evaluation fails as any call would.
     */
    __cj: InPageApi;
  }
}

const FRAGMENTS = ['dom.js', 'name.js', 'kinds.js', 'scope.js', 'seen.js', 'find.js', 'describe.js', 'api.js'];

const body = FRAGMENTS.map((file) => readFileSync(fileURLToPath(new URL(`./inPage/${file}`, import.meta.url)), 'utf8')).join('\n');
const version = createHash('sha1').update(body).digest('hex').slice(0, 12);

const install =
  `if (!window.__cj || window.__cj.version !== '${version}') {` +
  `window.__cj = (function () {\n${body}\nreturn { version: '${version}', find, similar, hints, frameInfo, scopeRoots, pointHitsFrame, get, drop };})();}`;

/**
 * Evaluates `window.__cj.<call>` in a frame, installing the script first when needed. Installed
 * already (every call after a document's first), the call goes alone: sending and parsing the
 * 70 kB script each time cost ~6 ms a call, and a step's target takes several calls.
 */
export async function callInFrame<T>(frame: Frame, call: string): Promise<T> {
  const installed = (await frame.evaluate(
    `(function () { if (!window.__cj || window.__cj.version !== '${version}') return { missing: true }; return { value: window.__cj.${call} }; })()`,
  )) as { missing?: true; value?: T };
  if (!installed.missing) return installed.value as T;
  return (await frame.evaluate(`(function () { ${install}; return window.__cj.${call}; })()`)) as T;
}

/** A handle to an element a query stored in the frame (see `store` in inPage/find.js). */
export async function storedElement(frame: Frame, id: string, index: number): Promise<ElementHandle<Element> | null> {
  const handle = await frame.evaluateHandle(`window.__cj && window.__cj.get(${JSON.stringify(id)}, ${index})`);
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) await handle.dispose();
  return element;
}

/** Forgets what a query stored; best effort, the frame may be gone. */
export async function dropStored(frame: Frame, id: string): Promise<void> {
  await frame.evaluate(`window.__cj && window.__cj.drop(${JSON.stringify(id)})`).catch(() => undefined);
}

/** Builds `name(arg1, arg2)` with JSON arguments, for callInFrame. */
export function jsCall(name: string, ...args: unknown[]): string {
  return `${name}(${args.map((a) => JSON.stringify(a ?? null)).join(', ')})`;
}
