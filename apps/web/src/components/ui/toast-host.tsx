import { message } from 'antd';
import { useEffect } from 'react';
import { takeToasts, usePendingToasts } from '@/lib/toast';

/**
 * Shows the toasts of lib/toast.ts with antd's message, inside the app's ConfigProvider so they
 * follow light and dark mode. Loaded with the first toast.
 */
export function ToastHost() {
  // Below the 64 px headers, so a toast never covers their search box or menu.
  const [api, holder] = message.useMessage({ maxCount: 3, top: 72 });
  const toasts = usePendingToasts();

  useEffect(() => {
    if (toasts.length === 0) {
      return;
    }
    for (const item of toasts) {
      void api.open({ type: item.kind, content: item.text, duration: item.durationMs / 1000 });
    }
    takeToasts(new Set(toasts.map((item) => item.id)));
  }, [toasts, api]);

  return holder;
}
