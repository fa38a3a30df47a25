/**
 * The large screenshot beside the details: the newest one while the test is generated, else
 * the slideshow (spec section 9: the machine switches it every 750 ms). Clicking opens the viewer.
 */
import type { TestCasePageEvent } from '../../../machines/testCasePage/testCasePage.machine';
import type { ShowcaseView } from '../../../machines/testCasePage/testCasePage.selectors';
import { ScreenshotFigure } from '../../ui/ScreenshotFigure';
import { ScreenshotImage } from './screenshotSource';

export const NEWEST_SCREENSHOT = 'Newest screenshot';

type Props = { showcase: ShowcaseView | null; send: (event: TestCasePageEvent) => void };

export function ScreenshotShowcase({ showcase, send }: Props) {
  if (!showcase) return null;
  const caption = showcase.isLive ? NEWEST_SCREENSHOT : `Screenshot ${showcase.index + 1} of ${showcase.count}`;
  return (
    <ScreenshotFigure caption={caption} onOpen={() => send({ type: 'screenshot.open', index: showcase.index })}>
      <ScreenshotImage screenshotKey={showcase.key} alt={caption} w="full" aspectRatio="16/10" objectFit="cover" />
    </ScreenshotFigure>
  );
}
