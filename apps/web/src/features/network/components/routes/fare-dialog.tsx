import '@/i18n/network';
import { type Fare, type FareInput, fareInputSchema } from '@foleni/contract';
import { Form, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/ui/number-input';
import { serverFieldErrors } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSaveFare } from '../../api/save-fare';
import { FormDialog } from '../form-dialog';
import styles from '../network.module.css';

type FareFormValues = {
  from_stop?: string;
  to_stop?: string;
  amount_kes?: number | null;
  peak_amount_kes?: number | null;
};

const FIELDS = ['from_stop', 'to_stop', 'amount_kes', 'peak_amount_kes'] as const;

const toInput = (values: FareFormValues) =>
  ({
    from_stop: values.from_stop ?? '',
    to_stop: values.to_stop ?? '',
    ...(values.amount_kes == null ? {} : { amount_kes: values.amount_kes }),
    peak_amount_kes: values.peak_amount_kes ?? null,
  }) as FareInput;

type FareDialogProps = {
  routeId: number;
  /** The route's stop names, in order. */
  stopNames: readonly string[];
  open: boolean;
  /** The fare being changed; none to add one. */
  fare: Fare | null;
  onClose: () => void;
};

/** Adds or changes the fare between two stops of a route (the server keeps one per pair). */
export function FareDialog({ routeId, stopNames, open, fare, onClose }: FareDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FareFormValues>();
  const save = useSaveFare();
  const rule = useSchemaRule(fareInputSchema, toInput);
  const options = [...new Set(stopNames)].map((name) => ({ value: name, label: name }));

  useEffect(() => {
    if (!open) return;
    save.reset();
    form.resetFields();
    form.setFieldsValue(
      fare
        ? {
            from_stop: fare.from_stop,
            to_stop: fare.to_stop,
            amount_kes: fare.amount_kes,
            peak_amount_kes: fare.peak_amount_kes,
          }
        : {},
    );
  }, [open, fare, form, save.reset]);

  const submit = (values: FareFormValues) =>
    save.mutate(
      { routeId, input: toInput(values) },
      {
        onSuccess: () => {
          toast.success(t('messages.network.fareSaved'));
          onClose();
        },
        onError: (error) => form.setFields(serverFieldErrors(t, error, FIELDS)),
      },
    );

  return (
    <FormDialog<FareFormValues>
      open={open}
      title={t(fare ? 'network.pricing.editTitle' : 'network.pricing.addTitle')}
      okText={t('network.pricing.saveFare')}
      form={form}
      save={save}
      failedTitle={t('network.pricing.saveFailed')}
      onFinish={submit}
      onClose={onClose}
    >
      <div className={styles.formRow}>
        <Form.Item
          name="from_stop"
          label={t('network.pricing.from')}
          rules={[rule('from_stop')]}
          required
        >
          <Select id="from_stop" showSearch options={options} />
        </Form.Item>
        <Form.Item
          name="to_stop"
          label={t('network.pricing.to')}
          rules={[rule('to_stop')]}
          dependencies={['from_stop']}
          required
        >
          <Select id="to_stop" showSearch options={options} />
        </Form.Item>
      </div>
      <div className={styles.formRow}>
        <Form.Item
          name="amount_kes"
          label={t('network.pricing.amountKes')}
          rules={[rule('amount_kes')]}
          required
        >
          <NumberInput<number> id="amount_kes" className={styles.fullWidth} />
        </Form.Item>
        <Form.Item
          name="peak_amount_kes"
          label={t('network.pricing.peakKes')}
          rules={[rule('peak_amount_kes')]}
          extra={t('network.pricing.peakHint')}
        >
          <NumberInput<number> id="peak_amount_kes" className={styles.fullWidth} />
        </Form.Item>
      </div>
    </FormDialog>
  );
}
