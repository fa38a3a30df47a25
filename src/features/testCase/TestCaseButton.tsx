/**
 * The test-case button of spec section 4: Generate, Cancel, Regenerate or Run; none while
 * editing. Run is the test's runs' button (src/features/runs/RunButton.tsx), given by the app
 * as `runButton` because the runs are their own machine.
 */
import { Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuRefreshCw, LuSparkles, LuX } from 'react-icons/lu';
import type { TestCaseButtonKind } from '../../../machines/testCasePage/testCaseButton';
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import type { ButtonView } from '../../../machines/testCasePage/testCasePage.selectors';

const variants: Record<Exclude<TestCaseButtonKind, 'run'>, { event: TestCasePageEvent; icon: React.ReactNode; palette: string }> = {
  generate: { event: { type: 'test.generate' }, icon: <LuSparkles />, palette: 'blue' },
  cancel: { event: { type: 'test.cancel' }, icon: <LuX />, palette: 'gray' },
  regenerate: { event: { type: 'test.regenerate' }, icon: <LuRefreshCw />, palette: 'orange' },
};

type Props = { button: ButtonView | null; send: (event: TestCasePageEvent) => void; runButton?: ReactNode };

export function TestCaseButton({ button, send, runButton }: Props) {
  if (!button) return null;
  if (button.kind === 'run') return <>{runButton}</>;
  const { event, icon, palette } = variants[button.kind];
  return (
    <Button size="sm" colorPalette={palette} loading={button.loading} loadingText={button.label} onClick={() => send(event)}>
      {icon}
      {button.label}
    </Button>
  );
}
