import { NotBuiltYet } from '../../ui/NotBuiltYet';

/** The Test cases screen. Its tree, editor and actions arrive with issue #4. */
export function TestsPage() {
  return <NotBuiltYet screen="Test cases" issue={4} />;
}
