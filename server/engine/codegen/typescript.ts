/** One performed step as @playwright/test code (inside `test(…, async ({ page }) => { … })`). */
import { locatorTypeScript, type LocatorSpec } from '../locate/locatorSpec.ts';
import type { ElementState, Step, Value } from '../steps/types.ts';
import { actionTypeScript, isActionStep } from './actionScripts.ts';
import { playwrightKeys } from './keys.ts';
import { commentText, safeIdentifier, tsString } from './literals.ts';
import type { CodeContext, StepLocators } from './types.ts';
import { tsUrl, tsValue } from './values.ts';

const STATE: Record<ElementState, string> = {
  visible: 'toBeVisible()',
  hidden: 'toBeHidden()',
  enabled: 'toBeEnabled()',
  disabled: 'toBeDisabled()',
  checked: 'toBeChecked()',
  unchecked: 'not.toBeChecked()',
};

/** The statement(s) for the step, without the comment line. `loc` is the target's locator. */
function body(step: Step, loc: () => string, ctx: CodeContext, more: StepLocators = {}): string {
  const v = (value: Value) => tsValue(value, ctx);
  // Visible matches only: hidden copies of a text (templates, closed menus) must neither
  // satisfy "I should see" nor fail "I should not see".
  const visibleText = (value: Value) => `page.getByText(${v(value)}).filter({ visible: true })`;
  if (isActionStep(step)) return actionTypeScript(step, loc, ctx, more);
  switch (step.kind) {
    case 'goto':
      // Lazily loaded web components are bare tags until defined: wait for them, as the generation did.
      if (more.awaitedComponents) return `await page.goto(${tsUrl(step.url, ctx)});\nawait expect(page.locator(':not(:defined)')).toHaveCount(0);`;
      return `await page.goto(${tsUrl(step.url, ctx)});`;
    case 'click':
      return `await ${loc()}.${step.clicks === 2 ? 'dblclick' : 'click'}();`;
    case 'hover':
      return `await ${loc()}.hover();`;
    case 'fill':
      if (more.chosenByFill && more.option) return `await ${loc()}.click();\nawait ${locatorTypeScript(more.option)}.click();`;
      if (more.chosenByFill) return `await ${loc()}.selectOption({ label: ${v(step.value)} });`;
      if (more.typedAtCaret) return `await page.keyboard.type(${v(step.value)});\nawait expect(${loc()}).toContainText(${v(step.value)});`;
      return `await ${loc()}.fill(${v(step.value)});`;
    case 'clear':
      return `await ${loc()}.clear();`;
    case 'select':
      // A custom dropdown (combobox, listbox, menu) opens on a click and its option is clicked.
      if (more.option) return `await ${loc()}.click();\nawait ${locatorTypeScript(more.option)}.click();`;
      return `await ${loc()}.selectOption({ label: ${v(step.option)} });`;
    case 'check':
    case 'uncheck':
      return `await ${loc()}.${step.kind}(${more.checkedThroughLabel ? '{ force: true }' : ''});`;
    case 'press':
      return `await page.keyboard.press(${tsString(playwrightKeys(step.keys))});`;
    case 'waitForText':
      return `await expect(${visibleText(step.text)}.first()).toBeVisible();`;
    case 'waitForElement':
      return `await expect(${loc()}).toBeVisible();`;
    case 'waitForUrl':
      return `await page.waitForURL(${step.match === 'is' ? tsUrl(step.url, ctx) : `containing(${v(step.url)})`});`;
    case 'upload':
      return `await ${loc()}.setInputFiles(${v(step.file)});`;
    case 'store':
      // `const` line shape is relied on by typeScriptScript to turn re-stores into assignments.
      return `const ${safeIdentifier(step.variable)} = await textOf(${loc()});`;
    case 'expectText':
      return step.visible
        ? `await expect(${visibleText(step.text)}.first()).toBeVisible();`
        : // Seen nowhere: nor in a frame, nor in a part at opacity 0 (codegen/seenText.ts).
          `await expect.poll(() => seenText(page, ${v(step.text)})).toBe(0);`;
    case 'expectElement':
      if (more.selectedBy && (step.state === 'checked' || step.state === 'unchecked')) {
        const selected = more.selectedBy === 'aria' ? `toHaveAttribute('aria-selected', 'true')` : `toHaveJSProperty('selected', true)`;
        return `await expect(${loc()}).${step.state === 'unchecked' ? 'not.' : ''}${selected};`;
      }
      // The pattern of generate/performActions.ts DISABLED_CLASS.
      if (more.disabledByClass && step.state === 'disabled') return `await expect(${loc()}).toHaveClass(/(^|[\\s_-])disabled(\\s|$)/);`;
      return `await expect(${loc()}).${STATE[step.state]};`;
    case 'expectCount':
      return `await expect(${loc()}).toHaveCount(${step.count});`;
    case 'expectUrl':
      return `await expect(page).toHaveURL(${step.match === 'is' ? tsUrl(step.url, ctx) : `containing(${v(step.url)})`});`;
    case 'expectTitle':
      return `await expect(page).toHaveTitle(${step.match === 'is' ? v(step.title) : `containing(${v(step.title)})`});`;
    case 'useModule':
      return `// Module "${commentText(step.name)}" was not expanded into its steps: nothing to run here.`;
  }
}

export function stepTypeScript(step: Step, target: LocatorSpec | undefined, ctx: CodeContext, more: StepLocators = {}): string {
  const loc = () => {
    if (!target) throw new Error(`Step "${step.source}" has a target but no locator was given for it`);
    return locatorTypeScript(target);
  };
  // A text the page showed only inside a frame: the generation recorded where (generate/shownText.ts).
  if (target && ((step.kind === 'expectText' && step.visible) || step.kind === 'waitForText')) {
    return `// ${commentText(step.source)}\nawait expect(${loc()}.filter({ visible: true }).first()).toBeVisible();`;
  }
  // Words naming an element rather than a text (`the loading indicator`): that element is hidden (generate/shownText.ts).
  if (target && step.kind === 'expectText' && !step.visible) return `// ${commentText(step.source)}\nawait expect(${loc()}).toBeHidden();`;
  return `// ${commentText(step.source)}\n${body(step, loc, ctx, more)}`;
}
