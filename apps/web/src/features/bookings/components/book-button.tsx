import '@/i18n/public-pages';
import { CalendarOutlined } from '@ant-design/icons';
import type { BookingType, RouteDetail } from '@foleni/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlainButton } from '@/components/ui/plain-button';
import { openAuthModal } from '@/lib/auth-modal';
import { useSession } from '@/lib/session';

const BookingDialog = lazy(() =>
  import('./booking-dialog').then((module) => ({ default: module.BookingDialog })),
);

export type BookingStart = {
  boarding?: string | undefined;
  alighting?: string | undefined;
  bookingType?: BookingType | undefined;
  travelDate?: string | undefined;
};

type BookButtonProps = {
  routeId: number;
  /** Fetches the route (its stops and fares); the page passes the routes feature's fetcher. */
  loadRoute: (id: number, signal?: AbortSignal) => Promise<RouteDetail>;
  start?: BookingStart;
};

/**
 * Opens the booking form for a route. Signed out, the Sign In modal comes first and the form
 * opens once the person is signed in. The form's code downloads on the first click.
 */
export function BookButton({ routeId, loadRoute, start = {} }: BookButtonProps) {
  const { t } = useTranslation();
  const { status } = useSession();
  const [open, setOpen] = useState(false);
  const [waitingForLogin, setWaitingForLogin] = useState(false);

  useEffect(() => {
    if (waitingForLogin && status === 'authenticated') {
      setWaitingForLogin(false);
      setOpen(true);
    }
  }, [waitingForLogin, status]);

  const click = () => {
    if (status === 'authenticated') {
      setOpen(true);
    } else {
      setWaitingForLogin(true);
      openAuthModal('login');
    }
  };

  return (
    <>
      <PlainButton type="primary" icon={<CalendarOutlined />} onClick={click}>
        {t('bookings.book')}
      </PlainButton>
      {open ? (
        <Suspense fallback={null}>
          <BookingDialog
            routeId={routeId}
            loadRoute={loadRoute}
            start={start}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
