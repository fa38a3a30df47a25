/** Words for targets and the failure messages people read when a target cannot be resolved. */
import type { Target } from '../steps/types.ts';
import type { Found } from './candidates.ts';
import type { TargetPurpose } from './resolution.ts';

const PURPOSE_NOUN: Record<TargetPurpose, string> = {
  click: 'clickable element',
  hover: 'element',
  fill: 'field',
  select: 'dropdown',
  check: 'checkbox or radio',
  upload: 'file input',
  read: 'element',
  expect: 'element',
};

const TYPE_WORD: Record<string, string> = { menuitem: 'menu item', element: 'element', text: 'text' };

export function ordinalWord(n: number | 'last'): string {
  if (n === 'last') return 'last';
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** `button "Delete"` (no ordinal, no location): what the element is called. */
export function describeWhat(target: Target, purpose: TargetPurpose): string {
  const noun =
    target.elementType && target.elementType !== 'element'
      ? (TYPE_WORD[target.elementType] ?? target.elementType)
      : (target.noun ?? (target.elementType ? 'element' : PURPOSE_NOUN[purpose]));
  if (target.focused) return `focused ${noun}`;
  const shows = target.shows !== undefined ? ` that shows "${target.shows}"` : '';
  return (target.text !== undefined ? `${noun} "${target.text}"` : noun) + shows;
}

/** `in section "Users", in the table row containing "Ada" and column "Role", below heading "Admins"`. */
export function describeWhere(target: Target): string {
  const parts: string[] = [];
  if (target.within?.kind === 'section') parts.push(`in section "${target.within.name ?? ''}"`);
  if (target.within?.kind === 'dialog') parts.push(target.within.name ? `in dialog "${target.within.name}"` : 'in a dialog');
  if (target.rowNumber !== undefined) parts.push(target.rowNumber === 'last' ? 'in the last row' : `in row ${target.rowNumber}`);
  if (target.table)
    parts.push(`in the table row containing "${target.table.rowContaining}"${target.table.column ? ` and column "${target.table.column}"` : ''}`);
  if (target.relation) {
    const words = { near: 'near', below: 'below', above: 'above', leftOf: 'left of', rightOf: 'right of' }[target.relation.kind];
    parts.push(`${words} ${describeWhat(target.relation.target, 'read')}`);
  }
  return parts.join(', ');
}

/** The whole target in words: `the 2nd button "Delete" in section "Users"`. */
export function describeTarget(target: Target, purpose: TargetPurpose): string {
  const what = describeWhat(target, purpose);
  const where = describeWhere(target);
  return `${target.ordinal !== undefined ? `the ${ordinalWord(target.ordinal)} ` : ''}${what}${where ? ` ${where}` : ''}`;
}

export function notFoundMessage(
  target: Target,
  purpose: TargetPurpose,
  facts: { missing: string | null; rejected: string[]; similar: string[]; countFound: number },
): string {
  const what = describeWhat(target, purpose);
  const where = describeWhere(target);
  let message: string;
  if (facts.missing) message = `No ${facts.missing} on the page, so no ${what} in it.`;
  else if (target.ordinal !== undefined && facts.countFound > 0 && target.ordinal !== 'last')
    message = `Only ${facts.countFound} ${facts.countFound === 1 ? 'element matches' : 'elements match'} ${what}${where ? ` ${where}` : ''}; there is no ${ordinalWord(target.ordinal)}.`;
  else message = `No ${what} ${where || 'on the page'}.`;
  if (facts.rejected.length) message += ` Found but not usable: ${[...new Set(facts.rejected)].slice(0, 3).join('; ')}.`;
  // A look-alike that is only the rejected element again says nothing new.
  const similar = facts.similar.filter((s) => !facts.rejected.some((r) => r.startsWith(s)));
  if (similar.length) message += ` Similar: ${similar.join(', ')}.`;
  return message;
}

/**
 * Nothing is really near the anchor (not in its row, and further than a person would say "next
 * to"): `No checkbox near element "Made with care". None is in its row (…); the nearest: checkbox
 * "Wash the car" (690 px away)…`.
 */
export function farMessage(target: Target, purpose: TargetPurpose, far: Found[]): string {
  const listed = far.map((c) => `${c.description}${c.distance ? ` (${Math.round(c.distance)} px away)` : ''}`);
  return (
    `No ${describeWhat(target, purpose)} ${describeWhere(target)}. None is in its row (or, outside a list, within 250 px); ` +
    `the nearest: ${listed.join(', ')}. Say which one, e.g. by its own name or a location ("in the … section").`
  );
}

/** A location a person could add to pick one candidate, e.g. `in the "Users" section`. */
function locationExample(c: Found): string | null {
  const m = /^(section|dialog|row) "(.*)"$/.exec(c.context);
  if (!m) return null;
  if (m[1] === 'row') return `in the row containing "${m[2]}"`;
  return `in the "${m[2]}" ${m[1]}`;
}

export function ambiguousMessage(target: Target, purpose: TargetPurpose, candidates: Found[]): string {
  const shown = candidates.slice(0, 10).map((c) => c.description);
  const more = candidates.length > shown.length ? `, and ${candidates.length - shown.length} more` : '';
  const example = candidates
    .map(locationExample)
    .filter((l) => l !== null)
    .at(-1);
  // Without a type in the target, name the kind the candidates share: `button "Delete"`.
  const kinds = new Set(candidates.map((c) => c.kind));
  const noun =
    !target.elementType && kinds.size === 1
      ? `${[...kinds][0]}${target.text !== undefined ? ` "${target.text}"` : ''}`
      : describeWhat(target, purpose);
  const where = describeWhere(target);
  return (
    `${candidates.length} elements match ${noun}${where ? ` ${where}` : ''}: ${shown.join(', ')}${more}. ` +
    `Say which one, e.g. with an ordinal ("the 2nd ${noun}")` +
    (example ? ` or a location ("${example}").` : ' or a location ("below …", "in the … section").')
  );
}
