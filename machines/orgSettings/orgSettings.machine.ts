/**
 * Organization settings on the Settings screen (spec sections 3, 7 and 8): the remote browser
 * provider's settings (`lambda_test_settings`, a free-form object edited as key/value rows) and
 * the branding (`ui_config`: logo, page title, theme colours). Loaded with
 * GET organization/{orgId}/settings, saved with PUT customer/settings.
 */
import { assign, setup } from 'xstate';
import type { components } from '../../openapi/schema';
import type { ToastParams } from '../_shared/authErrors';
import { maxLengthError, optionalColourError, optionalUrlError, REQUIRED_MESSAGE } from '../_shared/validation';
import { providedActor, providedAction } from '../_shared/provided';

export type OrganizationSettings = components['schemas']['OrganizationSettings'];
export type OrganizationSettingsUpdate = components['schemas']['OrganizationSettingsUpdate'];
export type UiConfig = components['schemas']['UiConfig'];

export type BrandingField = 'logo' | 'title' | 'primary' | 'secondary';
export type BrandingFields = Record<BrandingField, string>;

/** One key/value row of the remote browser settings, untrimmed. */
export interface SettingRow {
  key: string;
  value: string;
}

/** The contract's limit on `UiConfig.title`. */
export const TITLE_MAX_LENGTH = 200;
export const DUPLICATE_KEY_MESSAGE = 'Duplicate key';

/** The rows every organization sees, in this order, even before they hold a value. */
export const STANDARD_SETTING_KEYS = ['username', 'access_key', 'region'] as const;

export interface OrgSettingsInput {
  orgId: string;
}

export interface OrgSettingsContext {
  orgId: string;
  rows: SettingRow[];
  /**
   * Entries of lambda_test_settings that are not text (numbers, flags, objects): not editable
   * here, and sent back unchanged so a save never loses them.
   */
  otherSettings: Record<string, unknown>;
  branding: BrandingFields;
  /** Field errors show once the user tried to save, then follow every keystroke. */
  showErrors: boolean;
}

export type OrgSettingsEvent =
  | { type: 'settings.retry' }
  | { type: 'row.changed'; index: number; part: 'key' | 'value'; value: string }
  | { type: 'row.add' }
  | { type: 'row.remove'; index: number }
  | { type: 'branding.changed'; field: BrandingField; value: string }
  | { type: 'form.submit' };

export const emptyBranding: BrandingFields = { logo: '', title: '', primary: '', secondary: '' };

