/**
 * The phrasing figure: the share of the corpus of real step lines (tests/fixtures/phrasing/) that
 * the parser reads as their authors meant, overall and by intent, with no model; lines that are
 * goals only a model can plan are counted apart. Target: at least 90 % of our own corpus.
 */
import { test } from 'vitest';
import { loadCorpus, measure } from '../server/engine/steps/phrasing.ts';
import { record } from './report.ts';

test('phrasing corpus read as meant', () => {
  const corpus = loadCorpus();
  const result = measure(corpus);
  const { overall } = result;
  record({ section: 'Phrasing', name: `corpus lines read as meant (${overall.meant} of ${overall.lines}; ${result.needsModel} model-only and ${result.notUi} no-UI setup lines apart)`, value: overall.share, unit: '%', atLeast: 90 });
  for (const [intent, share] of Object.entries(result.byIntent)) {
    record({ section: 'Phrasing', name: `read as meant: ${intent} (${share.meant} of ${share.lines})`, value: share.share, unit: '%' });
  }
  record({ section: 'Phrasing', name: 'lines whose intended reading the language cannot write yet', value: result.expectedUnwritable, unit: 'lines' });
  record({ section: 'Phrasing', name: 'parse and judge one corpus line', value: result.msPerLine, unit: 'ms', budget: 50 });
});
