/**
 * The run's screenshots: every step screenshot below (of any attempt) is an artifact of this run,
 * exchanged for its temporary address when drawn; the one the machine says is open shows in the
 * image viewer overlay.
 */
import { use, type ReactNode } from 'react';
import { selectViewer } from '../../../machines/runView/runView.selectors';
import { ImageViewerOverlay } from '../../ui/ImageViewerOverlay';
import { ScreenshotImage, ScreenshotSourceContext } from '../generation/screenshotSource';
import { RunArtifactSourceContext } from './runArtifacts';
import type { RunViewProps } from './runTypes';

export function RunScreenshots({ runId, snapshot, send, children }: RunViewProps & { runId: string; children: ReactNode }) {
  const viewer = selectViewer(snapshot);
  const artifacts = use(RunArtifactSourceContext);
  return (
    // The shared screenshot pieces read keys from this context: here a key is an artifact of this run.
    <ScreenshotSourceContext value={(name) => artifacts(runId, name)}>
      {children}
      <ImageViewerOverlay open={viewer !== null} onClose={() => send({ type: 'viewer.close' })}>
        {viewer && (
          <ScreenshotImage screenshotKey={viewer.name} alt={`Screenshot after step ${viewer.number}`} maxW="full" maxH="full" objectFit="contain" />
        )}
      </ImageViewerOverlay>
    </ScreenshotSourceContext>
  );
}
