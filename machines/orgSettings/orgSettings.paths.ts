/**
 * The path model of organization settings: loaded settings with a kept non-text entry, a row
 * edited, added and removed, a colour that smuggles CSS in, and both outcomes of loading and
 * saving. Few samples keep the snapshots few.
 */
import type { PathModel } from '../_testing/paths';
import { doneEvent, errorEvent, neverSettles } from '../_testing/paths';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.fixtures';
import { acmeSettings } from './orgSettings.fixtures';
import { orgSettingsObservations, orgSettingsTransitions } from './orgSettings.expectations';
import { orgSettingsMachine, type OrganizationSettings, type OrganizationSettingsUpdate } from './orgSettings.machine';

export { acmeSettings } from './orgSettings.fixtures';

export const orgSettingsPathModel: PathModel<typeof orgSettingsMachine> = {
  machine: orgSettingsMachine,
  inputs: [{ orgId: ACME_ORG_ID }],
  implementations: {
    actors: {
      getOrganizationSettings: neverSettles<OrganizationSettings, { orgId: string }>(),
      updateOrganizationSettings: neverSettles<OrganizationSettings, OrganizationSettingsUpdate>(),
    },
    actions: { notifyLoadFailed: () => {}, notifySaved: () => {}, notifySaveFailed: () => {}, brandingSaved: () => {} },
  },
  events: (snapshot) => [
    { type: 'settings.retry' },
    { type: 'row.changed', index: 2, part: 'value', value: 'us' },
    // Only one added row at a time keeps the state space small.
    ...(snapshot.context.rows.length <= 4 ? [{ type: 'row.add' } as const] : []),
    { type: 'row.remove', index: 4 },
    { type: 'branding.changed', field: 'primary', value: 'red; background: url(x)' },
    { type: 'form.submit' },
    doneEvent('getOrganizationSettings', acmeSettings),
    errorEvent('getOrganizationSettings', 'Network error'),
    doneEvent('updateOrganizationSettings', acmeSettings),
    errorEvent('updateOrganizationSettings', 'Settings are read-only'),
  ],
  observations: orgSettingsObservations,
  transitions: orgSettingsTransitions,
};
