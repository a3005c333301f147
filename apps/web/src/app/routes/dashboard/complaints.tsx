import '@/i18n/passengers';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import { useCapabilities } from '@/features/auth/api/get-current-user';
import { ComplaintsTable } from '@/features/complaints/components/complaints-table';
import { PageHeader } from '@/features/dashboard/components/page-header';

/** /dashboard/complaints: a customer's own; a Sacco's about it; an owner's about their vehicles; all for admins. */
export default function ComplaintsRoute() {
  const { t } = useTranslation();
  const staff = useCapabilities().capabilities['complaint.viewOthers'];
  return (
    <>
      <PageMeta title={t('complaints.list.pageTitle')} />
      <PageHeader
        title={t('complaints.list.title')}
        subtitle={staff ? t('complaints.list.subtitleStaff') : t('complaints.list.subtitleOwn')}
        extra={
          <ButtonLink
            type="primary"
            icon={<PlusOutlined />}
            to={paths.dashboard.newComplaint.getHref()}
          >
            {t('complaints.list.new')}
          </ButtonLink>
        }
      />
      <ComplaintsTable staff={staff} />
    </>
  );
}
