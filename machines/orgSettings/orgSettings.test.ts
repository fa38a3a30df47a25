import { describe, expect, it } from 'vitest';
import { doneEvent, errorEvent } from '../_testing/paths';
import { describePathModel } from '../_testing/pathTests';
import { startRecorded } from '../_testing/recorded';
import { ACME_ORG_ID } from '../orgMembers/orgMembers.paths';
import { orgSettingsMachine, toEditable } from './orgSettings.machine';
import { acmeSettings, orgSettingsPathModel } from './orgSettings.paths';
import { selectBrandingFieldError, selectHasFailed, selectIsSaving, selectPreview, selectRows } from './orgSettings.selectors';

describePathModel(orgSettingsPathModel);

function startOrgSettings() {
  return startRecorded(orgSettingsMachine, {
    input: { orgId: ACME_ORG_ID },
    actors: ['getOrganizationSettings', 'updateOrganizationSettings'],
    actions: ['notifyLoadFailed', 'notifySaved', 'notifySaveFailed', 'brandingSaved'],
  });
}

describe('orgSettings', () => {
  it('loads the settings, and retries after a failure', () => {
    const { actor, settle, calls, done, snapshot } = startOrgSettings();
    settle(errorEvent('getOrganizationSettings', 'Network error'));
    expect(selectHasFailed(snapshot())).toBe(true);
    expect(done).toEqual([['notifyLoadFailed', { title: 'Some error occurred', text: 'Unable to fetch organization settings', type: 'error' }]]);
    actor.send({ type: 'settings.retry' });
    settle(doneEvent('getOrganizationSettings', acmeSettings));
    expect(calls).toEqual([
      ['getOrganizationSettings', { orgId: ACME_ORG_ID }],
      ['getOrganizationSettings', { orgId: ACME_ORG_ID }],
    ]);
    expect(selectRows(snapshot())).toEqual([
      { key: 'username', value: 'acme-qa', secret: false, keyError: null },
      { key: 'access_key', value: 'LT_9f8e7d6c5b4a', secret: true, keyError: null },
      { key: 'region', value: 'eu', secret: false, keyError: null },
    ]);
  });

  it('lists the standard rows even when empty, then the other text entries', () => {
    expect(toEditable({ lambda_test_settings: { tunnel: 'on', region: 'us' }, ui_config: {} }).rows).toEqual([
      { key: 'username', value: '' },
      { key: 'access_key', value: '' },
      { key: 'region', value: 'us' },
      { key: 'tunnel', value: 'on' },
    ]);
  });

  it('saves the rows with a value over the kept non-text entries, and the trimmed branding', () => {
    const { actor, settle, calls, done, snapshot } = startOrgSettings();
    settle(doneEvent('getOrganizationSettings', acmeSettings));
    actor.send({ type: 'row.changed', index: 0, part: 'value', value: '' });
    actor.send({ type: 'row.add' });
    actor.send({ type: 'row.changed', index: 3, part: 'key', value: ' tunnel ' });
    actor.send({ type: 'row.changed', index: 3, part: 'value', value: 'on' });
    actor.send({ type: 'branding.changed', field: 'secondary', value: ' rgb(0, 51, 102) ' });
    actor.send({ type: 'branding.changed', field: 'title', value: '  ' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    expect(selectIsSaving(snapshot())).toBe(true);
    expect(calls.slice(1)).toEqual([
      [
        'updateOrganizationSettings',
        {
          org_id: ACME_ORG_ID,
          organization_settings: {
            lambda_test_settings: { parallel_sessions: 5, access_key: 'LT_9f8e7d6c5b4a', region: 'eu', tunnel: 'on' },
            ui_config: { logo: 'https://acme.example/logo.png', theme: { primary: '#ff6600', secondary: 'rgb(0, 51, 102)' } },
          },
        },
      ],
    ]);
    settle(doneEvent('updateOrganizationSettings', acmeSettings));
    expect(snapshot().value).toBe('editing');
    expect(done).toEqual([
      ['notifySaved', { title: 'Settings updated', text: 'The organization settings are saved.', type: 'success' }],
      ['brandingSaved', { orgId: ACME_ORG_ID, uiConfig: acmeSettings.ui_config }],
    ]);
  });

  it('saves nothing while a field is invalid, and says why once the user tried', () => {
    const { actor, settle, calls, snapshot } = startOrgSettings();
    settle(doneEvent('getOrganizationSettings', acmeSettings));
    actor.send({ type: 'row.add' });
    actor.send({ type: 'row.changed', index: 3, part: 'value', value: 'x' });
    actor.send({ type: 'row.add' });
    actor.send({ type: 'row.changed', index: 4, part: 'key', value: 'region' });
    actor.send({ type: 'row.changed', index: 4, part: 'value', value: 'us' });
    actor.send({ type: 'branding.changed', field: 'logo', value: 'acme.example/logo.png' });
    actor.send({ type: 'branding.changed', field: 'primary', value: 'red; background: url(x)' });
    expect(selectBrandingFieldError(snapshot(), 'logo')).toBeNull();
    actor.send({ type: 'form.submit' });
    expect(calls).toHaveLength(1);
    expect(selectRows(snapshot()).map((row) => row.keyError)).toEqual([null, null, null, 'This field is required', 'Duplicate key']);
    expect(selectBrandingFieldError(snapshot(), 'logo')).toBe('Invalid URL');
    expect(selectBrandingFieldError(snapshot(), 'primary')).toBe('Invalid colour');
    expect(selectPreview(snapshot(), 'Acme')).toEqual({ name: 'Acme', title: 'Acme QA', logo: null, primary: null, secondary: null });
    actor.send({ type: 'row.remove', index: 4 });
    actor.send({ type: 'row.remove', index: 3 });
    expect(selectRows(snapshot())).toHaveLength(3);
  });

  it('reports a failed save and keeps the edits', () => {
    const { actor, settle, done, snapshot } = startOrgSettings();
    settle(doneEvent('getOrganizationSettings', acmeSettings));
    actor.send({ type: 'row.changed', index: 2, part: 'value', value: 'us' });
    actor.send({ type: 'form.submit' });
    settle(errorEvent('updateOrganizationSettings', 'Settings are read-only'));
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.rows[2]).toEqual({ key: 'region', value: 'us' });
    expect(done).toEqual([['notifySaveFailed', { title: 'Some error occurred', text: 'Failed to update settings', type: 'error' }]]);
  });
});
