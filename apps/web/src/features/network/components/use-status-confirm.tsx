import type { RecordStatus } from '@foleni/contract';
import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalText } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';

/** What the confirmation of a record's archiving or restoring says, and the toasts after it. */
export interface StatusConfirmTexts {
  title: string;
  body: string | null;
  done: string;
  fallback: string;
}

/**
 * Asks before archiving an active region, station, route or place (or restoring an archived one),
 * then sets its status and says how it went. Render `modalHolder` where the confirmation may open.
 */
export function useStatusConfirm<T extends { id: number; status: RecordStatus }>(
  setStatus: (input: { id: number; status: RecordStatus }) => Promise<unknown>,
  textsOf: (record: T, archive: boolean) => StatusConfirmTexts,
) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const confirmStatus = (record: T) => {
    const archive = record.status === 'active';
    const texts = textsOf(record, archive);
    modal.confirm({
      title: texts.title,
      content: texts.body,
      okText: t(archive ? 'network.common.archive' : 'network.common.restore'),
      okButtonProps: { danger: archive },
      onOk: () =>
        setStatus({ id: record.id, status: archive ? 'archived' : 'active' }).then(
          () => toast.success(texts.done),
          (error: unknown) => toast.error(refusalText(t, error, texts.fallback)),
        ),
    });
  };
  return { confirmStatus, modalHolder };
}
