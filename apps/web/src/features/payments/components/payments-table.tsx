import '@/i18n/passengers';
import { DownloadOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  MPESA_PAYMENT_STATUSES,
  type MpesaPayment,
  type MpesaPaymentStatus,
  mpesaRefundInputSchema,
} from '@foleni/contract';
import { formatAmount } from '@foleni/contract/plans';
import { Button, DatePicker, Form, Input, Modal } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '@/components/tables/columns';
import { ListFilter } from '@/components/ui/list-toolbar';
import listStyles from '@/components/ui/list-toolbar.module.css';
import { groupTexts, ListView } from '@/components/ui/list-view';
import recordText from '@/components/ui/record-text.module.css';
import { statusTag } from '@/components/ui/status-tag';
import { refusalText } from '@/lib/api-error-text';
import { formatTravelDay } from '@/lib/dates';
import { isoDay, oneOf } from '@/lib/list-filters';
import { problemText } from '@/lib/problem-text';
import { optionsOf } from '@/lib/select-options';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { useSchemaRule } from '@/lib/use-schema-rule';
import { downloadPaymentsCsv, usePayments } from '../api/get-payments';
import { useRefundPayment } from '../api/refund-payment';

const TEXTS = groupTexts('mpesaPayments');

function readFilters(params: URLSearchParams) {
  return {
    status: oneOf(MPESA_PAYMENT_STATUSES, params.get('status')),
    date: isoDay(params.get('date')),
  };
}

/** Paid green, waiting gold, cancelled grey; every way a payment can fail red. */
const PaymentStatusTag = statusTag<MpesaPaymentStatus>({
  colours: {
    paid: 'green',
    pending: 'gold',
    cancelled: 'default',
    expired: 'red',
    unreachable: 'red',
    wrong_pin: 'red',
    insufficient_balance: 'red',
    failed: 'red',
  },
  label: (t, status) => t(`mpesaPayments.statuses.${status}`),
});

/**
 * /dashboard/payments: the Sacco's M-Pesa payments per route and day, with their receipts, the
 * CSV of the same filters, and "refund done" with the M-Pesa reference of the refund.
 */
export function PaymentsTable() {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useListParams(readFilters);
  const payments = usePayments(filter);
  const [refunding, setRefunding] = useState<MpesaPayment | null>(null);
  const amount = (payment: MpesaPayment) =>
    t('mpesaPayments.amount', { amount: formatAmount(payment.amount_kes) });
  const status = (payment: MpesaPayment) => <PaymentStatusTag status={payment.status} />;
  const receipt = (payment: MpesaPayment) =>
    payment.refund_reference
      ? t('mpesaPayments.refunded', {
          receipt: payment.receipt_number ?? '—',
          reference: payment.refund_reference,
        })
      : (payment.receipt_number ?? '—');
  const refundButton = (payment: MpesaPayment) =>
    payment.can.refund ? (
      <Button size="small" icon={<RollbackOutlined />} onClick={() => setRefunding(payment)}>
        {t('mpesaPayments.refund')}
      </Button>
    ) : null;

  const download = async () => {
    try {
      const csv = await downloadPaymentsCsv({ date: filter.date, status: filter.status });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(csv);
      link.download = `mpesa-payments-${filter.date ?? 'all'}.csv`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      toast.error(refusalText(t, error, t('mpesaPayments.exportFailed')));
    }
  };

  const columns: ColumnsType<MpesaPayment> = [
    {
      key: 'created',
      title: t('mpesaPayments.date'),
      width: 130,
      render: (_, payment) => formatTravelDay(payment.created_at.slice(0, 10), i18n.language),
    },
    {
      key: 'route',
      title: t('mpesaPayments.route'),
      render: (_, payment) => (
        <div className={recordText.stack}>
          <span className={recordText.primary}>{payment.route_code ?? '—'}</span>
          <span className={recordText.secondary}>{payment.booking_reference ?? ''}</span>
        </div>
      ),
    },
    { key: 'phone', title: t('mpesaPayments.phone'), width: 140, render: (_, p) => p.phone },
    {
      key: 'amount',
      title: t('mpesaPayments.amountTitle'),
      width: 110,
      render: (_, p) => amount(p),
    },
    { key: 'status', title: t('mpesaPayments.status'), width: 140, render: (_, p) => status(p) },
    { key: 'receipt', title: t('mpesaPayments.receipt'), render: (_, p) => receipt(p) },
    ...actionsColumn(t('mpesaPayments.actions'), 130, refundButton),
  ];

  return (
    <div>
      <ListView
        texts={TEXTS}
        params={[filter, setFilter]}
        query={payments}
        columns={columns}
        empty={t('mpesaPayments.empty')}
        cardHead={(payment) => (
          <>
            <span className={recordText.primary}>
              {payment.route_code ?? '—'} · {amount(payment)}
            </span>
            {status(payment)}
          </>
        )}
        renderCard={(payment) => (
          <>
            <span className={recordText.secondary}>
              {payment.booking_reference ?? ''} · {payment.phone} · {receipt(payment)}
            </span>
            {refundButton(payment)}
          </>
        )}
      >
        <ListFilter
          group="mpesaPayments"
          kind="status"
          options={optionsOf(MPESA_PAYMENT_STATUSES, (value) =>
            t(`mpesaPayments.statuses.${value}`),
          )}
        />
        <DatePicker
          className={listStyles.filter}
          aria-label={t('mpesaPayments.dateFilter')}
          placeholder={t('mpesaPayments.dateFilter')}
          value={filter.date ? dayjs(filter.date) : null}
          onChange={(date) => setFilter({ date: date ? date.format('YYYY-MM-DD') : undefined })}
        />
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          {t('mpesaPayments.export')}
        </Button>
      </ListView>
      {refunding ? <RefundDialog payment={refunding} onClose={() => setRefunding(null)} /> : null}
    </div>
  );
}

type RefundValues = { reference?: string };

function RefundDialog({ payment, onClose }: { payment: MpesaPayment; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RefundValues>();
  const refund = useRefundPayment();
  const rule = useSchemaRule(mpesaRefundInputSchema, (values: RefundValues) => ({
    reference: values.reference ?? '',
  }));
  return (
    <Modal
      open
      title={t('mpesaPayments.refundTitle', { receipt: payment.receipt_number ?? payment.id })}
      okText={t('mpesaPayments.refundOk')}
      cancelText={t('mpesaPayments.keep')}
      confirmLoading={refund.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RefundValues>
        form={form}
        layout="vertical"
        onFinish={(values) =>
          refund.mutate(
            { id: payment.id, reference: values.reference ?? '' },
            {
              onSuccess: (reply) => {
                toast.success(problemText(t, reply));
                onClose();
              },
              onError: (error) =>
                toast.error(refusalText(t, error, t('mpesaPayments.refundFailed'))),
            },
          )
        }
      >
        <Form.Item
          name="reference"
          label={t('mpesaPayments.refundReference')}
          extra={t('mpesaPayments.refundHint', { amount: amount(payment), phone: payment.phone })}
          rules={[rule('reference')]}
          required
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );

  function amount(of: MpesaPayment) {
    return t('mpesaPayments.amount', { amount: formatAmount(of.amount_kes) });
  }
}
