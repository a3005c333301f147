import '@/i18n/passengers';
import type { ComplaintDetail } from '@foleni/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody, PageHeader } from '@/components/ui/page-header';
import { ComplaintForm } from '@/features/complaints/components/complaint-form';
import { ComplaintSent } from '@/features/complaints/components/complaint-sent';
import { useSession } from '@/lib/session';
import { usePageTitle } from '@/lib/use-page-title';

/**
 * `/complain` (spec §2, §3, §4): anyone may write a complaint. Signed out, it waits on the device
 * while the person signs in and is then sent by itself; the form starts afresh for the account.
 */
export default function ComplainRoute() {
  const { t } = useTranslation();
  usePageTitle(t('complaints.form.pageTitle'));
  const { user } = useSession();
  const [sent, setSent] = useState<ComplaintDetail | null>(null);
  return (
    <>
      <PageHeader title={t('complaints.form.title')} lead={t('complaints.form.lead')} />
      <PageBody narrow>
        {sent ? (
          <ComplaintSent complaint={sent} onAnother={() => setSent(null)} />
        ) : (
          <ComplaintForm key={user?.id ?? 'signed-out'} user={user} onSubmitted={setSent} />
        )}
      </PageBody>
    </>
  );
}
