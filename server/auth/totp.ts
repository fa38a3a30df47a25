/** TOTP second factors: 6 digits, 30 seconds, SHA-1, as every authenticator app expects. */
import QRCode from 'qrcode';
import { Secret, TOTP } from 'otpauth';

function totp(secretBase32: string, issuer: string, label: string): TOTP {
  return new TOTP({ issuer, label, secret: Secret.fromBase32(secretBase32), algorithm: 'SHA1', digits: 6, period: 30 });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function totpUri(secretBase32: string, issuer: string, label: string): string {
  return totp(secretBase32, issuer, label).toString();
}

/**
 * The QR code as SVG markup. GoTrue sends markup and supabase-js prefixes it with
 * `data:image/svg+xml;utf-8,` itself. Colours are written as names, since a `#` would end
 * that data URL early.
 */
export async function totpQrSvg(uri: string): Promise<string> {
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2 });
  return svg.replaceAll('"#ffffff"', '"white"').replaceAll('"#000000"', '"black"').trim();
}

/** Accepts the current code and its neighbours either side, for clocks a little apart. */
export function isValidTotpCode(secretBase32: string, code: unknown): boolean {
  if (typeof code !== 'string' || !/^\d{6}$/.test(code)) return false;
  return totp(secretBase32, 'check', 'check').validate({ token: code, window: 1 }) !== null;
}
