import type { SnapshotFrom } from 'xstate';
import { unusedKeys, type runOverridesMachine } from './runOverrides.machine';

type Snapshot = SnapshotFrom<typeof runOverridesMachine>;

export const selectIsOpen = (snapshot: Snapshot) => !snapshot.matches('closed');
export const selectIsLoading = (snapshot: Snapshot) => snapshot.matches('loading');

export interface OverrideRowView {
  key: string;
  value: string;
  /** The test's default value of the key, as a hint. */
  defaultValue: string;
  /** The keys this row may take: its own and those no other row uses. */
  keyOptions: string[];
}

export interface OverridesFormView {
  rows: OverrideRowView[];
  /** The test has parameters at all. */
  hasParameters: boolean;
  /** 'Add Key-Value Pair' is disabled when no key remains. */
  canAddRow: boolean;
  websiteUrl: string;
  websiteUrlError: string | null;
  /** How many times a failed attempt runs again (0: none). */
  retries: number;
  /** The chosen environment's id; null for none. */
  environment: string | null;
  canSubmit: boolean;
}

export function selectForm(snapshot: Snapshot): OverridesFormView {
  const { parameters, rows, websiteUrl, websiteUrlError, retries, environment } = snapshot.context;
  return {
    rows: rows.map((row, index) => ({
      key: row.key,
      value: row.value,
      defaultValue: parameters[row.key] ?? '',
      keyOptions: unusedKeys(parameters, rows, index),
    })),
    hasParameters: Object.keys(parameters).length > 0,
    canAddRow: snapshot.can({ type: 'row.add' }),
    websiteUrl,
    websiteUrlError,
    retries,
    environment,
    canSubmit: snapshot.can({ type: 'overrides.submit' }),
  };
}
