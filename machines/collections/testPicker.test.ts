import { describe, expect, it } from 'vitest';
import { LOG_IN_ID, PAY_BY_CARD_ID, PAY_BY_INVOICE_ID, SEARCH_ID, shopTree } from './collections.fixtures';
import { pickerRows } from './testPicker';

const brief = (rows: ReturnType<typeof pickerRows>) => rows.map((row) => [row.depth, row.name, row.checked]);

describe('pickerRows', () => {
  it('lists folders first, every folder open, with their tests', () => {
    const rows = pickerRows(shopTree, '', []);
    expect(brief(rows)).toEqual([
      [0, 'Catalog', false],
      [1, 'Search products', false],
      [0, 'Checkout', false],
      [1, 'Pay by card', false],
      [1, 'Pay by invoice', false],
      [0, 'Log in', false],
    ]);
    expect(rows.map((row) => row.testIds)).toEqual([
      [SEARCH_ID],
      [SEARCH_ID],
      [PAY_BY_CARD_ID, PAY_BY_INVOICE_ID],
      [PAY_BY_CARD_ID],
      [PAY_BY_INVOICE_ID],
      [LOG_IN_ID],
    ]);
    expect(rows.map((row) => row.state)).toEqual([null, 'completed', null, 'completed', 'failed', 'completed']);
  });

  it('ticks a folder when all its tests are picked and mixes it when some are', () => {
    expect(brief(pickerRows(shopTree, '', [PAY_BY_CARD_ID, SEARCH_ID]))).toEqual([
      [0, 'Catalog', true],
      [1, 'Search products', true],
      [0, 'Checkout', 'indeterminate'],
      [1, 'Pay by card', true],
      [1, 'Pay by invoice', false],
      [0, 'Log in', false],
    ]);
  });

  it('keeps what the search matches; a folder then stands for its matching tests only', () => {
    const rows = pickerRows(shopTree, 'CARD', [PAY_BY_CARD_ID]);
    expect(brief(rows)).toEqual([
      [0, 'Checkout', true],
      [1, 'Pay by card', true],
    ]);
    expect(rows[0]!.testIds).toEqual([PAY_BY_CARD_ID]);
  });

  it('offers no folder without tests', () => {
    expect(pickerRows([{ entity_name: 'Empty', full_parent_path: '', is_folder: true, is_virtual: false }], '', [])).toEqual([]);
  });
});
