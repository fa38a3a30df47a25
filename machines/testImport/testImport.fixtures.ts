/** Sample files and outcomes shared by the path model, the tests and the stories (no test helpers here). */
import { checkoutTest } from '../testCaseEditor/testCaseEditor.samples';
import type { ChosenFile, ExportResult, ImportResult, TestImportContext } from './testImport.machine';

export const SHOP_SUITE_ID = checkoutTest.test_suite_id;
export const SHOP_PROJECT_NAME = 'Shop';

/** One test as the product exports it (no ids of the project, no credentials). */
export const exportedTest = {
  test_suite_id: SHOP_SUITE_ID,
  path: 'shop/checkout',
  name: 'Pay by card',
  title: 'A shopper pays by card',
  website: 'https://shop.example',
  description: 'Add a mug to the cart and pay with @CARD.',
  test_parameters: { CARD: '4242 4242 4242 4242' },
  final_script: null,
  final_script_py: null,
};

export const exportResult: ExportResult = { test_cases: [exportedTest, { ...exportedTest, name: 'Pay by invoice' }] };

/** A Critical Journey export of two tests. */
export const exportFile: ChosenFile = { name: 'shop.critical-journey.json', text: JSON.stringify(exportResult) };

/** A JSON file that is not an export. */
export const packageJsonFile: ChosenFile = { name: 'package.json', text: '{ "name": "shop" }' };

export const checkoutSpecFile: ChosenFile = {
  name: 'checkout.spec.ts',
  text: [
    "import { test, expect } from '@playwright/test';",
    "test('pays by card', async ({ page }) => {",
    "  await page.goto('https://shop.example');",
    "  await expect(page.getByText('Thank you')).toBeVisible();",
    '});',
    '',
  ].join('\n'),
};

export const cartSpecFile: ChosenFile = {
  name: 'cart.spec.js',
  text: "const { test } = require('@playwright/test');\ntest('adds a mug', async ({ page }) => { await page.goto('https://shop.example/cart'); });\n",
};

export const notesFile: ChosenFile = { name: 'notes.md', text: '# Checkout notes' };

/** Three tests created, one skipped. */
export const importResult: ImportResult = {
  test_cases: [
    { ...checkoutTest, _id: '8f14e45f-ceea-4c67-a1d2-6b1f2a9c3e11', path: 'checkout', name: 'pays by card' },
    { ...checkoutTest, _id: '8f14e45f-ceea-4c67-a1d2-6b1f2a9c3e12', path: 'checkout', name: 'pays by invoice' },
    { ...checkoutTest, _id: '8f14e45f-ceea-4c67-a1d2-6b1f2a9c3e13', path: 'cart', name: 'adds a mug' },
  ],
  skipped: [
    {
      name: 'checkout.spec.ts › refunds',
      reason: "It never opens an address with page.goto('...'), and a test needs its website.",
    },
  ],
};

/** The context of a dialog with nothing chosen yet. */
export const closedContext: TestImportContext = {
  suiteId: SHOP_SUITE_ID,
  projectName: SHOP_PROJECT_NAME,
  files: [],
  body: null,
  error: null,
  result: null,
};
