/**
 * Where step screenshots come from: a key becomes an address through the app's screenshot cache
 * (src/app/screenshotCache.ts), read with React's `use()` under a Suspense boundary. Stories
 * provide their own source (drawn images) through the context.
 */
import { Box, Image, Skeleton, type ImageProps } from '@chakra-ui/react';
import { createContext, Suspense, use } from 'react';
import { LuImageOff } from 'react-icons/lu';
import { screenshotCache } from '../../app/screenshotCache';

/** A screenshot key to its address, or null when it cannot be had. The same key must answer the same promise while it is valid. */
export type ScreenshotSource = (key: string) => Promise<string | null>;

export const ScreenshotSourceContext = createContext<ScreenshotSource>(screenshotCache.get);

type Props = Omit<ImageProps, 'src'> & { screenshotKey: string; alt: string };

function ScreenshotAddress({ screenshotKey, alt, ...imageProps }: Props) {
  const src = use(use(ScreenshotSourceContext)(screenshotKey));
  if (!src) {
    // Spec section 8: a screenshot that cannot be fetched shows nothing, with no toast.
    return (
      <Box
        display="flex"
        alignItems="center"
        justifyContent="center"
        bg="bg.muted"
        color="fg.subtle"
        role="img"
        aria-label={`${alt} (unavailable)`}
        {...(imageProps as object)}
      >
        <LuImageOff />
      </Box>
    );
  }
  return <Image src={src} alt={alt} {...imageProps} />;
}

/** A step screenshot by key; a skeleton of the same size while its address is fetched. */
export function ScreenshotImage(props: Props) {
  const { w, h, aspectRatio } = props;
  return (
    <Suspense fallback={<Skeleton w={w} h={h} aspectRatio={aspectRatio} />}>
      <ScreenshotAddress {...props} />
    </Suspense>
  );
}
