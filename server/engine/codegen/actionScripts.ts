/**
 * Code for the item 4 actions (history, waits, scrolling, tabs, dialogs, right-click, focus,
 * keys in a field, search, field values, "on the X page", bounded counts, one-time codes), in
 * TypeScript and Python. The helpers they call are in actionHelpers.ts; generation performs
 * the same calls (generate/performActions.ts).
 */
import type { Step } from '../steps/types.ts';
import { pyString, tsString } from './literals.ts';
import { locatorPython, locatorTypeScript } from '../locate/locatorSpec.ts';
import type { CodeContext, StepLocators } from './types.ts';
import { envName, pyUrl, pyValue, tsUrl, tsValue } from './values.ts';

export const ACTION_KINDS = [
  'navigate',
  'sleep',
  'scroll',
  'switchTab',
  'dialog',
  'rightClick',
  'focus',
  'pressIn',
  'expectValue',
  'expectPage',
  'expectCountBound',
  'search',
  'fillOneTimeCode',
  'drag',
  'switchTabTo',
  'openTab',
  'closeTab',
  'expectDialog',
] as const;
export type ActionStep = Extract<Step, { kind: (typeof ACTION_KINDS)[number] }>;

export function isActionStep(step: Step): step is ActionStep {
  return (ACTION_KINDS as readonly string[]).includes(step.kind);
}

/**
 * The browser-side function a scroll step runs: on the page (`() => …`) or, with an area, on
 * that element (`(el) => …`). Written once, used as code in both languages and by generation.
 */
export function scrollScript(step: Extract<Step, { kind: 'scroll' }>): string {
  const [fn, box, height] = step.area ? ['(el) =>', 'el', 'el.clientHeight'] : ['() =>', 'window', 'window.innerHeight'];
  if (step.edge === 'top') return `${fn} ${box}.scrollTo(0, 0)`;
  if (step.edge === 'bottom') return `${fn} ${box}.scrollTo(0, ${step.area ? 'el.scrollHeight' : 'document.documentElement.scrollHeight'})`;
  return `${fn} ${box}.scrollBy(0, ${step.pages ?? 1} * ${height})`;
}

function destination(step: ActionStep, more: StepLocators) {
  if (!more.destination) throw new Error(`Step "${step.source}" drags but no locator was given for where it drops`);
  return more.destination;
}

/** The variable the secret of a one-time code is read from: TEST_PARAM_CREDENTIAL_ADMIN_TOTP. */
export function totpEnvName(credential: string): string {
  return `${envName({ type: 'credential', name: credential })}_TOTP`;
}

export function actionTypeScript(step: ActionStep, loc: () => string, ctx: CodeContext, more: StepLocators = {}): string {
  switch (step.kind) {
    case 'navigate':
      return `await page.${step.action === 'back' ? 'goBack' : step.action === 'forward' ? 'goForward' : 'reload'}();`;
    case 'sleep':
      return `await page.waitForTimeout(${Math.round(step.seconds * 1000)});`;
    case 'scroll':
      if (step.to) return `await ${loc()}.scrollIntoViewIfNeeded();\nawait expect(${loc()}).toBeInViewport();`;
      return step.area ? `await ${loc()}.evaluate(${scrollScript(step)});` : `await page.evaluate(${scrollScript(step)});`;
    case 'switchTab':
      return step.to === 'new' ? 'page = await newTab(page);' : 'page = page.context().pages()[0];\nawait page.bringToFront();';
    case 'dialog': {
      const answer = step.text ? `dialog.accept(${tsValue(step.text, ctx)})` : step.accept ? 'dialog.accept()' : 'dialog.dismiss()';
      return `page.once('dialog', (dialog) => void ${answer});`;
    }
    case 'rightClick':
      return `await ${loc()}.click({ button: 'right' });`;
    case 'focus':
      return `await ${loc()}.focus();\nawait expect(${loc()}).toBeFocused();`;
    case 'pressIn':
      return `await ${loc()}.press(${tsString(step.keys)});`;
    case 'search':
      return `await ${loc()}.fill(${tsValue(step.text, ctx)});\nawait ${loc()}.press('Enter');`;
    case 'fillOneTimeCode':
      return `await ${loc()}.fill(totp(env(${tsString(totpEnvName(step.credential))})));`;
    case 'expectValue':
      return `await expect(${loc()}).toHaveValue(${tsValue(step.value, ctx)});`;
    case 'expectPage':
      return `await expect.poll(() => onPage(page, ${tsString(step.name)}), { message: ${tsString(`on the "${step.name}" page`)} }).toBe(true);`;
    case 'drag':
      return `await ${loc()}.dragTo(${locatorTypeScript(destination(step, more))});`;
    case 'expectCountBound':
      return step.bound === 'atLeast'
        ? `await expect(${loc()}.nth(${step.count - 1})).toBeAttached();`
        : `await expect(${loc()}.nth(${step.count})).toHaveCount(0);`;
    case 'switchTabTo':
      return `page = await tabWith(page, { ${step.by}: ${tsValue(step.text, ctx)} });`;
    case 'openTab':
      return `page = await openTab(page${step.url ? `, ${tsUrl(step.url, ctx)}` : ''});`;
    case 'closeTab':
      return 'page = await closeTab(page);';
    case 'expectDialog':
      return `expect(await dialogMessage(), 'the message of the browser dialog').${step.match === 'is' ? 'toBe' : 'toContain'}(${tsValue(step.text, ctx)});`;
  }
}

