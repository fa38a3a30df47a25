/** Secret masking finds a secret in every form a site or a trace can give it. */
import { describe, expect, it } from 'vitest';
import { maskBytes, maskText } from './secrets.ts';

const SECRET = `a b&<"c'é/😀`;
const htmlEscaped = (quote: Record<string, string>) => SECRET.replace(/[&<>"']/g, (c) => quote[c]);

describe('masking a secret', () => {
  it.each([
    ['as written', SECRET],
    ['JSON-escaped', JSON.stringify(SECRET).slice(1, -1)],
    [
      'JSON-escaped as ASCII',
      JSON.stringify(SECRET)
        .slice(1, -1)
        .replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`),
    ],
    ['with encodeURIComponent', encodeURIComponent(SECRET)],
    ['with encodeURI', encodeURI(SECRET)],
    ['form-urlencoded', new URLSearchParams({ s: SECRET }).toString().slice(2)],
    ['percent-encoded in lower case', encodeURIComponent(SECRET).replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase())],
    ['HTML-escaped with named entities', htmlEscaped({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })],
    ['HTML-escaped with hex entities', htmlEscaped({ '&': '&#x26;', '<': '&#x3C;', '>': '&#x3e;', '"': '&#x22;', "'": '&#x27;' })],
    ['HTML-escaped with decimal entities', htmlEscaped({ '&': '&#38;', '<': '&#60;', '>': '&#62;', '"': '&#34;', "'": '&#039;' })],
  ])('finds it %s', (_, form) => {
    expect(maskText(`<${form}>`, [SECRET])).toBe('<********>');
  });

  it('finds a long secret inside base64 (a Basic authorization header), at any alignment', () => {
    for (const user of ['u', 'us', 'use']) {
      const header = Buffer.from(`${user}:correct horse battery`).toString('base64');
      expect(maskText(header, ['correct horse battery'])).toContain('********');
      expect(maskText(header, ['correct horse battery'])).not.toContain(header.slice(8, 20));
    }
  });

  it('replaces a secret containing another whole', () => {
    expect(maskText('hunter2 and hunter', ['hunter', 'hunter2'])).toBe('******** and ********');
  });

  it('masks binary data byte for byte, leaving the other bytes as they were', () => {
    const data = Buffer.concat([Buffer.from([0xff, 0x00, 0xc3]), Buffer.from('x correct horse y')]);
    expect(maskBytes(data, ['correct horse'])).toEqual(Buffer.concat([Buffer.from([0xff, 0x00, 0xc3]), Buffer.from('x ******** y')]));
    expect(maskBytes(data, ['absent'])).toBeNull();
  });
});
