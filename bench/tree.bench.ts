/**
 * Test-tree speed with 10,000 tests (500 folders of 20, two levels deep): building the nested
 * tree from the server's flat items, searching it, flattening the visible rows, and rendering
 * the virtualized list to HTML (react-dom/server with the list's initial size, so only the rows
 * in view render, as in the browser); and the tree on the wire: GET …/tree from the listening
 * product on PGlite, with `Accept-Encoding: br, gzip` as browsers send it and without.
 * Run with `npm run bench`; the figures go into the bench report, never into timed tests.
 * Budgets (issue 20): compressed bytes ≤ 15 % of the uncompressed ones measured in the same run,
 * p95 of the compressed GET ≤ 50 ms.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { expect, test } from 'vitest';
import { testTreeMachine, type TestTreeContext } from '../machines/testTree/testTree.machine';
import { buildTree, searchTree, visibleRows, type TreeItem } from '../machines/testTree/treeModel';
import { TestTreeView } from '../src/features/tree/TestTreeView';
import { snapshotOf } from '../src/ui/stories/machineSnapshot';
import { createTestApp } from '../server/testing/app.ts';
import { record } from './report.ts';
import { insertTenThousandTests, load, percentile, signedInProject } from './support.ts';

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
const allFolders = items
  .filter((item) => item.is_folder)
  .map((item) => (item.full_parent_path ? `${item.full_parent_path}/${item.entity_name}` : item.entity_name));

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
    confirmDialog: { send: () => {} },
    suiteId: 'suite-1',
    items,
    virtualFolders: [],
    expanded: allFolders,
    search: '',
    selectedTestId: null,
    editing: null,
    draftName: '',
    moving: null,
    deletingPath: null,
    error: null,
  };
  const snapshot = snapshotOf(testTreeMachine, 'browsing', context);
  const render = () =>
    renderToString(
      createElement(ChakraProvider, {
        value: defaultSystem,
        // biome-ignore lint/correctness/noChildrenProp: ChakraProviderProps requires `children`, and createElement's types do not count a third argument as it.
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

/** One GET's body as it crossed the wire (node:http never decodes) and its Content-Encoding. */
function onTheWire(url: string, headers: Record<string, string>): Promise<{ body: Buffer; encoding: string | null }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) reject(new Error(`${url} answered ${response.statusCode}`));
          else resolve({ body: Buffer.concat(chunks), encoding: (response.headers['content-encoding'] as string | undefined) ?? null });
        });
      })
      .on('error', reject);
  });
}

const decode = ({ body, encoding }: { body: Buffer; encoding: string | null }) =>
  encoding === 'br' ? zlib.brotliDecompressSync(body) : encoding === 'gzip' ? zlib.gunzipSync(body) : body;

test('GET the tree of 10,000 tests: bytes on the wire and p95, compressed and not', async () => {
  const SECONDS = 8;
  const t = await createTestApp('pglite');
  try {
    const { session, suiteId } = await signedInProject(t, 'tree-wire@example.com');
    await insertTenThousandTests(t, suiteId);
    const url = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/test-suites/${suiteId}/tree`;
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const browser = { ...auth, 'accept-encoding': 'br, gzip' };

    const identity = await onTheWire(url, auth);
    const gzip = await onTheWire(url, { ...auth, 'accept-encoding': 'gzip' });
    const br = await onTheWire(url, browser);
    expect([identity.encoding, gzip.encoding, br.encoding]).toEqual([null, 'gzip', 'br']);
    expect(decode(gzip)).toEqual(identity.body);
    expect(decode(br)).toEqual(identity.body);
    const bytes = (name: string, value: number) =>
      record({ section: 'API', name: `GET /api/test-suites/{id}/tree, 10,000 tests: bytes on the wire, ${name}`, value, unit: 'bytes' });
    bytes('no Accept-Encoding (identity)', identity.body.length);
    bytes('Accept-Encoding: gzip', gzip.body.length);
    bytes('Accept-Encoding: br, gzip (brotli)', br.body.length);
    record({
      section: 'API',
      name: 'GET /api/test-suites/{id}/tree, 10,000 tests: bytes with br, gzip ÷ identity, same run',
      value: br.body.length / identity.body.length,
      unit: '',
      budget: 0.15,
    });
    record({
      section: 'API',
      name: 'GET /api/test-suites/{id}/tree, 10,000 tests: bytes with gzip ÷ identity, same run',
      value: gzip.body.length / identity.body.length,
      unit: '',
    });

    for (const [name, headers, budget] of [
      ['Accept-Encoding: br, gzip', browser, 50],
      ['identity', auth, undefined],
    ] as const) {
      await load({ url, headers, connections: 10, seconds: 2 }); // warm-up
      const { latencies } = await load({ url, headers, connections: 1, seconds: SECONDS });
      record({
        section: 'API',
        name: `GET /api/test-suites/{id}/tree, 10,000 tests, ${name}: p50, 1 connection`,
        value: percentile(latencies, 50),
        unit: 'ms',
      });
      record({
        section: 'API',
        name: `GET /api/test-suites/{id}/tree, 10,000 tests, ${name}: p95, 1 connection`,
        value: percentile(latencies, 95),
        unit: 'ms',
        budget,
      });
    }
  } finally {
    await t.close();
  }
}, 300_000);