export function actionPython(step: ActionStep, loc: () => string, ctx: CodeContext, more: StepLocators = {}): string {
  switch (step.kind) {
    case 'navigate':
      return `page.${step.action === 'back' ? 'go_back' : step.action === 'forward' ? 'go_forward' : 'reload'}()`;
    case 'sleep':
      return `page.wait_for_timeout(${Math.round(step.seconds * 1000)})`;
    case 'scroll':
      if (step.to) return `${loc()}.scroll_into_view_if_needed()\nexpect(${loc()}).to_be_in_viewport()`;
      return step.area ? `${loc()}.evaluate(${pyString(scrollScript(step))})` : `page.evaluate(${pyString(scrollScript(step))})`;
    case 'switchTab':
      return step.to === 'new' ? 'page = new_tab(page)' : 'page = page.context.pages[0]\npage.bring_to_front()';
    case 'dialog':
      // (through a helper that counts the answers set up: watch_dialogs dismisses only a dialog none is for)
      return `answer_next_dialog(page, ${step.accept ? 'True' : 'False'}${step.text ? `, ${pyValue(step.text, ctx)}` : ''})`;
    case 'rightClick':
      return `${loc()}.click(button="right")`;
    case 'focus':
      return `${loc()}.focus()\nexpect(${loc()}).to_be_focused()`;
    case 'pressIn':
      return `${loc()}.press(${pyString(step.keys)})`;
    case 'search':
      return `${loc()}.fill(${pyValue(step.text, ctx)})\n${loc()}.press("Enter")`;
    case 'fillOneTimeCode':
      return `${loc()}.fill(totp(env(${pyString(totpEnvName(step.credential))})))`;
    case 'expectValue':
      return `expect(${loc()}).to_have_value(${pyValue(step.value, ctx)})`;
    case 'expectPage':
      return `expect_on_page(page, ${pyString(step.name)})`;
    case 'drag':
      return `${loc()}.drag_to(${locatorPython(destination(step, more))})`;
    case 'expectCountBound':
      return step.bound === 'atLeast'
        ? `expect(${loc()}.nth(${step.count - 1})).to_be_attached()`
        : `expect(${loc()}.nth(${step.count})).to_have_count(0)`;
    case 'switchTabTo':
      return `page = tab_with(page, ${step.by}=${pyValue(step.text, ctx)})`;
    case 'openTab':
      return `page = open_tab(page${step.url ? `, ${pyUrl(step.url, ctx)}` : ''})`;
    case 'closeTab':
      return 'page = close_tab(page)';
    case 'expectDialog':
      return `expect_dialog(page, ${pyValue(step.text, ctx)}${step.match === 'contains' ? ', contains=True' : ''})`;
  }
}
