/**
 * The body of the three calls that start runs (the contract's RunRequest), read in one place:
 * the spec gives `POST test-run/{id}` its overrides at the top level and the run-alls theirs
 * inside `settings`, and a caller of one should not be refused by the other's shape. Both are
 * accepted by all three; both at once is refused, as it is unclear which one is meant.
 */
import type { components } from '../../../openapi/schema';
import type { RunSettings } from '../../runs/runQueue.ts';
import { HttpError } from '../httpError.ts';

export type RunRequest = components['schemas']['RunRequest'];
type Overrides = components['schemas']['RunOverrides'];

export const BOTH_SHAPES_MESSAGE = 'Give the run settings either at the top level or inside `settings`, not both.';

const hasOverrides = (value: Overrides | undefined) =>
  value?.parameter_overrides !== undefined || value?.website_url_override !== undefined || value?.retries !== undefined;
const hasAny = (value: Overrides | undefined) => hasOverrides(value) || value?.environment !== undefined;

/**
 * The settings the runs get (null: none given), the field that names the website override in a
 * refusal ("website_url_override" or "settings/website_url_override"), and the environment asked
 * for (its id or name, resolved by the caller; it is recorded on the run, not in its settings).
 */
export function runSettingsOf(body: RunRequest | undefined): {
  settings: RunSettings | null;
  websiteField: string;
  environment?: string;
  environmentField: string;
} {
  const request = body ?? {};
  const nested = request.settings !== undefined;
  if (nested && hasAny(request)) throw new HttpError(400, BOTH_SHAPES_MESSAGE, 'settings');
  const given = nested ? request.settings! : request;
  const websiteField = nested ? 'settings/website_url_override' : 'website_url_override';
  const environmentField = nested ? 'settings/environment' : 'environment';
  const environment = given.environment;
  if (!hasOverrides(given)) return { settings: null, websiteField, environment, environmentField };
  const settings: RunSettings = { parameter_overrides: given.parameter_overrides ?? {} };
  if (given.website_url_override) settings.website_url_override = given.website_url_override;
  if (given.retries !== undefined) settings.retries = given.retries;
  return { settings, websiteField, environment, environmentField };
}
