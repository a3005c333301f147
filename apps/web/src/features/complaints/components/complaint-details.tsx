import '@/i18n/passengers';
import { ArrowLeftOutlined, ReloadOutlined, UserSwitchOutlined } from '@ant-design/icons';
import {
  COMPLAINT_TRANSITIONS,
  type ComplaintDetail,
  type ComplaintStatus,
  type User,
} from '@foleni/contract';
import { Alert, Button, Descriptions, Result, Skeleton } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageMeta } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-error';
import { refusalText } from '@/lib/api-error-text';
import { formatInNairobi } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useComplaint } from '../api/get-complaint';
import { useAssignComplaint, useChangeComplaintStatus } from '../api/handle-complaint';
import { AssignDialog } from './assign-dialog';
import { AttachmentItem } from './attachment-item';
import styles from './complaint-details.module.css';
import { ComplaintStatusTag } from './complaint-status-tag';
import { ComplaintTimeline } from './complaint-timeline';
import { ReplyThread } from './reply-thread';
import { StatusDialog } from './status-dialog';

type Reader = {
  user: User;
  /** The account may list other accounts (GET user/'s `user.manage`), so it assigns anyone. */
  listsAccounts: boolean;
};

/** The facts the complaint form may leave empty, in the order the details list shows them. */
const optionalFacts = [
  { key: 'phone', label: 'complaints.detail.phone', field: 'complainant_phone' },
  { key: 'occupation', label: 'complaints.detail.occupation', field: 'complainant_occupation' },
  { key: 'id', label: 'complaints.detail.nationalId', field: 'national_id' },
  { key: 'sacco', label: 'complaints.detail.sacco', field: 'sacco_name' },
  { key: 'route', label: 'complaints.detail.route', field: 'route' },
  { key: 'plate', label: 'complaints.detail.plate', field: 'vehicle_plate_number' },
  { key: 'station', label: 'complaints.detail.station', field: 'station' },
] as const satisfies readonly { key: string; label: string; field: keyof ComplaintDetail }[];

/** /dashboard/complaints/:id: the complaint, or its loading, not found and error states. */
export function ComplaintDetails({ id, ...reader }: { id: number } & Reader) {
  const { t } = useTranslation();
  return (
    <>
      <PageMeta title={t('complaints.detail.pageTitle', { id })} />
      <ComplaintOrState id={id} {...reader} />
    </>
  );
}

function ComplaintOrState({ id, ...reader }: { id: number } & Reader) {
  const { t } = useTranslation();
  const complaint = useComplaint(id);

  const back = (
    <Link to={paths.dashboard.complaints.getHref()} className={styles.backLink}>
      <ArrowLeftOutlined aria-hidden="true" /> {t('complaints.detail.back')}
    </Link>
  );
  if (complaint.isPending) {
    return <Skeleton active paragraph={{ rows: 8 }} />;
  }
  if (complaint.isError) {
    const notFound = isApiError(complaint.error) && complaint.error.status === 404;
    return (
      <Result
        status={notFound ? '404' : 'warning'}
        title={notFound ? t('complaints.detail.notFound') : t('complaints.detail.loadFailed')}
        extra={[
          back,
          notFound ? null : (
            <Button key="retry" icon={<ReloadOutlined />} onClick={() => complaint.refetch()}>
              {t('complaints.list.retry')}
            </Button>
          ),
        ]}
      />
    );
  }
  return <ComplaintView complaint={complaint.data} {...reader} back={back} />;
}

