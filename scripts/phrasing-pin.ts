/**
 * Pins the phrasing corpus lines that read as meant now (tests/fixtures/phrasing/pinned.json), so
 * server/engine/steps/phrasing.test.ts fails if one stops. Pins are only ever added: a pinned line
 * that fails is listed here and left pinned, to be fixed rather than forgotten.
 * Run: node scripts/phrasing-pin.ts
 */
import fs from 'node:fs';
import { loadCorpus, loadPinned, measure, PINNED_FILE } from '../server/engine/steps/phrasing.ts';

const corpus = loadCorpus();
const result = measure(corpus);
const before = new Set(loadPinned());
const passing = new Set(result.passing);
const ids = corpus.map((line) => line.id).filter((id) => passing.has(id) || before.has(id));
fs.writeFileSync(PINNED_FILE, `${JSON.stringify(ids, null, 1)}\n`);
const regressed = [...before].filter((id) => !passing.has(id));
console.log(
  `Read as meant: ${result.overall.meant}/${result.overall.lines} (${result.overall.share.toFixed(1)} %); pinned ${ids.length} (${ids.length - before.size} new).`,
);
console.log(`Own corpus: ${result.own.meant}/${result.own.lines} (${result.own.share.toFixed(1)} %)`);
for (const [batch, s] of Object.entries(result.batches)) console.log(`Held-out batch ${batch}: ${s.meant}/${s.lines} (${s.share.toFixed(1)} %)`);
console.log('Own corpus by intent:');
for (const [intent, s] of Object.entries(result.byIntent)) console.log(`  ${intent}: ${s.meant}/${s.lines} (${s.share.toFixed(0)} %)`);
if (regressed.length) console.log(`Pinned but failing: ${regressed.join(', ')}`);
