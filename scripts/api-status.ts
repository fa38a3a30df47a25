/** `npm run api-status`: rewrites the README's API status table from the contract and handlers. */
import fs from 'node:fs';
import { replaceStatusSection } from '../server/api/status.ts';

const readme = fs.readFileSync('README.md', 'utf8');
fs.writeFileSync('README.md', replaceStatusSection(readme));
console.log('README.md API status table updated.');
