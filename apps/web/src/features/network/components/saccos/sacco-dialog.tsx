import '@/i18n/network';
import { type Sacco, type SaccoInput, saccoInputSchema } from '@foleni/contract';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSaveSacco } from '../../api/save-sacco';
import { FormDialog } from '../form-dialog';

type SaccoFormValues = {
  name: string;
  registration_number?: string | null;
  logo_url?: string | null;
  email?: string | null;
  phone_number?: string | null;
};

const FIELDS = ['name', 'registration_number', 'logo_url', 'email', 'phone_number'] as const;

const toInput = (values: SaccoFormValues): SaccoInput => ({
  name: values.name ?? '',
  registration_number: values.registration_number || null,
  logo_url: values.logo_url?.trim() || null,
  email: values.email?.trim() || null,
  phone_number: values.phone_number || null,
});

type SaccoDialogProps = {
  open: boolean;
  /** The Sacco being edited; none to register one. */
  sacco: Sacco | null;
  onClose: () => void;
};

/** Registers a Sacco (system admins) or edits a Sacco's profile. */
export function SaccoDialog({ open, sacco, onClose }: SaccoDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaccoFormValues>();
  const save = useSaveSacco();
  const rule = useSchemaRule(saccoInputSchema, toInput);

  useEffect(() => {
    if (!open) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue({
      name: sacco?.name ?? '',
      registration_number: sacco?.registration_number ?? '',
      logo_url: sacco?.logo_url ?? '',
      email: sacco?.email ?? '',
      phone_number: sacco?.phone_number ?? '',
    });
  }, [open, sacco, form, save.reset]);

  const submit = (values: SaccoFormValues) =>
    save.mutate(
      { id: sacco?.id ?? null, input: toInput(values) },
      {
        onSuccess: () => {
          toast.success(t(sacco ? 'network.saccos.updated' : 'network.saccos.created'));
          onClose();
        },
        onError: (error) => form.setFields(serverFieldErrors(t, error, FIELDS)),
      },
    );

  return (
    <FormDialog<SaccoFormValues>
      open={open}
      title={sacco ? t('network.saccos.editTitle', { name: sacco.name }) : t('network.saccos.new')}
      okText={t('network.common.save')}
      form={form}
      save={save}
      failedTitle={t('network.saccos.saveFailed')}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('network.saccos.name')} rules={[rule('name')]} required>
        <Input maxLength={120} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="registration_number"
        label={t('network.saccos.registration')}
        rules={[rule('registration_number')]}
      >
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="email" label={t('network.saccos.email')} rules={[rule('email')]}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="phone_number"
        label={t('network.saccos.phone')}
        rules={[rule('phone_number')]}
      >
        <Input maxLength={20} inputMode="tel" />
      </Form.Item>
      <Form.Item name="logo_url" label={t('network.saccos.logo')} rules={[rule('logo_url')]}>
        <Input type="url" placeholder="https://" />
      </Form.Item>
    </FormDialog>
  );
}