function ComplaintView({
  complaint,
  user,
  listsAccounts,
  back,
}: { complaint: ComplaintDetail; back: ReactNode } & Reader) {
  const { t, i18n } = useTranslation();
  // Status, assignment and replies: only when the server says this account handles it.
  const staff = complaint.can?.handle ?? false;
  const changeStatus = useChangeComplaintStatus(complaint.id);
  const assign = useAssignComplaint(complaint.id);
  const [nextStatus, setNextStatus] = useState<ComplaintStatus | null>(null);
  const [assigning, setAssigning] = useState(false);
  const moves = COMPLAINT_TRANSITIONS[complaint.status];

  const failed = (error: unknown) =>
    toast.error(refusalText(t, error, t('messages.login.modalFallback')));
  const dash = '—';

  return (
    <>
      {back}
      <header className={styles.header}>
        <h1 className={styles.title}>
          #{complaint.id} · {t(`complaints.types.${complaint.complaint_type}`)}
        </h1>
        <span className={styles.meta}>
          <ComplaintStatusTag status={complaint.status} />
          {t('complaints.detail.filedOn', {
            date: formatInNairobi(complaint.created_at, i18n.language, 'dateTime', { zone: true }),
          })}
        </span>
      </header>
      <div className={styles.layout}>
        <div className={styles.column}>
          <section className={styles.panel} aria-labelledby="complaint-message">
            <h2 id="complaint-message" className={styles.panelTitle}>
              {t('complaints.detail.message')}
            </h2>
            <p className={styles.message}>{complaint.message}</p>
          </section>

          <section className={styles.panel} aria-labelledby="complaint-files">
            <h2 id="complaint-files" className={styles.panelTitle}>
              {t('complaints.detail.attachments')}
            </h2>
            {complaint.attachments.length === 0 ? (
              <span className={styles.muted}>{t('complaints.detail.noAttachments')}</span>
            ) : (
              <ul className={styles.files}>
                {complaint.attachments.map((file) => (
                  <AttachmentItem key={file.id} file={file} />
                ))}
              </ul>
            )}
          </section>

          <section className={styles.panel} aria-labelledby="complaint-replies">
            <h2 id="complaint-replies" className={styles.panelTitle}>
              {t('complaints.detail.replies')}
            </h2>
            <ReplyThread complaintId={complaint.id} updates={complaint.updates} canReply={staff} />
          </section>
        </div>

        <div className={styles.column}>
          {staff ? (
            <section className={styles.panel} aria-labelledby="complaint-actions">
              <h2 id="complaint-actions" className={styles.panelTitle}>
                {t('complaints.detail.actions')}
              </h2>
              <div className={styles.actions}>
                {moves.length === 0 ? (
                  <Alert type="info" showIcon title={t('complaints.detail.closed')} />
                ) : (
                  moves.map((status) => (
                    <Button
                      key={status}
                      type={status === 'dismissed' ? 'default' : 'primary'}
                      danger={status === 'dismissed'}
                      onClick={() => setNextStatus(status)}
                    >
                      {t(
                        `complaints.detail.moveTo.${status as 'in_review' | 'resolved' | 'dismissed'}`,
                      )}
                    </Button>
                  ))
                )}
                <Button icon={<UserSwitchOutlined />} onClick={() => setAssigning(true)}>
                  {t('complaints.detail.assign')}
                </Button>
              </div>
            </section>
          ) : null}

          <section className={styles.panel} aria-labelledby="complaint-details">
            <h2 id="complaint-details" className={styles.panelTitle}>
              {t('complaints.detail.details')}
            </h2>
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'name',
                  label: t('complaints.detail.complainant'),
                  children: complaint.complainant_name,
                },
                {
                  key: 'email',
                  label: t('complaints.detail.email'),
                  children: complaint.complainant_email,
                },
                ...optionalFacts.map(({ key, label, field }) => ({
                  key,
                  label: t(label),
                  children: complaint[field] ?? dash,
                })),
                {
                  key: 'assignee',
                  label: t('complaints.detail.assignedTo'),
                  children: complaint.assigned_to_name ?? t('complaints.detail.unassigned'),
                },
              ]}
            />
          </section>

          <section className={styles.panel} aria-labelledby="complaint-timeline">
            <h2 id="complaint-timeline" className={styles.panelTitle}>
              {t('complaints.detail.timeline')}
            </h2>
            <ComplaintTimeline updates={complaint.updates} />
          </section>
        </div>
      </div>

      <StatusDialog
        status={nextStatus}
        pending={changeStatus.isPending}
        onCancel={() => setNextStatus(null)}
        onConfirm={(note) => {
          if (!nextStatus) return;
          changeStatus.mutate(
            { status: nextStatus, note: note || null },
            {
              onSuccess: () => {
                setNextStatus(null);
                toast.success(t('messages.complaints.statusChanged'));
              },
              onError: failed,
            },
          );
        }}
      />
      <AssignDialog
        open={assigning}
        me={user}
        pickAnyone={listsAccounts}
        current={complaint.assigned_to}
        pending={assign.isPending}
        onCancel={() => setAssigning(false)}
        onConfirm={(assignee) =>
          assign.mutate(
            { assignee },
            {
              onSuccess: () => {
                setAssigning(false);
                toast.success(t('messages.complaints.assigned'));
              },
              onError: failed,
            },
          )
        }
      />
    </>
  );
}
