/**
 * Alert channels' targets: which are valid, and how they are shown. The one copy the server
 * (server/alerts) and the Alerts settings (machines/alerts) check with. Imports nothing but the
 * e-mail rule, like everything under rules/.
 */
import { isEmail } from './validation.ts';

export type AlertChannelKind = 'email' | 'slack' | 'webhook';

export const MAX_ALERT_EMAILS = 20;
export const MAX_ALERT_URL_LENGTH = 2000;

export const ALERT_URL_MESSAGE = 'Enter an http:// or https:// address, e.g. https://hooks.example.com/critical-journey.';
export const ALERT_EMAILS_MESSAGE = `Enter one to ${MAX_ALERT_EMAILS} e-mail addresses, separated by commas.`;

/** The addresses of an e-mail target: comma- (or semicolon-, or space-) separated, trimmed, without repeats. */
export function alertEmails(target: string): string[] {
  return [...new Set(target.split(/[,;\s]+/).map((address) => address.trim().toLowerCase()))].filter(Boolean);
}

/** Why the target cannot serve this kind of channel, or null when it can. */
export function alertTargetError(kind: AlertChannelKind, target: string): string | null {
  const text = target.trim();
  if (kind === 'email') {
    const addresses = alertEmails(text);
    if (addresses.length === 0 || addresses.length > MAX_ALERT_EMAILS) return ALERT_EMAILS_MESSAGE;
    const invalid = addresses.find((address) => !isEmail(address));
    return invalid ? `Invalid Email: "${invalid}" is not an e-mail address.` : null;
  }
  if (text.length > MAX_ALERT_URL_LENGTH || !URL.canParse(text)) return ALERT_URL_MESSAGE;
  const url = new URL(text);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return ALERT_URL_MESSAGE;
  // Credentials in the address would be sent as they are to whoever answers a redirect, and shown in errors.
  if (url.username || url.password) return 'Put no user name or password in the address; a webhook is authenticated by its signature.';
  return null;
}

/** The target as stored: e-mail addresses normalized, a URL trimmed. */
export function normalizeAlertTarget(kind: AlertChannelKind, target: string): string {
  return kind === 'email' ? alertEmails(target).join(', ') : target.trim();
}

/**
 * The target as listings show it. E-mail addresses are shown; an address is cut to its origin,
 * since Slack's (and most webhooks') carry their token in the path or the query.
 */
export function maskAlertTarget(kind: AlertChannelKind, target: string): string {
  if (kind === 'email') return target;
  if (!URL.canParse(target)) return '********';
  const url = new URL(target);
  const rest = `${url.pathname}${url.search}`;
  return rest === '/' || rest === '' ? url.origin : `${url.origin}/********`;
}
