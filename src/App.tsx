import { ChakraProvider } from '@chakra-ui/react';
import { system } from './ui/system';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { routes } from './routes/routes';
import { attachRouter } from './app/navigation';
import { ConfirmDialog } from './features/confirm/ConfirmDialog';
import { Toaster } from './ui/toaster';
import { appActors } from './wiring/page';
import { applyColorModeFrom } from './app/colorMode';

const router = createBrowserRouter(routes);
attachRouter(router);
applyColorModeFrom(appActors().theme);

export function App() {
  return (
    <ChakraProvider value={system}>
      <RouterProvider router={router} />
      <ConfirmDialog />
      <Toaster />
    </ChakraProvider>
  );
}
