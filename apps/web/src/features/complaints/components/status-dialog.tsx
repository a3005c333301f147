import '@/i18n/passengers';
import {
  COMPLAINT_NOTE_REQUIRED,
  type ComplaintStatus,
  complaintStatusInputSchema,
} from '@foleni/contract';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRule } from '@/lib/use-schema-rule';

type StatusDialogProps = {
  /** The status to move to; null when closed. */
  status: ComplaintStatus | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (note: string) => void;
};

/** Confirms a status change with a note (required to resolve or dismiss, spec's workflow). */
export function StatusDialog({ status, pending, onCancel, onConfirm }: StatusDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string }>();
  const rule = useSchemaRule(complaintStatusInputSchema, (values: { note?: string }) => ({
    status: status ?? 'open',
    note: values.note,
  }));
  const required = status !== null && COMPLAINT_NOTE_REQUIRED.includes(status);
  const label = status ? t(`complaints.statuses.${status}`) : '';
  return (
    <Modal
      open={status !== null}
      title={t('complaints.detail.statusDialog.title', { status: label })}
      okText={t('complaints.detail.statusDialog.confirm')}
      cancelText={t('complaints.detail.statusDialog.cancel')}
      confirmLoading={pending}
      onCancel={onCancel}
      onOk={() => form.submit()}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <Form
        name="complaint-status"
        form={form}
        layout="vertical"
        onFinish={(values) => onConfirm(values.note?.trim() ?? '')}
      >
        <Form.Item
          name="note"
          label={t('complaints.detail.statusDialog.note')}
          extra={t('complaints.detail.statusDialog.noteHint')}
          required={required}
          rules={[rule('note')]}
        >
          <Input.TextArea
            rows={4}
            maxLength={2000}
            showCount
            placeholder={t('complaints.detail.statusDialog.notePlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
