import { useLayoutEffect } from 'react';
import { type DataRouter, RouterProvider } from 'react-router';
import { AppProvider } from './provider';

type AppProps = {
  router: DataRouter;
  /** Called once the first page is drawn (before the browser paints it). */
  onShown: () => void;
};

export function App({ router, onShown }: AppProps) {
  useLayoutEffect(() => onShown(), [onShown]);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
