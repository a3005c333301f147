import '@/i18n/passengers';
import { FileImageOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { ComplaintAttachment } from '@foleni/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Image, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { getAttachment } from '../api/get-attachment';
import styles from './complaint-details.module.css';

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;
}

/** A blob URL for `blob` while the component shows it; released afterwards. */
function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}

/** An image shown in place (with antd's preview), fetched with the access token. */
function ImageAttachment({ file }: { file: ComplaintAttachment }) {
  const { t } = useTranslation();
  const blob = useQuery({
    queryKey: ['complaints', 'attachment', file.url],
    queryFn: ({ signal }) => getAttachment(file.url, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const url = useObjectUrl(blob.data);
  if (blob.isError)
    return <span className={styles.fileError}>{t('complaints.detail.fileFailed')}</span>;
  if (!url) return <Skeleton.Image active className={styles.thumb} />;
  return (
    <Image
      src={url}
      alt={file.original_name}
      width={120}
      height={120}
      className={styles.thumbImage}
      preview={{ mask: t('complaints.detail.preview') }}
    />
  );
}

/** A PDF opens in a new tab from a blob URL: the server serves it to allowed users only. */
function PdfAttachment({ file }: { file: ComplaintAttachment }) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    // Opened before the download so the browser does not treat it as an unasked pop-up.
    const tab = window.open('', '_blank');
    setOpening(true);
    try {
      const blob = await getAttachment(file.url);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
      window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
    } catch {
      tab?.close();
      toast.error(t('complaints.detail.fileFailed'));
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined />} loading={opening} onClick={() => void open()}>
      {t('complaints.detail.open')}
    </Button>
  );
}

export function AttachmentItem({ file }: { file: ComplaintAttachment }) {
  const image = file.mime_type.startsWith('image/');
  return (
    <li className={styles.file}>
      {image ? <ImageAttachment file={file} /> : <PdfAttachment file={file} />}
      <span className={styles.fileName}>
        {image ? <FileImageOutlined aria-hidden="true" /> : null} {file.original_name}
      </span>
      <span className={styles.fileSize}>{sizeText(file.size_bytes)}</span>
    </li>
  );
}
