import '@/i18n/network';
import { CloudUploadOutlined, InboxOutlined } from '@ant-design/icons';
import type { GtfsImportSummary } from '@foleni/contract';
import { Alert, Button, Modal, Progress, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemText } from '@/lib/problem-text';
import { toast } from '@/lib/toast';
import { useImportGtfs } from '../api/import-gtfs';
import styles from './network.module.css';
import { SaveErrorAlert } from './save-error-alert';

const KINDS = ['regions', 'stations', 'saccos', 'routes', 'route_stops'] as const;

/** System admins: uploads a GTFS feed (.zip) and shows what it wrote, or where the feed is wrong. */
export function GtfsImport() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const upload = useImportGtfs();

  const close = () => {
    if (upload.isPending) return;
    setOpen(false);
    setFile(null);
    upload.reset();
  };

  const start = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: (reply) => toast.success(problemText(t, reply)),
    });
  };

  return (
    <>
      <Button icon={<CloudUploadOutlined />} onClick={() => setOpen(true)}>
        {t('network.gtfs.open')}
      </Button>
      <Modal
        open={open}
        title={t('network.gtfs.title')}
        onCancel={close}
        closable={!upload.isPending}
        mask={{ closable: !upload.isPending }}
        footer={[
          <Button key="close" onClick={close} disabled={upload.isPending}>
            {t(upload.isSuccess ? 'network.common.close' : 'network.common.cancel')}
          </Button>,
          upload.isSuccess ? null : (
            <Button
              key="import"
              type="primary"
              disabled={!file}
              loading={upload.isPending}
              onClick={start}
            >
              {t('network.gtfs.import')}
            </Button>
          ),
        ]}
      >
        <div className={styles.wrapper}>
          <p className={styles.muted}>{t('network.gtfs.intro')}</p>
          <Upload.Dragger
            accept=".zip,application/zip"
            maxCount={1}
            disabled={upload.isPending}
            fileList={
              file ? [{ uid: 'feed', name: file.name, size: file.size, status: 'done' }] : []
            }
            beforeUpload={(picked) => {
              setFile(picked);
              upload.reset();
              // Kept here and sent on Import, not uploaded on selection.
              return false;
            }}
            onRemove={() => {
              setFile(null);
              upload.reset();
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('network.gtfs.drop')}</p>
            <p className="ant-upload-hint">{t('network.gtfs.hint')}</p>
          </Upload.Dragger>
          {upload.isPending ? (
            <div role="status">
              <Progress percent={100} status="active" showInfo={false} />
              <span className={styles.muted}>{t('network.gtfs.working')}</span>
            </div>
          ) : null}
          {upload.isError ? (
            <SaveErrorAlert
              title={t('network.gtfs.failed')}
              error={upload.error}
              fallback={t('messages.routes.saveFallback')}
            />
          ) : null}
          {upload.isSuccess ? (
            <>
              <Alert type="success" showIcon title={problemText(t, upload.data)} />
              <ImportSummary summary={upload.data.summary} />
            </>
          ) : null}
        </div>
      </Modal>
    </>
  );
}

function ImportSummary({ summary }: { summary: GtfsImportSummary }) {
  const { t } = useTranslation();
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="kind"
      dataSource={KINDS.map((kind) => ({ kind, ...summary[kind] }))}
      columns={[
        {
          key: 'kind',
          title: t('network.gtfs.kind'),
          dataIndex: 'kind',
          render: (kind: (typeof KINDS)[number]) => t(`network.gtfs.kinds.${kind}`),
        },
        { key: 'total', title: t('network.gtfs.total'), dataIndex: 'total', align: 'right' },
        { key: 'created', title: t('network.gtfs.created'), dataIndex: 'created', align: 'right' },
        { key: 'updated', title: t('network.gtfs.updated'), dataIndex: 'updated', align: 'right' },
      ]}
    />
  );
}
