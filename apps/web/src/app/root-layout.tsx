import { STORAGE_KEYS } from '@foleni/contract/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { useAuthModal } from '@/lib/auth-modal';
import { recordLocation } from '@/lib/previous-location';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { usePendingToasts } from '@/lib/toast';

// Downloaded on first use only: the landing page's first load stays free of forms and zod.
const AuthModal = lazy(() =>
  import('@/features/auth/components/auth-modal').then((module) => ({
    default: module.AuthModal,
  })),
);
const ToastHost = lazy(() =>
  import('@/components/ui/toast-host').then((module) => ({ default: module.ToastHost })),
);

/**
 * Spec §4: once signed in, a complaint written while signed out (localStorage `complaint`) is
 * sent. Only the key is checked here; the code that sends it downloads when there is one.
 */
function useSubmitPendingComplaint() {
  const { t } = useTranslation();
  const { status } = useSession();
  useEffect(() => {
    if (status !== 'authenticated' || storage.get(STORAGE_KEYS.complaint) === null) {
      return;
    }
    void import('@/features/complaints/submit-pending-complaint').then((module) =>
      module.submitPendingComplaint(t),
    );
  }, [status, t]);
}

/** Becomes true once `condition` has been true, and stays so (keeps a lazy part mounted). */
function useOnceTrue(condition: boolean): boolean {
  const [seen, setSeen] = useState(condition);
  if (condition && !seen) {
    setSeen(true);
  }
  return seen || condition;
}

/**
 * Around every page, public or dashboard: restores the session, remembers the previous page
 * (for the redirect after login), and hosts the Sign In modal and the toasts.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const modal = useAuthModal();
  const toasts = usePendingToasts();
  const modalUsed = useOnceTrue(modal.open);
  const toastsUsed = useOnceTrue(toasts.length > 0);
  useSubmitPendingComplaint();

  useEffect(() => {
    recordLocation(pathname);
  }, [pathname]);

  return (
    <>
      <Outlet />
      {modalUsed ? (
        <Suspense fallback={null}>
          <AuthModal />
        </Suspense>
      ) : null}
      {toastsUsed ? (
        <Suspense fallback={null}>
          <ToastHost />
        </Suspense>
      ) : null}
    </>
  );
}
