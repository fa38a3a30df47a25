/**
 * What the user observes in each state of organization settings, and what each transition must
 * do: the hand-written tables its path replays check (machines/_testing/expectations.ts).
 */
import type { SnapshotFrom } from 'xstate';
import type { Effect, ExpectationTables, Observation } from '../_testing/expectations';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.fixtures';
import type { OrgSettingsContext, orgSettingsMachine } from './orgSettings.machine';
import {
  selectBrandingField,
  selectBrandingFieldError,
  selectHasFailed,
  selectIsLoaded,
  selectIsLoading,
  selectIsSaving,
  selectPreview,
  selectRows,
} from './orgSettings.selectors';

type Machine = typeof orgSettingsMachine;
type Tables = ExpectationTables<Machine>;

function screenView(snapshot: SnapshotFrom<Machine>) {
  return {
    loading: selectIsLoading(snapshot),
    failed: selectHasFailed(snapshot),
    loaded: selectIsLoaded(snapshot),
    saving: selectIsSaving(snapshot),
  };
}
/** Each row as the form shows it: key, masked or not, the key's error. */
const rowsView = (snapshot: SnapshotFrom<Machine>) => selectRows(snapshot).map((row) => [row.key, row.value, row.secret, row.keyError]);
/** The sample edits only the primary colour. */
const primaryView = (snapshot: SnapshotFrom<Machine>) => [selectBrandingField(snapshot, 'primary'), selectBrandingFieldError(snapshot, 'primary')];
const previewView = (snapshot: SnapshotFrom<Machine>) => selectPreview(snapshot, 'Acme');

/** Only the access key is a secret; the added row has no key yet. */
const SECRETS: Record<string, boolean> = { username: false, access_key: true, region: false, '': false };
const SMUGGLED = 'red; background: url(x)';

function form(view: ReturnType<typeof screenView>, can: Observation<Machine>['can'] = []) {
  return ({ rows, branding, showErrors }: OrgSettingsContext): Observation<Machine> => ({
    tags: view.saving ? ['busy'] : [],
    can,
    selectors: [
      [screenView, view],
      // No sample row has a value without a key, or a duplicate key: no key errors.
      [rowsView, rows.map((row) => [row.key, row.value, SECRETS[row.key], null])],
      [primaryView, [branding.primary, showErrors && branding.primary === SMUGGLED ? 'Invalid colour' : null]],
      // The smuggled colour is left out of the preview; before loading there is no branding.
      [
        previewView,
        branding.title
          ? {
              name: 'Acme',
              title: 'Acme QA',
              logo: 'https://acme.example/logo.png',
              primary: branding.primary === SMUGGLED ? null : '#ff6600',
              secondary: null,
            }
          : { name: 'Acme', title: 'Critical Journey', logo: null, primary: null, secondary: null },
      ],
    ],
  });
}

const none = { loading: false, failed: false, loaded: false, saving: false };

export const orgSettingsObservations: Tables['observations'] = {
  loading: form({ ...none, loading: true }),
  failed: form({ ...none, failed: true }, ['settings.retry']),
  editing: form({ ...none, loaded: true }, ['row.changed', 'row.add', 'row.remove', 'branding.changed', 'form.submit']),
  saving: form({ ...none, loaded: true, saving: true }),
};

const load: Effect = { invoke: 'getOrganizationSettings', input: { orgId: ACME_ORG_ID } };
const acmeUiConfig = { logo: 'https://acme.example/logo.png', title: 'Acme QA', theme: { primary: '#ff6600' } };

export const orgSettingsTransitions: Tables['transitions'] = {
  'start + xstate.init': { target: 'loading', effects: [load] },
  'loading + xstate.done.actor.getOrganizationSettings': { target: 'editing' },
  'loading + xstate.error.actor.getOrganizationSettings': {
    target: 'failed',
    effects: [{ action: 'notifyLoadFailed', params: { title: 'Some error occurred', text: 'Unable to fetch organization settings', type: 'error' } }],
  },
  'failed + settings.retry': { target: 'loading', effects: [load] },
  // An invalid form shows its errors instead. The non-text entry is sent back; empty rows are not.
  'editing + form.submit': ({ rows, branding }) =>
    branding.primary === SMUGGLED
      ? {}
      : {
          target: 'saving',
          effects: [
            {
              invoke: 'updateOrganizationSettings',
              input: {
                org_id: ACME_ORG_ID,
                organization_settings: {
                  lambda_test_settings: { parallel_sessions: 5, username: 'acme-qa', access_key: 'LT_9f8e7d6c5b4a', region: rows[2]!.value },
                  ui_config: acmeUiConfig,
                },
              },
            },
          ],
        },
  'saving + xstate.done.actor.updateOrganizationSettings': {
    target: 'editing',
    effects: [
      { action: 'notifySaved', params: { title: 'Settings updated', text: 'The organization settings are saved.', type: 'success' } },
      { action: 'brandingSaved', params: { orgId: ACME_ORG_ID, uiConfig: acmeUiConfig } },
    ],
  },
  'saving + xstate.error.actor.updateOrganizationSettings': {
    target: 'editing',
    effects: [{ action: 'notifySaveFailed', params: { title: 'Some error occurred', text: 'Failed to update settings', type: 'error' } }],
  },
};
