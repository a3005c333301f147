import '@/i18n/account';
import { CrownOutlined } from '@ant-design/icons';
import {
  type Capabilities,
  formatKes,
  PLAN_CAPABILITIES,
  PLANS,
  type Plan,
  type Subscription,
} from '@foleni/contract';
import { Alert, Button, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import card from '@/components/ui/dashboard-card.module.css';
import { usePaymentMethods } from '@/features/bookings/api/get-payment-methods';
import { formatInNairobi } from '@/lib/dates';
import { useSubscription } from '../api/get-subscription';
import styles from './plan-card.module.css';
import { PlanDialog } from './plan-dialog';

const STATUS_COLOURS: Record<Subscription['status'], string> = {
  none: 'default',
  active: 'success',
  grace: 'warning',
  expired: 'error',
};

/** The plan a link asks for (`?plan=basic`, from the pricing section), when this account may take it. */
function usePlanFromLink(offered: readonly Plan[]) {
  const [params, setParams] = useSearchParams();
  const asked = params.get('plan');
  const plan = offered.find((one) => one.id === asked)?.id ?? null;
  const clear = () =>
    setParams(
      (current) => {
        current.delete('plan');
        return current;
      },
      { replace: true },
    );
  return { plan, clear };
}

/**
 * The dashboard's plan card for those who may subscribe: the plan, its status and period, the
 * receipts, and Subscribe / Renew by M-Pesa when the server has M-Pesa. It offers the plans whose
 * capability the server gave the account (a driver: Basic only).
 */
export function PlanCard({ capabilities }: { capabilities: Capabilities }) {
  const { t, i18n } = useTranslation();
  const subscription = useSubscription();
  const methods = usePaymentMethods();
  const offered = PLANS.filter((plan) => capabilities[PLAN_CAPABILITIES[plan.id]]);
  const linked = usePlanFromLink(offered);
  const [open, setOpen] = useState(false);
  const mpesa = methods.data?.includes('mpesa') ?? false;
  const current = subscription.data;
  const date = (moment: string) => formatInNairobi(moment, i18n.language, 'date');
  const close = () => {
    setOpen(false);
    linked.clear();
  };

  return (
    <section className={styles.section} aria-labelledby="plan-title">
      <div className={card.head}>
        <h2 id="plan-title" className={card.title}>
          <CrownOutlined aria-hidden="true" /> {t('plans.title')}
        </h2>
        {mpesa && current ? (
          <Button type="primary" onClick={() => setOpen(true)} disabled={current.paying}>
            {current.status === 'none' ? t('plans.subscribe') : t('plans.renew')}
          </Button>
        ) : null}
      </div>
      {subscription.isPending || methods.isPending ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : subscription.isError ? (
        <Alert
          type="error"
          showIcon
          title={t('plans.loadFailed')}
          action={
            <Button onClick={() => subscription.refetch()}>{t('dashboard.list.retry')}</Button>
          }
        />
      ) : (
        <>
          <dl className={styles.facts}>
            <div>
              <dt>{t('plans.plan')}</dt>
              <dd data-testid="plan-name">
                {subscription.data.plan
                  ? t(`landing.pricing.${subscription.data.plan}.name`)
                  : t('plans.noPlan')}
              </dd>
            </div>
            <div>
              <dt>{t('plans.status')}</dt>
              <dd>
                <Tag color={STATUS_COLOURS[subscription.data.status]} data-testid="plan-status">
                  {t(`plans.statuses.${subscription.data.status}`)}
                </Tag>
              </dd>
            </div>
            {subscription.data.period_end ? (
              <div>
                <dt>{t('plans.periodEnd')}</dt>
                <dd data-testid="plan-period-end">{date(subscription.data.period_end)}</dd>
              </div>
            ) : null}
            {subscription.data.status === 'grace' && subscription.data.grace_until ? (
              <div>
                <dt>{t('plans.graceUntil')}</dt>
                <dd>{date(subscription.data.grace_until)}</dd>
              </div>
            ) : null}
          </dl>
          {mpesa ? null : (
            <Alert type="info" showIcon title={t('plans.mpesaOff')} className={styles.notice} />
          )}
          <h3 className={styles.subtitle}>{t('plans.receipts')}</h3>
          {subscription.data.payments.length === 0 ? (
            <p className={styles.hint}>{t('plans.noReceipts')}</p>
          ) : (
            <ul className={styles.receipts} data-testid="plan-receipts">
              {subscription.data.payments.map((payment) => (
                <li key={payment.id} className={styles.receipt}>
                  <span>{date(payment.created_at)}</span>
                  <span>
                    {payment.plan ? t(`landing.pricing.${payment.plan}.name`) : '—'} ·{' '}
                    {formatKes(payment.amount_kes)}
                  </span>
                  <span className={styles.receiptNumber}>
                    {payment.receipt_number ??
                      t(`plans.paymentStatuses.${paymentStatus(payment.status)}`)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {mpesa && (open || linked.plan) ? (
        <PlanDialog
          offered={offered}
          initialPlan={linked.plan ?? subscription.data?.plan ?? null}
          onClose={close}
        />
      ) : null}
    </section>
  );
}

/** A payment's state in words: waiting, paid, or not paid (whatever the reason). */
function paymentStatus(status: string): 'pending' | 'paid' | 'failed' {
  return status === 'pending' || status === 'paid' ? status : 'failed';
}
