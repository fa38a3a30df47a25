/** The test-case button of spec section 4: Generate, Cancel, Regenerate or Run; none while editing. */
import { Button } from '@chakra-ui/react';
import { LuPlay, LuRefreshCw, LuSparkles, LuX } from 'react-icons/lu';
import type { TestCaseButtonKind } from '../../../machines/testCasePage/testCaseButton';
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import type { ButtonView } from '../../../machines/testCasePage/testCasePage.selectors';

const variants: Record<TestCaseButtonKind, { event: TestCasePageEvent; icon: React.ReactNode; palette: string }> = {
  generate: { event: { type: 'test.generate' }, icon: <LuSparkles />, palette: 'blue' },
  cancel: { event: { type: 'test.cancel' }, icon: <LuX />, palette: 'gray' },
  regenerate: { event: { type: 'test.regenerate' }, icon: <LuRefreshCw />, palette: 'orange' },
  run: { event: { type: 'test.run' }, icon: <LuPlay />, palette: 'green' },
};

export function TestCaseButton({ button, send }: { button: ButtonView | null; send: (event: TestCasePageEvent) => void }) {
  if (!button) return null;
  const { event, icon, palette } = variants[button.kind];
  return (
    <Button size="sm" colorPalette={palette} loading={button.loading} loadingText={button.label} onClick={() => send(event)}>
      {icon}
      {button.label}
    </Button>
  );
}
