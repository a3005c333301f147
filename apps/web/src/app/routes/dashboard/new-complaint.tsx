import '@/i18n/passengers';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { ComplaintForm } from '@/features/complaints/components/complaint-form';
import { PageHeader } from '@/features/dashboard/components/page-header';
import { useSession } from '@/lib/session';

/** /dashboard/complaints/new: the complaint form, filled in with the account's details. */
export default function NewComplaintRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <PageMeta title={t('complaints.form.dashboardTitle')} />
      <PageHeader
        title={t('complaints.form.dashboardTitle')}
        subtitle={t('complaints.form.dashboardSubtitle')}
      />
      <ComplaintForm
        user={user}
        onSubmitted={(complaint) => navigate(paths.dashboard.complaint.getHref(complaint.id))}
      />
    </>
  );
}
