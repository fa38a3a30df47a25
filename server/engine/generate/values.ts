/**
 * The real values behind a step's data while generating: quoted text as written, `@KEY` from
 * the test's parameters (defaults, then shared parameters), credentials by name, `{{name}}`
 * from an earlier `store` step. Every secret value met is remembered so that screenshots,
 * logs and messages can mask it.
 */
import { maskText } from '../secrets.ts';
import type { Value } from '../steps/types.ts';

export class MissingValueError extends Error {}

export interface ValueSources {
  /** Parameter key to value: the test's defaults overlaid with the project's shared parameters. */
  parameters: Record<string, string>;
  /** Keys whose values are secret (shared parameters): masked wherever they could show. */
  secretParameters: ReadonlySet<string>;
  /** The test's credentials: `{ admin: { username, password } }` or `{ "api key": "…" }`. */
  credentials: Record<string, unknown>;
}

export class ValueResolver {
  private readonly variables = new Map<string, string>();
  /** Secret values used so far; they never reach a record, a log line or a screenshot. */
  readonly secrets = new Set<string>();

  private readonly sources: ValueSources;

  constructor(sources: ValueSources) {
    this.sources = sources;
  }

  text(value: Value): string {
    switch (value.type) {
      case 'literal':
        return value.text;
      case 'parameter': {
        const found = this.sources.parameters[value.key];
        if (found === undefined)
          throw new MissingValueError(
            `The parameter @${value.key} has no value. Give it a default value in the test or add a shared parameter "${value.key}" to the project.`,
          );
        if (this.sources.secretParameters.has(value.key)) this.remember(found);
        return found;
      }
      case 'credential':
        return this.credential(value.name, value.field);
      case 'variable': {
        const stored = this.variables.get(value.name);
        if (stored === undefined)
          throw new MissingValueError(
            `No variable {{${value.name}}} was stored before this step. Store it first, e.g. store the text of "Total" as ${value.name}.`,
          );
        return stored;
      }
    }
  }

  /** Whether using this value types a secret (it then stays out of records and screenshots). */
  isSecret(value: Value): boolean {
    return value.type === 'credential' || (value.type === 'parameter' && this.sources.secretParameters.has(value.key));
  }

  store(name: string, text: string) {
    this.variables.set(name, text);
  }

  /** The text with every secret used so far replaced by stars. */
  mask(text: string): string {
    return maskText(text, this.secrets);
  }

  /** The base32 secret a credential's one-time codes come from: its `totp` field (the run environment's …_TOTP). */
  totpSecret(name: string): string {
    const entry = lookup(this.sources.credentials, name);
    const found = readTotp(entry);
    if (typeof found !== 'string') {
      throw new MissingValueError(
        `The test has no one-time code secret for "${name}". Add a "totp" field to that credential: the base32 secret shown with the authenticator QR code.`,
      );
    }
    this.remember(found);
    return found;
  }

  private credential(name: string, field: 'username' | 'password' | undefined): string {
    const entry = lookup(this.sources.credentials, name);
    const found = field === undefined ? (typeof entry === 'string' ? entry : undefined) : readField(entry, field);
    if (typeof found !== 'string') {
      const what = field ? `${field} of "${name}"` : `credential "${name}"`;
      throw new MissingValueError(`The test has no ${what}. Add it to the test's credentials.`);
    }
    this.remember(found);
    return found;
  }

  private remember(secret: string) {
    if (secret.length > 0) this.secrets.add(secret);
  }
}

/** Every secret value the sources hold (credential fields, secret parameters), used or not: what a model must never see. */
export function knownSecrets(sources: ValueSources): string[] {
  const leaves = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];
  const parameters = [...sources.secretParameters].flatMap((key) => leaves(sources.parameters[key]));
  return [...leaves(sources.credentials), ...parameters].filter((secret) => secret.length > 0);
}

/** Credentials are named as people write them: "Admin" finds "admin". */
function lookup(credentials: Record<string, unknown>, name: string): unknown {
  if (name in credentials) return credentials[name];
  const key = Object.keys(credentials).find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : credentials[key];
}

/** A credential's username or password, under the names credentials are saved with. */
export function readField(entry: unknown, field: 'username' | 'password'): unknown {
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as Record<string, unknown>;
  // "username" also answers to the e-mail or login a credential was saved with.
  const names = field === 'username' ? ['username', 'email', 'login', 'user'] : ['password', 'secret'];
  return names.map((key) => record[key]).find((found) => typeof found === 'string');
}

/** A credential's one-time code secret, under the names it is saved with. */
export function readTotp(entry: unknown): unknown {
  if (!entry || typeof entry !== 'object') return undefined;
  const record = entry as Record<string, unknown>;
  return ['totp', 'totp_secret', 'totpSecret', 'otp', 'otp_secret', 'mfa_secret']
    .map((key) => record[key])
    .find((found) => typeof found === 'string');
}
