/** Builders of tree items for tests, stories and benchmarks (no Node imports: stories load it). */
import type { TreeItem } from './treeModel';

export const folder = (entity_name: string, full_parent_path = ''): TreeItem => ({
  entity_name,
  full_parent_path,
  is_folder: true,
  is_virtual: false,
});

export const test = (entity_name: string, full_parent_path: string, id: string, state?: TreeItem['test_case_state']): TreeItem => ({
  entity_name,
  full_parent_path,
  is_folder: false,
  is_virtual: false,
  test_case_id: id,
  ...(state && { test_case_state: state }),
});
