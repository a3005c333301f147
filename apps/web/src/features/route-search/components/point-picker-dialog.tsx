import '@/i18n/route-search';
import { parseCoordinates } from '@foleni/contract';
import { Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPoint, type LatLon, MapSlot, PointPickerMap } from '@/features/map';
import styles from './point-picker-dialog.module.css';

type PointPickerDialogProps = {
  open: boolean;
  title: string;
  /** The field's value: a point already chosen ("-1.28,36.82") opens the map there. */
  value: string;
  onClose: () => void;
  /** "lat,lon" of the tapped point. */
  onPick: (point: string) => void;
};

/** A map in a dialog: tap where the journey starts or ends, then Use this point. */
export function PointPickerDialog({ open, title, value, onClose, onPick }: PointPickerDialogProps) {
  const { t } = useTranslation();
  const [point, setPoint] = useState<LatLon | null>(() => parseCoordinates(value));

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={() => {
        if (point) onPick(formatPoint(point));
      }}
      okText={t('routeSearch.form.usePoint')}
      cancelText={t('routeSearch.form.cancel')}
      okButtonProps={{ disabled: point === null }}
      destroyOnHidden
      centered
      width={720}
    >
      <p className={styles.hint}>{point ? formatPoint(point) : t('map.pickHint')}</p>
      <MapSlot className={styles.map}>
        <PointPickerMap
          value={point}
          onPick={setPoint}
          label={t('routeSearch.form.pickMapLabel')}
        />
      </MapSlot>
    </Modal>
  );
}
