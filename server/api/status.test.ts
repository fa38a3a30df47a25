import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replaceStatusSection } from './status.ts';

describe('the README status table', () => {
  it('matches the contract and the handlers (run `npm run api-status` after building an operation)', () => {
    const readme = fs.readFileSync('README.md', 'utf8');
    expect(readme).toBe(replaceStatusSection(readme));
  });
});
