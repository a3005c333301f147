import '@/i18n/network';
import { Form, type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveErrorItem } from './save-error-alert';

type FormDialogProps<Values> = {
  open: boolean;
  title: string;
  okText: string;
  form: FormInstance<Values>;
  /** The save the form makes: its progress and why it last failed. */
  save: { isPending: boolean; isError: boolean; error: unknown };
  /** Spec §8's failure text ('Failed to save the fare'), already translated. */
  failedTitle: string;
  onFinish: (values: Values) => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A dialog holding one form of the network: OK submits it, a failed save shows above its fields.
 * It stays mounted while closed, so the caller may fill the form before it opens.
 */
export function FormDialog<Values>({
  open,
  title,
  okText,
  form,
  save,
  failedTitle,
  onFinish,
  onClose,
  children,
}: FormDialogProps<Values>) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText={t('network.common.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={onFinish}>
        <SaveErrorItem save={save} title={failedTitle} />
        {children}
      </Form>
    </Modal>
  );
}
