import '@/i18n/account';
import {
  formatKes,
  type Plan,
  type PlanId,
  type SubscribeInput,
  subscribeInputSchema,
} from '@foleni/contract';
import { Button, Form, Input, Modal, Radio, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalReason, serverFieldErrors } from '@/lib/api-error-text';
import { toast } from '@/lib/toast';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { useSubscription } from '../api/get-subscription';
import { useSubscribe } from '../api/subscribe';
import styles from './plan-card.module.css';

type FormValues = { plan?: PlanId; phone?: string };

const formFields = ['plan', 'phone'] as const;

/** Subscribe or renew: the plan, the M-Pesa phone, "check your phone", then the receipt. */
export function PlanDialog({
  offered,
  initialPlan,
  onClose,
}: {
  /** The plans the account may take. */
  offered: readonly Plan[];
  initialPlan: PlanId | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const subscribe = useSubscribe();
  const toInput = (values: FormValues): SubscribeInput => ({
    plan: values.plan as PlanId,
    phone: values.phone ?? '',
  });
  const rule = useSchemaRule(subscribeInputSchema, toInput);
  const start = offered.find((plan) => plan.id === initialPlan) ?? offered[0];

  return (
    <Modal open title={t('plans.dialog.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {subscribe.data ? (
        <PlanPayment onClose={onClose} />
      ) : (
        <Form<FormValues>
          name="plan"
          form={form}
          layout="vertical"
          disabled={subscribe.isPending}
          initialValues={{ plan: start?.id }}
          onFinish={(values) =>
            subscribe.mutate(toInput(values), {
              onError: (error) => {
                form.setFields(serverFieldErrors(t, error, formFields));
                toast.error(refusalReason(t, error, t('plans.dialog.failed')));
              },
            })
          }
        >
          <Form.Item name="plan" label={t('plans.dialog.plan')} rules={[rule('plan')]} required>
            <Radio.Group className={styles.choices}>
              {offered.map((plan) => (
                <Radio key={plan.id} value={plan.id}>
                  {t(`landing.pricing.${plan.id}.name`)} ·{' '}
                  {t('plans.perMonth', { price: formatKes(plan.priceKes) })}
                </Radio>
              ))}
            </Radio.Group>
          </Form.Item>
          <Form.Item name="phone" label={t('plans.dialog.phone')} rules={[rule('phone')]} required>
            <Input
              inputMode="tel"
              autoComplete="tel"
              placeholder={t('plans.dialog.phonePlaceholder')}
            />
          </Form.Item>
          <p className={styles.hint}>{t('plans.dialog.hint')}</p>
          <div className={styles.buttons}>
            <Button onClick={onClose}>{t('plans.dialog.cancel')}</Button>
            <Button type="primary" htmlType="submit" loading={subscribe.isPending}>
              {t('plans.dialog.pay')}
            </Button>
          </div>
        </Form>
      )}
    </Modal>
  );
}

/** "Check your phone" while the prompt is open, then the receipt or why it was not paid. */
function PlanPayment({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const subscription = useSubscription().data;
  const close = [
    <Button key="close" onClick={onClose}>
      {t('plans.dialog.close')}
    </Button>,
  ];
  if (!subscription || subscription.paying) {
    return (
      <Result
        icon={<Spin size="large" />}
        title={t('plans.dialog.checkPhone')}
        subTitle={
          <span role="status" data-testid="plan-payment-status">
            {t('plans.dialog.checkPhoneBody')}
          </span>
        }
        extra={close}
      />
    );
  }
  const last = subscription.payments[0];
  if (last?.status === 'paid') {
    return (
      <Result
        status="success"
        title={t('plans.dialog.paidTitle')}
        subTitle={
          <span role="status" data-testid="plan-payment-status">
            {last.receipt_number
              ? t('plans.dialog.paidReceipt', { receipt: last.receipt_number })
              : t('plans.dialog.paidNoReceipt')}
          </span>
        }
        extra={close}
      />
    );
  }
  return (
    <Result
      status="warning"
      title={t('plans.dialog.notPaidTitle')}
      subTitle={
        <span role="status" data-testid="plan-payment-status">
          {t('plans.dialog.notPaidBody')}
        </span>
      }
      extra={close}
    />
  );
}
