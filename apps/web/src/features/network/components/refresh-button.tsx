import '@/i18n/network';
import { ReloadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';

type RefreshButtonProps = {
  refetch: () => Promise<{ isError: boolean }>;
  fetching: boolean;
  /** Spec §8's success text ('Regions fetched successfully'), already translated. */
  fetchedText: string;
  /** Spec §8's failure text ('Failed to fetch regions'), already translated. */
  failedText: string;
};

/** Loads the list again on request and says how it went (spec §8's fetched / failed texts). */
export function RefreshButton({ refetch, fetching, fetchedText, failedText }: RefreshButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      icon={<ReloadOutlined />}
      loading={fetching}
      onClick={async () => {
        const result = await refetch();
        if (result.isError) toast.error(failedText);
        else toast.success(fetchedText);
      }}
    >
      {t('network.common.refresh')}
    </Button>
  );
}
