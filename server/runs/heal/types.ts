/**
 * Healing (docs/runs.md, "Healing"): when a run fails because an action step's element is no
 * longer found, the run looks that element up again on the live page from what generation
 * recorded (the step's reading, the fingerprint, the fallback locators). These are the shapes
 * the executor (server/runs/heal/*.ts) and the run's harness (server/runs/harness.mjs) share.
 */
import type { LocatorSpec } from '../../engine/locate/locatorSpec.ts';
import type { Fingerprint, TargetPurpose } from '../../engine/locate/resolution.ts';
import type { Target } from '../../engine/steps/types.ts';

/** What a run knows of one action step it may heal; the executor writes them into the run folder. */
export interface HealRequest {
  /** 0-based position of the step among the script's steps (its `// step` comments). */
  step: number;
  /** The step's target as generation read it (the reading performed, parsed). */
  target: Target;
  purpose: TargetPurpose;
  /** The locator the script uses for it. */
  locator: LocatorSpec;
  /** The other unique locators generation found for the same element. */
  fallbacks: LocatorSpec[];
  /** What the element looked like when generation found it. */
  fingerprint: Fingerprint;
}

/** One element a heal considered, as the proposal lists it when it cannot choose. */
export interface HealCandidate {
  description: string;
  locator: LocatorSpec;
}

export type HealFinding =
  | {
      ok: true;
      /** The new locator: unique on the live page, most robust first. */
      locator: LocatorSpec;
      fallbacks: LocatorSpec[];
      fingerprint: Fingerprint;
      /** Human words for the element found, e.g. `button "Log in"`. */
      description: string;
      /** Why it is the same element, one sentence each: `Its id "signin" is the one recorded.` */
      evidence: string[];
    }
  | {
      ok: false;
      /**
       * stillFound: the old locator still matches (the step failed for another reason: disabled,
       * covered…) so nothing is to heal; notFound: nothing like the element is there; ambiguous:
       * several could be it; unlike: the one found does not resemble the recorded element enough.
       */
      reason: 'stillFound' | 'notFound' | 'ambiguous' | 'unlike';
      message: string;
      candidates: HealCandidate[];
    };
