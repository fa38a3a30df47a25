/**
 * Test-tree speed with 10,000 tests (500 folders of 20, two levels deep): building the nested
 * tree from the server's flat items, searching it, flattening the visible rows, and rendering
 * the virtualized list to HTML (react-dom/server with the list's initial size, so only the rows
 * in view render, as in the browser).
 * Run with `npm run bench`; the figures go into the bench report, never into timed tests.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { expect, test } from 'vitest';
import { testTreeMachine, type TestTreeContext } from '../machines/testTree/testTree.machine';
import { buildTree, searchTree, visibleRows, type TreeItem } from '../machines/testTree/treeModel';
import { TestTreeView } from '../src/features/tree/TestTreeView';
import { snapshotOf } from '../src/ui/stories/machineSnapshot';
import { record } from './report.ts';

const STATES = ['completed', 'failed', 'created', 'running', 'error'] as const;

/** Areas of 25 folders of 20 tests each: 10,000 tests, as the server lists them. */
function tenThousandItems(): TreeItem[] {
  const items: TreeItem[] = [];
  for (let a = 0; a < 20; a++) {
    items.push({ entity_name: `Area ${a}`, full_parent_path: '', is_folder: true, is_virtual: false });
    for (let f = 0; f < 25; f++) {
      items.push({ entity_name: `Feature ${f}`, full_parent_path: `Area ${a}`, is_folder: true, is_virtual: false });
      for (let t = 0; t < 20; t++) {
        items.push({
          entity_name: `Checkout step ${a}.${f}.${t}`,
          full_parent_path: `Area ${a}/Feature ${f}`,
          is_folder: false,
          is_virtual: false,
          test_case_id: `test-${a}-${f}-${t}`,
          test_case_state: STATES[t % STATES.length],
        });
      }
    }
  }
  return items;
}

type Stats = { latency: { mean: number; p50: number; p99: number }; throughput: { mean: number } };
const report = (name: string, { latency }: Stats) => record({ section: 'Tree model', name: `${name}: p50`, value: latency.p50, unit: 'ms' });

const items = tenThousandItems();
const allFolders = items.filter((item) => item.is_folder).map((item) => (item.full_parent_path ? `${item.full_parent_path}/${item.entity_name}` : item.entity_name));

test('test tree model with 10,000 tests', async ({ bench }) => {
  expect(items.filter((item) => !item.is_folder)).toHaveLength(10_000);

  const build = (await bench('buildTree', () => {
    buildTree(items);
  }).run({ time: 2000 })) as unknown as Stats;
  report('build the tree of 10,000 tests', build);

  const tree = buildTree(items);
  const search = (await bench('searchTree', () => {
    searchTree(tree, 'step 7.1');
  }).run({ time: 2000 })) as unknown as Stats;
  report(`search 10,000 tests ('step 7.1', ${visibleRows(searchTree(tree, 'step 7.1'), new Set(), true).length} rows)`, search);

  const expanded = new Set(allFolders);
  const flatten = (await bench('visibleRows', () => {
    visibleRows(tree, expanded);
  }).run({ time: 2000 })) as unknown as Stats;
  report('flatten 10,520 rows, every folder open', flatten);

  const all = (await bench('build + search + flatten', () => {
    visibleRows(searchTree(buildTree(items), 'checkout step 1'), new Set(), true);
  }).run({ time: 2000 })) as unknown as Stats;
  report('build + search + flatten (a keystroke on a fresh list)', all);

  expect(all.latency.mean).toBeGreaterThan(0);
});

test('virtualized list render with 10,000 tests', async ({ bench }) => {
  const context: TestTreeContext = {
    suiteId: 'suite-1',
    items,
    virtualFolders: [],
    expanded: allFolders,
    search: '',
    selectedTestId: null,
    editing: null,
    draftName: '',
    moving: null,
    error: null,
  };
  const snapshot = snapshotOf(testTreeMachine, 'browsing', context);
  const render = () =>
    renderToString(
      createElement(ChakraProvider, {
        value: defaultSystem,
        children: createElement(TestTreeView, { snapshot, send: () => {}, initialRect: { width: 360, height: 640 } }),
      }),
    );
  const rendered = (render().match(/role="treeitem"/g) ?? []).length;
  expect(rendered).toBeLessThan(60);

  const stats = (await bench('renderToString', () => {
    render();
  }).run({ time: 2000 })) as unknown as Stats;
  report(`server-render the list (10,520 rows, ${rendered} in the DOM)`, stats);
});
