import type { LocatorSpec } from '../locate/locatorSpec.ts';

export interface CodeContext {
  /** The test's website (start address); relative `go to /path` resolve against it. */
  website: string;
  /** Test parameters with non-secret default values, embedded as fallbacks. */
  parameterDefaults: Record<string, string>;
}

/** The resolved target's locator, when the step has a target. */
export interface StepLocators {
  target?: LocatorSpec;
  /** Where a drag drops the target. */
  destination?: LocatorSpec;
  /** The option a custom dropdown (not a `<select>`) showed once clicked: `select` clicks it. */
  option?: LocatorSpec;
  /** `type X` went into the focused editable element (no form field) at its caret: the script types with the keyboard. */
  typedAtCaret?: true;
  /** The checkbox is drawn by its label's parts over it (a switch): the script forces the click, check() still verifies the state. */
  checkedThroughLabel?: true;
  /** `X is selected` on an option: by its aria-selected (a widget's option) or its `selected` property (a native <option>). */
  selectedBy?: 'aria' | 'property';
  /** `X is disabled` held by a class saying disabled alone (no native or ARIA state): the script checks that class. */
  disabledByClass?: true;
  /** The page's custom elements were defined only after it loaded (lazy web components): the script waits for them after `goto`. */
  awaitedComponents?: true;
  /** A `fill` whose target is a dropdown (`set Priority to High`): the value is chosen as its option, by `option` in a custom dropdown. */
  chosenByFill?: true;
}

/** One or more lines of code for one step: no trailing newline, no indentation. */
export interface StepCode {
  ts: string;
  py: string;
}
