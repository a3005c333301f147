import '@/i18n/queue';
import { DesktopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';

/** From a station's page to its live board (a TV at the stage, or a phone in the queue). */
export function StationBoardLink({ stationId }: { stationId: number }) {
  const { t } = useTranslation();
  return (
    <ButtonLink icon={<DesktopOutlined />} to={paths.stationBoard.getHref(stationId)}>
      {t('stationBoard.openLink')}
    </ButtonLink>
  );
}
