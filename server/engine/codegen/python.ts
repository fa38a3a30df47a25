/** One performed step as Playwright sync-API Python code (inside `def run()`, `page` in scope). */
import { locatorPython, type LocatorSpec } from '../locate/locatorSpec.ts';
import type { ElementState, Step, Value } from '../steps/types.ts';
import { actionPython, isActionStep } from './actionScripts.ts';
import { playwrightKeys } from './keys.ts';
import { commentText, pyString, safeIdentifier } from './literals.ts';
import type { CodeContext, StepLocators } from './types.ts';
import { pyUrl, pyValue } from './values.ts';

const STATE: Record<ElementState, string> = {
  visible: 'to_be_visible()',
  hidden: 'to_be_hidden()',
  enabled: 'to_be_enabled()',
  disabled: 'to_be_disabled()',
  checked: 'to_be_checked()',
  unchecked: 'not_to_be_checked()',
};

function body(step: Step, loc: () => string, ctx: CodeContext, more: StepLocators = {}): string {
  const v = (value: Value) => pyValue(value, ctx);
  // Text taken literally, found anywhere in the URL or title.
  const containing = (value: Value) => `re.compile(re.escape(${v(value)}))`;
  // Visible matches only, as in the TypeScript version.
  const visibleText = (value: Value) => `page.get_by_text(${v(value)}).filter(visible=True)`;
  if (isActionStep(step)) return actionPython(step, loc, ctx, more);
  switch (step.kind) {
    case 'goto':
      if (more.awaitedComponents) return `page.goto(${pyUrl(step.url, ctx)})\nexpect(page.locator(":not(:defined)")).to_have_count(0)`;
      return `page.goto(${pyUrl(step.url, ctx)})`;
    case 'click':
      return `${loc()}.${step.clicks === 2 ? 'dblclick' : 'click'}()`;
    case 'hover':
      return `${loc()}.hover()`;
    case 'fill':
      if (more.chosenByFill && more.option) return `${loc()}.click()\n${locatorPython(more.option)}.click()`;
      if (more.chosenByFill) return `${loc()}.select_option(label=${v(step.value)})`;
      if (more.typedAtCaret) return `page.keyboard.type(${v(step.value)})\nexpect(${loc()}).to_contain_text(${v(step.value)})`;
      return `${loc()}.fill(${v(step.value)})`;
    case 'clear':
      return `${loc()}.clear()`;
    case 'select':
      if (more.option) return `${loc()}.click()\n${locatorPython(more.option)}.click()`;
      return `${loc()}.select_option(label=${v(step.option)})`;
    case 'check':
    case 'uncheck':
      return `${loc()}.${step.kind}(${more.checkedThroughLabel ? 'force=True' : ''})`;
    case 'press':
      return `page.keyboard.press(${pyString(playwrightKeys(step.keys))})`;
    case 'waitForText':
      return `expect(${visibleText(step.text)}.first).to_be_visible()`;
    case 'waitForElement':
      return `expect(${loc()}).to_be_visible()`;
    case 'waitForUrl':
      return `page.wait_for_url(${step.match === 'is' ? pyUrl(step.url, ctx) : containing(step.url)})`;
    case 'upload':
      return `${loc()}.set_input_files(${v(step.file)})`;
    case 'store':
      return `${safeIdentifier(step.variable)} = text_of(${loc()})`;
    case 'expectText':
      return step.visible ? `expect(${visibleText(step.text)}.first).to_be_visible()` : `expect_not_seen(page, ${v(step.text)})`;
    case 'expectElement':
      if (more.selectedBy && (step.state === 'checked' || step.state === 'unchecked')) {
        const not = step.state === 'unchecked' ? 'not_' : '';
        return more.selectedBy === 'aria'
          ? `expect(${loc()}).${not}to_have_attribute("aria-selected", "true")`
          : `expect(${loc()}).${not}to_have_js_property("selected", True)`;
      }
      // The pattern of generate/performActions.ts DISABLED_CLASS.
      if (more.disabledByClass && step.state === 'disabled') return `expect(${loc()}).to_have_class(re.compile(r"(^|[\\s_-])disabled(\\s|$)"))`;
      return `expect(${loc()}).${STATE[step.state]}`;
    case 'expectCount':
      return `expect(${loc()}).to_have_count(${step.count})`;
    case 'expectUrl':
      return `expect(page).to_have_url(${step.match === 'is' ? pyUrl(step.url, ctx) : containing(step.url)})`;
    case 'expectTitle':
      return `expect(page).to_have_title(${step.match === 'is' ? v(step.title) : containing(step.title)})`;
    case 'useModule':
      return `# Module "${commentText(step.name)}" was not expanded into its steps: nothing to run here.`;
  }
}

export function stepPython(step: Step, target: LocatorSpec | undefined, ctx: CodeContext, more: StepLocators = {}): string {
  const loc = () => {
    if (!target) throw new Error(`Step "${step.source}" has a target but no locator was given for it`);
    return locatorPython(target);
  };
  // A text the page showed only inside a frame: the generation recorded where (generate/shownText.ts).
  if (target && ((step.kind === 'expectText' && step.visible) || step.kind === 'waitForText')) {
    return `# ${commentText(step.source)}\nexpect(${loc()}.filter(visible=True).first).to_be_visible()`;
  }
  if (target && step.kind === 'expectText' && !step.visible) return `# ${commentText(step.source)}\nexpect(${loc()}).to_be_hidden()`;
  return `# ${commentText(step.source)}\n${body(step, loc, ctx, more)}`;
}
