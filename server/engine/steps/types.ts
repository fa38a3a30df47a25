/** Parsed form of the plain-language step language (see docs/step-language.md). */

/** A data value: quoted text, a test parameter, a named credential or a stored variable. */
export type Value =
  | { type: 'literal'; text: string }
  | { type: 'parameter'; key: string }
  | { type: 'credential'; name: string; field?: 'username' | 'password' }
  | { type: 'variable'; name: string };

export type ElementType =
  | 'button'
  | 'link'
  | 'field'
  | 'checkbox'
  | 'radio'
  | 'dropdown'
  | 'heading'
  | 'image'
  | 'tab'
  | 'row'
  | 'cell'
  | 'menuitem'
  | 'option'
  | 'dialog'
  | 'table'
  | 'text'
  | 'element';

export type RelationKind = 'near' | 'below' | 'above' | 'leftOf' | 'rightOf';

/** What a step acts on. At least one of `text` and `elementType` is present. */
export interface Target {
  /** The quoted name, label or text of the element. */
  text?: string;
  elementType?: ElementType;
  /** 1-based position among the matches, or the last one. */
  ordinal?: number | 'last';
  within?: { kind: 'section' | 'dialog'; name?: string };
  relation?: { kind: RelationKind; target: Target };
  table?: { rowContaining: string; column?: string };
  /**
   * What the author called the thing when it is no element type of the language (`tag`,
   * `schema`, `arrow`, `chip`): among the matches, the resolver keeps those the page calls so
   * (class, id or role words, icon words); the text is still the name.
   */
  noun?: string;
  /** What the control currently shows (`the dropdown that shows "Monthly"`): its selected option, value or text. */
  shows?: string;
  /** The element that has the keyboard focus (`type "42"` with no target: into the focused field). */
  focused?: true;
  /**
   * 1-based position of the row the target is in (`the "email" field of the second row`): a
   * table's rows with data (header rows not counted), or else the items of a list.
   */
  rowNumber?: number | 'last';
}

export type ElementState = 'visible' | 'hidden' | 'enabled' | 'disabled' | 'checked' | 'unchecked';
export type Match = 'is' | 'contains';

export type StepBody =
  | { kind: 'goto'; url: Value }
  | { kind: 'click'; clicks: 1 | 2; target: Target }
  | { kind: 'hover'; target: Target }
  | { kind: 'fill'; value: Value; target: Target }
  | { kind: 'clear'; target: Target }
  | { kind: 'select'; option: Value; target: Target }
  | { kind: 'check'; target: Target }
  | { kind: 'uncheck'; target: Target }
  | { kind: 'press'; keys: string }
  | { kind: 'waitForText'; text: Value }
  | { kind: 'waitForElement'; target: Target }
  | { kind: 'waitForUrl'; url: Value; match: Match }
  | { kind: 'upload'; file: Value; target: Target }
  | { kind: 'store'; target: Target; variable: string }
  | { kind: 'expectText'; text: Value; visible: boolean }
  | { kind: 'expectElement'; target: Target; state: ElementState }
  | { kind: 'expectCount'; target: Target; count: number }
  | { kind: 'expectUrl'; url: Value; match: Match }
  | { kind: 'expectTitle'; title: Value; match: Match }
  | { kind: 'useModule'; name: string }
  // Item 4 actions (parsed in actionRules.ts).
  | { kind: 'navigate'; action: 'back' | 'forward' | 'reload' }
  | { kind: 'sleep'; seconds: number }
  /** Exactly one of `to` (an element into view), `edge` or `pages` (negative: up); `area` is a scrollable element, else the page. */
  | { kind: 'scroll'; to?: Target; edge?: 'top' | 'bottom'; pages?: number; area?: Target }
  | { kind: 'switchTab'; to: 'new' | 'first' }
  /** Answers the next browser dialog (alert, confirm, prompt) the following steps open. */
  | { kind: 'dialog'; accept: boolean; text?: Value }
  | { kind: 'rightClick'; target: Target }
  | { kind: 'focus'; target: Target }
  | { kind: 'pressIn'; keys: string; target: Target }
  /** The field's value is exactly this (an empty literal: the field is empty). */
  | { kind: 'expectValue'; target: Target; value: Value }
  /** The address, the title or the main heading contains the page's name. */
  | { kind: 'expectPage'; name: string }
  | { kind: 'expectCountBound'; target: Target; bound: 'atLeast' | 'atMost'; count: number }
  /** Types into the page's search field, then presses Enter. */
  | { kind: 'search'; text: Value }
  /** Types the current TOTP code from the named credential's secret. */
  | { kind: 'fillOneTimeCode'; credential: string; target: Target }
  /** Drags the target and drops it on `onto`. */
  | { kind: 'drag'; target: Target; onto: Target }
  /** The open tab whose title is (else contains) `text`, or whose address contains it; later steps act on it. */
  | { kind: 'switchTabTo'; by: 'title' | 'url'; text: Value }
  /** Opens a new tab, at the address when one is given; later steps act on it. */
  | { kind: 'openTab'; url?: Value }
  /** Closes the tab the steps act on; they go on in the tab it was opened from, else the one opened before it. */
  | { kind: 'closeTab' }
  /** The message of the browser dialog (alert, confirm, prompt) the previous or next step opens. */
  | { kind: 'expectDialog'; text: Value; match: Match };

export type StepKind = StepBody['kind'];

/** A parsed step with where it came from. */
export type Step = StepBody & {
  /** The original text of this step (list marker, separators and trailing period removed). */
  source: string;
  /** 1-based line of the description the step is on. */
  line: number;
  /**
   * Other ways the same line can be read, in order of preference, the step's own body first.
   * Absent when the line has one reading; generation keeps the one the live page fits.
   */
  readings?: StepBody[];
};

export interface StepError {
  /** 1-based number of the step in the whole description. */
  step: number;
  line: number;
  source: string;
  message: string;
  suggestion: string;
}

export type ParseResult = { ok: true; steps: Step[] } | { ok: false; errors: StepError[] };
