import { recordingActor } from '../_testing/confirmations';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { describePathModel } from '../_testing/pathTests';
import { orgSwitcherMachine } from './orgSwitcher.machine';
import { orgSwitcherPathModel } from './orgSwitcher.paths';
import { filterOrganizations, selectIsOpen, selectQuery } from './orgSwitcher.selectors';

describePathModel(orgSwitcherPathModel);

const orgs = [
  { org_id: 'o1', name: 'Zeta Labs' },
  { org_id: 'o2', name: 'acme' },
  { org_id: 'o3', name: 'Bright ACME Shop' },
  { org_id: 'o4', name: 'Beta' },
];

describe('filterOrganizations', () => {
  it('sorts by name, ignoring case', () => {
    expect(filterOrganizations(orgs, '').map((org) => org.name)).toEqual(['acme', 'Beta', 'Bright ACME Shop', 'Zeta Labs']);
  });

  it('keeps names containing the query, ignoring case', () => {
    expect(filterOrganizations(orgs, 'Acme').map((org) => org.org_id)).toEqual(['o2', 'o3']);
    expect(filterOrganizations(orgs, 'ta l').map((org) => org.org_id)).toEqual(['o1']);
    expect(filterOrganizations(orgs, 'nothing')).toEqual([]);
  });

  it('does not reorder the list it was given', () => {
    filterOrganizations(orgs, '');
    expect(orgs[0]!.org_id).toBe('o1');
  });
});

describe('orgSwitcher', () => {
  it('selects the pick in the layout and closes; reopening starts with an empty search', () => {
    const layout = recordingActor('mainLayout');
    const actor = createActor(orgSwitcherMachine, { input: { layout: layout.ref } }).start();
    actor.send({ type: 'switcher.open' });
    actor.send({ type: 'query.changed', value: 'acme' });
    expect(selectQuery(actor.getSnapshot())).toBe('acme');
    actor.send({ type: 'organization.pick', orgId: 'o3' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(layout.received).toEqual([{ type: 'organization.selected', orgId: 'o3' }]);
    actor.send({ type: 'switcher.open' });
    expect(selectQuery(actor.getSnapshot())).toBe('');
  });

  it('closing selects nothing', () => {
    const layout = recordingActor('mainLayout');
    const actor = createActor(orgSwitcherMachine, { input: { layout: layout.ref } }).start();
    actor.send({ type: 'switcher.open' });
    actor.send({ type: 'query.changed', value: 'be' });
    actor.send({ type: 'switcher.close' });
    expect(selectIsOpen(actor.getSnapshot())).toBe(false);
    expect(selectQuery(actor.getSnapshot())).toBe('');
    expect(layout.received).toEqual([]);
  });
});
