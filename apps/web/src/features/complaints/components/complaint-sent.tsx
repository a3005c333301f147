import '@/i18n/passengers';
import type { ComplaintDetail } from '@foleni/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

/** After a complaint is filed: its reference, where to follow it, and a way to file another. */
export function ComplaintSent({
  complaint,
  onAnother,
}: {
  complaint: ComplaintDetail;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Result
      status="success"
      title={t('complaints.form.sentTitle')}
      subTitle={t('complaints.form.sentBody', {
        id: complaint.id,
        email: complaint.complainant_email,
      })}
      extra={[
        <ButtonLink key="view" type="primary" to={paths.dashboard.complaint.getHref(complaint.id)}>
          {t('complaints.form.viewComplaint')}
        </ButtonLink>,
        <Button key="another" onClick={onAnother}>
          {t('complaints.form.another')}
        </Button>,
      ]}
    />
  );
}
