/**
 * A project's environments (docs/runs.md#environments): their names, base URLs and parameter
 * values. The one copy the server (server/api/handlers/environments.ts) and the Environments
 * settings (machines/environments) check with and word their messages by. Imports nothing but
 * the parameter-key rule, like everything under rules/.
 */
import { isParameterKey } from './validation.ts';

export const ENVIRONMENT_NAME_MAX = 64;
export const ENVIRONMENT_VALUE_MAX = 10_000;
export const ENVIRONMENT_NAME_MESSAGE = `The environment's name must be 1 to ${ENVIRONMENT_NAME_MAX} characters.`;
export const BASE_URL_MESSAGE = 'The base URL must be an http:// or https:// address, such as https://staging.example.com.';
export const INVALID_VALUE_KEY_MESSAGE =
  'Invalid parameter key. It must start with a letter or underscore and can contain only letters, numbers, and underscores.';
export const VALUE_TOO_LONG_MESSAGE = `A value must be text of at most ${ENVIRONMENT_VALUE_MAX} characters.`;
export const environmentTakenMessage = (name: string) => `This project already has an environment named "${name}".`;
export const unknownEnvironmentMessage = (name: string) => `No environment named ${name} in this project.`;
export const duplicateKeyMessage = (key: string) => `${key} is given twice: each key takes one value.`;

/** Why this name cannot be an environment's among `takenNames` (the project's others), or null. */
export function environmentNameError(name: string, takenNames: ReadonlyArray<string>): string | null {
  const trimmed = name.trim();
  if (trimmed.length < 1 || trimmed.length > ENVIRONMENT_NAME_MAX) return ENVIRONMENT_NAME_MESSAGE;
  return takenNames.includes(trimmed) ? environmentTakenMessage(trimmed) : null;
}

/** Why this base URL is refused (blank is none, which is fine), or null. The server also applies its website rules. */
export function baseUrlError(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!URL.canParse(trimmed)) return BASE_URL_MESSAGE;
  const url = new URL(trimmed);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? null : BASE_URL_MESSAGE;
}

/** Why a value's key (trimmed) is refused, or null. */
export function valueKeyError(key: string): string | null {
  return isParameterKey(key.trim()) ? null : INVALID_VALUE_KEY_MESSAGE;
}
