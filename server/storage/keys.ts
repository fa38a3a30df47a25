/**
 * Keys are relative paths made by the product (`run/<uuid>/trace.zip`,
 * `generation/<uuid>/<uuid>/3.png`). Both stores refuse anything else, so a key can never name a
 * file outside the store's directory or prefix, whatever a row of the database says.
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  const unsafe =
    key.length === 0 ||
    key.length > 512 ||
    key.includes('\\') ||
    key.includes('\0') ||
    key.startsWith('/') ||
    /^[a-zA-Z]:/.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..');
  if (unsafe)
    throw new Error(
      `Refused file key "${key.slice(0, 100)}": keys are relative paths like run/<id>/trace.zip, without "..", empty parts or backslashes.`,
    );
  return key;
}
