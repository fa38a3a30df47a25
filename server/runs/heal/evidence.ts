/**
 * The plain sentences a heal proposal shows under "why it is the same element": the person who
 * accepts a heal must be able to check it, so each sentence is one fact they can verify.
 */
import { describeLocator, type LocatorSpec } from '../../engine/locate/locatorSpec.ts';
import { describeTarget } from '../../engine/locate/messages.ts';
import type { Fingerprint, TargetPurpose } from '../../engine/locate/resolution.ts';
import type { Target } from '../../engine/steps/types.ts';
import { roleFamily, type Look, type Resemblance } from './resemblance.ts';
import type { Sighting } from './routes.ts';

const ATTRIBUTE_WORDS: Record<string, string> = {
  id: 'id',
  'data-testid': 'test id',
  name: 'name attribute',
  placeholder: 'placeholder',
  'aria-label': 'aria-label',
  href: 'link target',
};

/** `#signin` for a lone CSS part (what a developer would write), the usual words otherwise. */
export function shortLocator(spec: LocatorSpec): string {
  const [only] = spec;
  return spec.length === 1 && only.kind === 'css' ? only.selector : describeLocator(spec);
}

function roleWord(role: string | null, tag: string): string {
  return role ?? tag;
}

export function evidenceFor(
  recorded: Fingerprint,
  found: Look,
  resemblance: Resemblance,
  sightings: Sighting[],
  words: { target: Target; purpose: TargetPurpose },
): string[] {
  const out: string[] = [];
  for (const attribute of resemblance.sameAttributes) {
    out.push(`Its ${ATTRIBUTE_WORDS[attribute] ?? attribute} "${recorded.attributes[attribute]}" is the one recorded.`);
  }
  for (const s of sightings) {
    if (s.route === 'fallback' && s.via) out.push(`The recorded fallback locator ${shortLocator(s.via)} finds it and nothing else.`);
  }
  if (sightings.some((s) => s.route === 'words')) out.push(`The step's words (${describeTarget(words.target, words.purpose)}) find it.`);
  const was = recorded.name || recorded.text;
  const is = found.name || found.text;
  if (was && is && was === is) out.push(`Its name "${is}" is the one recorded.`);
  else if (was && is) out.push(`Its name changed from "${was}" to "${is}".`);
  if (recorded.role !== found.role)
    out.push(`It is a ${roleWord(found.role, found.tag)} now; a ${roleWord(recorded.role, recorded.tag)} was recorded.`);
  if (resemblance.samePlace) out.push('It is where the recorded element was.');
  else if (resemblance.distance !== null) out.push(`It moved ${Math.round(resemblance.distance)} px from where the recorded element was.`);
  if (sightings.some((s) => s.route === 'fingerprint')) {
    const family = recorded.role ? roleFamily(recorded.role) : [recorded.tag];
    const kinds = family.length > 1 ? `${family.slice(0, -1).join(', ')} and ${family.at(-1)}` : family[0];
    out.push(`Of the page's ${kinds} elements, it is the only one that resembles the recorded one.`);
  }
  return out;
}

/** Why a found element is not taken for the recorded one, in a few words. */
export function unlikeReason(recorded: Fingerprint, found: Look, resemblance: Resemblance): string {
  if (!resemblance.sameKind) return `it is a ${roleWord(found.role, found.tag)}, not a ${roleWord(recorded.role, recorded.tag)}`;
  const [conflict] = resemblance.conflictingAttributes;
  if (conflict)
    return `its ${ATTRIBUTE_WORDS[conflict] ?? conflict} "${found.attributes[conflict]}" is not the recorded "${recorded.attributes[conflict]}"`;
  return `no identifying attribute or name in common${resemblance.samePlace ? '' : ', and it is not where the recorded element was'}`;
}
