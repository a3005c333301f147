import '@/i18n/passengers';
import type { ComplaintDetail } from '@foleni/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { ComplaintForm } from '@/features/complaints/components/complaint-form';
import { useSession } from '@/lib/session';

/** Shown once a complaint is sent: its code (antd's Result) is not part of the page's first visit. */
const ComplaintSent = lazy(() =>
  import('@/features/complaints/components/complaint-sent').then((module) => ({
    default: module.ComplaintSent,
  })),
);

/**
 * `/complain` (spec §2, §3, §4): anyone may write a complaint. Signed out, it waits on the device
 * while the person signs in and is then sent by itself; the form starts afresh for the account.
 */
export default function ComplainRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [sent, setSent] = useState<ComplaintDetail | null>(null);
  return (
    <>
      <PageMeta title={t('complaints.form.pageTitle')} description={t('complaints.form.lead')} />
      <PageHeader title={t('complaints.form.title')} lead={t('complaints.form.lead')} />
      <PageBody narrow>
        {sent ? (
          <Suspense fallback={null}>
            <ComplaintSent complaint={sent} onAnother={() => setSent(null)} />
          </Suspense>
        ) : (
          <ComplaintForm key={user?.id ?? 'signed-out'} user={user} onSubmitted={setSent} />
        )}
      </PageBody>
    </>
  );
}
