import type { SnapshotFrom } from 'xstate';
import { isCssColour, isValidUrl } from '../_shared/validation';
import { brandingFieldErrors, rowKeyErrors, type BrandingField, type orgSettingsMachine } from './orgSettings.machine';

type Snapshot = SnapshotFrom<typeof orgSettingsMachine>;

export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');
export const selectHasFailed = (snapshot: Snapshot) => snapshot.matches('failed');
/** The form shows once the settings are loaded (also while saving). */
export const selectIsLoaded = (snapshot: Snapshot) => snapshot.matches('editing') || snapshot.matches('saving');
export const selectIsSaving = (snapshot: Snapshot) => snapshot.hasTag('busy');

export interface SettingRowView {
  key: string;
  value: string;
  /** Secrets (access keys, tokens, passwords) are typed into a masked input. */
  secret: boolean;
  keyError: string | null;
}

const SECRET_KEY = /key|secret|token|password/i;

export function selectRows(snapshot: Snapshot): SettingRowView[] {
  const errors = snapshot.context.showErrors ? rowKeyErrors(snapshot.context.rows) : [];
  return snapshot.context.rows.map((row, index) => ({ ...row, secret: SECRET_KEY.test(row.key), keyError: errors[index] ?? null }));
}

export const selectBrandingField = (snapshot: Snapshot, field: BrandingField) => snapshot.context.branding[field];

/** The message under a branding field; none before the first save attempt. */
export const selectBrandingFieldError = (snapshot: Snapshot, field: BrandingField) =>
  snapshot.context.showErrors ? brandingFieldErrors(snapshot.context.branding)[field] : null;

/** The branding as it will look (the shape BrandingPreview draws): trimmed values, only valid ones. */
export function selectPreview(snapshot: Snapshot, orgName: string) {
  const { logo, title, primary, secondary } = snapshot.context.branding;
  const colour = (value: string) => (isCssColour(value.trim()) ? value.trim() : null);
  return {
    name: orgName,
    title: title.trim() || 'Critical Journey',
    logo: isValidUrl(logo.trim(), { requireProtocol: true }) ? logo.trim() : null,
    primary: colour(primary),
    secondary: colour(secondary),
  };
}