/** The editable form of loaded settings: text entries as rows (standard keys first), the rest kept aside. */
export function toEditable(settings: Pick<OrganizationSettings, 'lambda_test_settings' | 'ui_config'>) {
  const entries = Object.entries(settings.lambda_test_settings ?? {});
  const text = new Map(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  const rows: SettingRow[] = [
    ...STANDARD_SETTING_KEYS.map((key) => ({ key, value: text.get(key) ?? '' })),
    ...[...text].filter(([key]) => !(STANDARD_SETTING_KEYS as readonly string[]).includes(key)).map(([key, value]) => ({ key, value })),
  ];
  const otherSettings = Object.fromEntries(entries.filter(([, value]) => typeof value !== 'string'));
  const { logo = '', title = '', theme } = settings.ui_config ?? {};
  return { rows, otherSettings, branding: { logo, title, primary: theme?.primary ?? '', secondary: theme?.secondary ?? '' } };
}

/** The message under each row's key (null when acceptable); a row without a value is left out on save. */
export function rowKeyErrors(rows: SettingRow[]): Array<string | null> {
  const keys = rows.map((row) => (row.value.trim() === '' ? null : row.key.trim()));
  return keys.map((key, index) => {
    if (key === null) return null;
    if (key === '') return REQUIRED_MESSAGE;
    return keys.indexOf(key) === index ? null : DUPLICATE_KEY_MESSAGE;
  });
}

/** The message under each branding field, checked trimmed; null where the value is acceptable. */
export function brandingFieldErrors(fields: BrandingFields): Record<BrandingField, string | null> {
  return {
    // The logo is an image source: an address without a protocol would resolve against our origin.
    logo: optionalUrlError(fields.logo, { requireProtocol: true }),
    title: maxLengthError(fields.title, TITLE_MAX_LENGTH),
    primary: optionalColourError(fields.primary),
    secondary: optionalColourError(fields.secondary),
  };
}

export function isSettingsFormValid(context: Pick<OrgSettingsContext, 'rows' | 'branding'>): boolean {
  return (
    rowKeyErrors(context.rows).every((error) => error === null) &&
    Object.values(brandingFieldErrors(context.branding)).every((error) => error === null)
  );
}

/** Trimmed branding, only the values given, and a theme only with a colour. */
export function uiConfigOf(fields: BrandingFields): UiConfig {
  const [logo, title, primary, secondary] = [fields.logo, fields.title, fields.primary, fields.secondary].map((value) => value.trim());
  const theme = { ...(primary && { primary }), ...(secondary && { secondary }) };
  return { ...(logo && { logo }), ...(title && { title }), ...((primary || secondary) && { theme }) };
}

/** The PUT customer/settings body: rows with a value (trimmed key, value as typed) over the kept entries. */
export function settingsUpdateBody(context: OrgSettingsContext): OrganizationSettingsUpdate {
  const rows = context.rows.filter((row) => row.value.trim() !== '').map((row) => [row.key.trim(), row.value] as const);
  return {
    org_id: context.orgId,
    organization_settings: {
      lambda_test_settings: { ...context.otherSettings, ...Object.fromEntries(rows) },
      ui_config: uiConfigOf(context.branding),
    },
  };
}

export const orgSettingsMachine = setup({
  types: {
    context: {} as OrgSettingsContext,
    events: {} as OrgSettingsEvent,
    input: {} as OrgSettingsInput,
    tags: {} as 'busy',
    children: {} as { getOrganizationSettings: 'getOrganizationSettings'; updateOrganizationSettings: 'updateOrganizationSettings' },
  },
  actors: {
    /** GET organization/{orgId}/settings. */
    getOrganizationSettings: providedActor<OrganizationSettings, { orgId: string }>('getOrganizationSettings'),
    /** PUT customer/settings. */
    updateOrganizationSettings: providedActor<OrganizationSettings, OrganizationSettingsUpdate>('updateOrganizationSettings'),
  },
  actions: {
    setSettings: assign((_, params: { settings: OrganizationSettings }) => ({ ...toEditable(params.settings), showErrors: false })),
    changeRow: assign(({ context }, params: { index: number; part: 'key' | 'value'; value: string }) => ({
      rows: context.rows.map((row, index) => (index === params.index ? { ...row, [params.part]: params.value } : row)),
    })),
    addRow: assign(({ context }) => ({ rows: [...context.rows, { key: '', value: '' }] })),
    removeRow: assign(({ context }, params: { index: number }) => ({ rows: context.rows.filter((_, index) => index !== params.index) })),
    changeBranding: assign(({ context }, params: { field: BrandingField; value: string }) => ({
      branding: { ...context.branding, [params.field]: params.value },
    })),
    showErrors: assign({ showErrors: true }),
    /** The main layout takes the saved branding, so it applies at once (the app delivers it). */
    brandingSaved: providedAction<{ orgId: string; uiConfig: UiConfig }>('brandingSaved'),
    notifyLoadFailed: providedAction<ToastParams>('notifyLoadFailed'),
    notifySaved: providedAction<ToastParams>('notifySaved'),
    notifySaveFailed: providedAction<ToastParams>('notifySaveFailed'),
  },
  guards: {
    isFormValid: ({ context }) => isSettingsFormValid(context),
  },
}).createMachine({
  id: 'orgSettings',
  context: ({ input }) => ({ orgId: input.orgId, rows: [], otherSettings: {}, branding: emptyBranding, showErrors: false }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'getOrganizationSettings',
        src: 'getOrganizationSettings',
        input: ({ context }) => ({ orgId: context.orgId }),
        onDone: { target: 'editing', actions: { type: 'setSettings', params: ({ event }) => ({ settings: event.output }) } },
        onError: {
          target: 'failed',
          actions: {
            type: 'notifyLoadFailed',
            params: { title: 'Some error occurred', text: 'Unable to fetch organization settings', type: 'error' },
          },
        },
      },
    },
    failed: {
      on: { 'settings.retry': 'loading' },
    },
    editing: {
      on: {
        'row.changed': {
          actions: { type: 'changeRow', params: ({ event }) => ({ index: event.index, part: event.part, value: event.value }) },
        },
        'row.add': { actions: 'addRow' },
        'row.remove': { actions: { type: 'removeRow', params: ({ event }) => ({ index: event.index }) } },
        'branding.changed': {
          actions: { type: 'changeBranding', params: ({ event }) => ({ field: event.field, value: event.value }) },
        },
        'form.submit': [{ guard: 'isFormValid', target: 'saving' }, { actions: 'showErrors' }],
      },
    },
    // Only the outcome leaves: the form is read-only meanwhile.
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateOrganizationSettings',
        src: 'updateOrganizationSettings',
        input: ({ context }) => settingsUpdateBody(context),
        onDone: {
          target: 'editing',
          actions: [
            { type: 'setSettings', params: ({ event }) => ({ settings: event.output }) },
            { type: 'notifySaved', params: { title: 'Settings updated', text: 'The organization settings are saved.', type: 'success' } },
            { type: 'brandingSaved', params: ({ event }) => ({ orgId: event.output.org_id, uiConfig: event.output.ui_config }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'notifySaveFailed', params: { title: 'Some error occurred', text: 'Failed to update settings', type: 'error' } },
        },
      },
    },
  },
});
