/**
 * How a step's values are written into a script. Literals become escaped string literals;
 * parameters and credentials are read from the environment at run time (so no secret is ever
 * written into a script), and variables name what an earlier `store` step read.
 */
import type { Value } from '../steps/types.ts';
import { pyString, safeIdentifier, tsString } from './literals.ts';
import type { CodeContext } from './types.ts';

const envPart = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

/**
 * The environment variable a value is read from: parameter `KEY` → `TEST_PARAM_KEY`;
 * the password of "admin" → `TEST_PARAM_CREDENTIAL_ADMIN_PASSWORD`; credential "api key" →
 * `TEST_PARAM_CREDENTIAL_API_KEY`. Names are upper-cased and each run of other characters
 * becomes one `_`. Literals and variables are not read from the environment: null.
 */
export function envName(value: Value): string | null {
  switch (value.type) {
    case 'parameter':
      return `TEST_PARAM_${envPart(value.key)}`;
    case 'credential':
      return `TEST_PARAM_CREDENTIAL_${envPart(value.name)}${value.field ? `_${envPart(value.field)}` : ''}`;
    default:
      return null;
  }
}

/** The non-secret default of a parameter, matched by key (case-insensitively as a fallback). */
function parameterDefault(key: string, ctx: CodeContext): string | undefined {
  if (Object.hasOwn(ctx.parameterDefaults, key)) return ctx.parameterDefaults[key];
  const found = Object.keys(ctx.parameterDefaults).find((k) => k.toUpperCase() === key.toUpperCase());
  return found === undefined ? undefined : ctx.parameterDefaults[found];
}

/** A TypeScript expression of type string for the value. */
export function tsValue(value: Value, ctx: CodeContext): string {
  switch (value.type) {
    case 'literal':
      return tsString(value.text);
    case 'variable':
      return safeIdentifier(value.name);
    case 'parameter': {
      const fallback = parameterDefault(value.key, ctx);
      return `env(${tsString(envName(value)!)}${fallback === undefined ? '' : `, ${tsString(fallback)}`})`;
    }
    case 'credential':
      // Credentials never get a fallback: their only source is the environment.
      return `env(${tsString(envName(value)!)})`;
  }
}

/** A Python expression of type str for the value. */
export function pyValue(value: Value, ctx: CodeContext): string {
  switch (value.type) {
    case 'literal':
      return pyString(value.text);
    case 'variable':
      return safeIdentifier(value.name);
    case 'parameter': {
      const fallback = parameterDefault(value.key, ctx);
      return `env(${pyString(envName(value)!)}${fallback === undefined ? '' : `, ${pyString(fallback)}`})`;
    }
    case 'credential':
      return `env(${pyString(envName(value)!)})`;
  }
}

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/**
 * A literal URL as a path to resolve against BASE_URL when it is relative, or absolute on the
 * test's own website (so TEST_WEBSITE_URL can point the script at another copy of the site).
 * '' when it is the website itself; null when it is absolute elsewhere and must be used as is.
 */
function relativeToWebsite(url: string, website: string): string | null {
  if (!ABSOLUTE.test(url)) return url;
  try {
    const target = new URL(url);
    const site = new URL(website);
    if (target.origin !== site.origin) return null;
    if (target.href.replace(/\/$/, '') === site.href.replace(/\/$/, '')) return '';
    return target.pathname + target.search + target.hash;
  } catch {
    return null;
  }
}

/** A TypeScript expression for an absolute URL: `new URL('/login', BASE_URL).href`. */
export function tsUrl(value: Value, ctx: CodeContext): string {
  if (value.type !== 'literal') return `new URL(${tsValue(value, ctx)}, BASE_URL).href`;
  const path = relativeToWebsite(value.text, ctx.website);
  if (path === '') return 'BASE_URL';
  return path === null ? tsString(value.text) : `new URL(${tsString(path)}, BASE_URL).href`;
}

/** A Python expression for an absolute URL: `urljoin(BASE_URL, "/login")`. */
export function pyUrl(value: Value, ctx: CodeContext): string {
  if (value.type !== 'literal') return `urljoin(BASE_URL, ${pyValue(value, ctx)})`;
  const path = relativeToWebsite(value.text, ctx.website);
  if (path === '') return 'BASE_URL';
  return path === null ? pyString(value.text) : `urljoin(BASE_URL, ${pyString(path)})`;
}
