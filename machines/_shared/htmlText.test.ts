import { describe, expect, it } from 'vitest';
import { escapeHtml } from './htmlText';

describe('escapeHtml', () => {
  it('turns the characters HTML reads as markup into character references', () => {
    expect(escapeHtml(`<b>"Tom" & 'Jerry'</b>`)).toBe('&#60;b&#62;&#34;Tom&#34; &#38; &#39;Jerry&#39;&#60;/b&#62;');
    expect(escapeHtml('BASE_URL')).toBe('BASE_URL');
  });
});
