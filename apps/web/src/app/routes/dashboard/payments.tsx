import '@/i18n/passengers';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { PaymentsTable } from '@/features/payments/components/payments-table';

/** /dashboard/payments: a Sacco's M-Pesa payments (every Sacco's for a system admin). */
export default function PaymentsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('mpesaPayments.title')} />
      <PageHeader title={t('mpesaPayments.title')} subtitle={t('mpesaPayments.subtitle')} />
      <PaymentsTable />
    </>
  );
}
