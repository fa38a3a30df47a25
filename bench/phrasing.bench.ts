/**
 * The phrasing figure: the share of the corpus of real step lines (tests/fixtures/phrasing/) that
 * the parser reads as their authors meant, overall and by intent, with no model; lines that are
 * goals only a model can plan are counted apart. Targets: at least 90 % of our own corpus (the
 * lines without a batch, the ones the parser was tuned on) and at least 85 % of each held-out
 * batch (lines collected and judged before anyone looked at how the parser reads them).
 */
import { test } from 'vitest';
import { loadCorpus, measure } from '../server/engine/steps/phrasing.ts';
import { record } from './report.ts';

test('phrasing corpus read as meant', () => {
  const corpus = loadCorpus();
  const result = measure(corpus);
  const { own } = result;
  record({
    section: 'Phrasing',
    name: `corpus lines read as meant (${own.meant} of ${own.lines}; ${own.needsModel} model-only and ${own.notUi} no-UI setup lines apart)`,
    value: own.share,
    unit: '%',
    atLeast: 90,
  });
  for (const [batch, part] of Object.entries(result.batches)) {
    record({
      section: 'Phrasing',
      name: `held-out batch ${batch}: ${part.meant} of ${part.lines} read as meant (${part.needsModel} model-only and ${part.notUi} no-UI setup lines apart)`,
      value: part.share,
      unit: '%',
      atLeast: 85,
    });
  }
  for (const [intent, share] of Object.entries(result.byIntent)) {
    record({ section: 'Phrasing', name: `read as meant: ${intent} (${share.meant} of ${share.lines})`, value: share.share, unit: '%' });
  }
  record({
    section: 'Phrasing',
    name: 'lines whose intended reading the language cannot write yet',
    value: result.expectedUnwritable,
    unit: 'lines',
  });
  record({ section: 'Phrasing', name: 'parse and judge one corpus line', value: result.msPerLine, unit: 'ms', budget: 50 });
});
