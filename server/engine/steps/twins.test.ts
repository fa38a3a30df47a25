/**
 * Twins (twins.ts): a reading with the element type the author did not write is read too, for a
 * line written either way reads as the other; generation and the editor's preview see one deed.
 */
import { describe, expect, it } from 'vitest';
import { parseSteps } from './parse.ts';
import { withoutTwins } from './twins.ts';
import type { Step, StepBody } from './types.ts';

function readings(line: string): StepBody[] {
  const r = parseSteps(line);
  if (!r.ok) throw new Error(r.errors[0].message);
  const step: Step = r.steps[0];
  const { source: _s, line: _l, readings: more, ...body } = step;
  return more ?? [body as StepBody];
}

describe('twins', () => {
  it('reads a field named without its kind as that field too, and drops the twin for generation', () => {
    const all = readings('When I fill in "Company" with "Acme"');
    expect(all).toEqual([
      { kind: 'fill', value: { type: 'literal', text: 'Acme' }, target: { text: 'Company' } },
      { kind: 'fill', value: { type: 'literal', text: 'Acme' }, target: { text: 'Company', elementType: 'field' } },
    ]);
    expect(withoutTwins(all)).toEqual([all[0]]);
  });

  it('keeps readings that differ in more than the type', () => {
    const all = readings('Select "Projects" from the dropdown');
    expect(all.map((b) => b.kind)).toEqual(['select', 'click']);
    expect(withoutTwins(all)).toEqual(all);
  });

  it('keeps two types as two readings (a link and a button)', () => {
    const link: StepBody = { kind: 'click', clicks: 1, target: { text: 'Login', elementType: 'link' } };
    const button: StepBody = { kind: 'click', clicks: 1, target: { text: 'Login', elementType: 'button' } };
    expect(withoutTwins([link, button])).toEqual([link, button]);
  });

  it('gives a line in the language its one reading', () => {
    expect(readings('enter "Acme" into "Company"')).toHaveLength(1);
    expect(readings('enter @COMPANY into "Company"')).toHaveLength(1);
  });

  it('reads typing nothing into a field as clearing it, one deed for generation', () => {
    const all = readings('When I fill in "Title" with ""');
    expect(all).toContainEqual({ kind: 'clear', target: { text: 'Title' } });
    expect(withoutTwins(all)).toEqual([all[0]]);
  });

  it('reads a plural counted as the elements each called so, and as the plural written', () => {
    const all = readings('Then I should see 3 invoices');
    expect(all).toEqual([
      { kind: 'expectCount', target: { text: 'invoice', elementType: 'element' }, count: 3 },
      { kind: 'expectCount', target: { text: 'invoices' }, count: 3 },
    ]);
  });

  it("gives a twin when the data is described, not written (the line is not the language's own)", () => {
    const all = readings('Fill in "Company" with a valid company name');
    expect(all.map((b) => (b as { target: { elementType?: string } }).target.elementType)).toEqual([undefined, 'field']);
  });
});
