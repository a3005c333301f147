import '@/i18n/passengers';
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { type ChangeEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ACCEPT_ATTACHMENTS } from '../lib/complaint-draft';
import styles from './attachment-picker.module.css';

type AttachmentPickerProps = {
  files: readonly File[];
  onAdd: (chosen: File[]) => void;
  onRemove: (file: File) => void;
};

/**
 * The complaint's files: the browser's own file input behind a button, and the chosen files with
 * a way to take each back. Nothing is uploaded here; the files go with the complaint. (antd's
 * Upload did the same with 14 kB more code on a page passengers open on prepaid data.)
 */
export function AttachmentPicker({ files, onAdd, onRemove }: AttachmentPickerProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Emptied so that choosing the same file again, after removing it, is a change too.
    event.target.value = '';
    if (chosen.length > 0) onAdd(chosen);
  };

  return (
    <>
      <input
        ref={input}
        type="file"
        multiple
        accept={ACCEPT_ATTACHMENTS}
        // Reached through the button: the browser's own control would read "No file chosen"
        // beside it. Inline, because antd's form reset shows every file input with a stronger rule.
        style={{ display: 'none' }}
        onChange={choose}
      />
      <Button icon={<PaperClipOutlined />} onClick={() => input.current?.click()}>
        {t('complaints.form.addFiles')}
      </Button>
      {files.length > 0 ? (
        <ul className={styles.files} aria-label={t('complaints.form.attachedFiles')}>
          {files.map((file) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <PaperClipOutlined aria-hidden className={styles.icon} />
              <span className={styles.name}>{file.name}</span>
              <Button
                type="text"
                size="small"
                icon={<DeleteOutlined />}
                aria-label={t('complaints.form.removeFile', { name: file.name })}
                onClick={() => onRemove(file)}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
