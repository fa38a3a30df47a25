import type { SnapshotFrom } from 'xstate';
import { isCssColour, isValidUrl } from '../_shared/validation';
import { organizationFieldErrors, type OrganizationField, type createOrganizationMachine } from './createOrganization.machine';

type Snapshot = SnapshotFrom<typeof createOrganizationMachine>;

export const selectField = (snapshot: Snapshot, field: OrganizationField) => snapshot.context.fields[field];

/** The message under a field; none before the first submit. */
export const selectFieldError = (snapshot: Snapshot, field: OrganizationField) =>
  snapshot.context.showErrors ? organizationFieldErrors(snapshot.context.fields)[field] : null;

/** The server's message from the last failed request, in red under the form. */
export const selectError = (snapshot: Snapshot) => snapshot.context.error;

/** The request is under way (or done and the app is leaving): the form is read-only. */
export const selectIsBusy = (snapshot: Snapshot) => snapshot.hasTag('busy');

export interface BrandingPreview {
  name: string;
  /** The document title the organization's pages will have. */
  title: string;
  logo: string | null;
  primary: string | null;
  secondary: string | null;
}

/** The branding as it will look: trimmed values, and only those that are valid. */
export function selectPreview(snapshot: Snapshot): BrandingPreview {
  const { name, logo, title, primary, secondary } = snapshot.context.fields;
  const colour = (value: string) => (isCssColour(value.trim()) ? value.trim() : null);
  return {
    name: name.trim(),
    title: title.trim() || 'Critical Journey',
    logo: isValidUrl(logo.trim(), { requireProtocol: true }) ? logo.trim() : null,
    primary: colour(primary),
    secondary: colour(secondary),
  };
}
