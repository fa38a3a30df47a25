/** What resolving a step's target on the live page answers (see resolve.ts). */
import type { LocatorSpec } from './locatorSpec.ts';

/**
 * What the element looked like when it was found, kept per generation step so that a later
 * failure can be healed by re-resolving (find the element most like this one).
 */
export interface Fingerprint {
  tag: string;
  role: string | null;
  /** Accessible name as the resolver computed it. */
  name: string;
  /** Visible text, whitespace collapsed, at most 200 characters. */
  text: string;
  /** id, name, type, data-testid, placeholder, aria-label, href when present. */
  attributes: Record<string, string>;
  /** Viewport box at resolution time. */
  box: { x: number; y: number; width: number; height: number } | null;
  /** CSS selectors of the iframes entered to reach the element, outermost first. */
  frames: string[];
}

/** One element that matched, as listed to the user when a target is ambiguous. */
export interface Candidate {
  /** Human words: `button "Delete" (in row "Ada")`. */
  description: string;
  locator: LocatorSpec;
  fingerprint: Fingerprint;
}

export type Resolution =
  | {
      ok: true;
      /** The most robust locator that matches exactly this element (role+name before text before CSS). */
      locator: LocatorSpec;
      /** Other unique locators of the same element, most robust first (at most 2). */
      fallbacks: LocatorSpec[];
      fingerprint: Fingerprint;
      /** Human words for the element found, e.g. `button "Sign in"`. */
      description: string;
    }
  | {
      ok: false;
      reason: 'notFound' | 'ambiguous';
      /** Says what was looked for and, when ambiguous, lists the candidates. */
      message: string;
      candidates: Candidate[];
    };

/** What the step does with its target: decides which elements qualify and the tier order. */
export type TargetPurpose = 'click' | 'hover' | 'fill' | 'select' | 'check' | 'upload' | 'read' | 'expect';

export interface ResolveOptions {
  purpose: TargetPurpose;
  /** How long to keep looking while nothing matches (delayed content). Default 5000 ms. */
  timeoutMs?: number;
  /**
   * False when the step may act on an element that is not visible (an expectation that it is
   * hidden): then visibility, enabled state and covering are not required.
   */
  requireActionable?: boolean;
  /**
   * False to leave the page's nearest names out of a not-found message (a search of its own):
   * choosing among a line's readings asks for them only once none of the readings fits.
   */
  nearestNames?: boolean;
}
