import '@/i18n/network';
import { EditOutlined, InboxOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '@/components/ui/button-link';

type RowActionProps = {
  icon: ReactNode;
  /** The visible word ('Edit'). */
  text: string;
  /** What the action does to which record ('Edit 107D'): the accessible name and the tooltip. */
  label: string;
  /** In a table row only the icon shows, with the label as its tooltip. */
  iconOnly: boolean;
};

/** A row's link to another page (its edit form). */
export function RowActionLink({
  icon,
  text,
  label,
  iconOnly,
  to,
}: RowActionProps & { to: string }) {
  const link = (
    <ButtonLink size="small" icon={icon} to={to} aria-label={label}>
      {iconOnly ? null : text}
    </ButtonLink>
  );
  return iconOnly ? <Tooltip title={label}>{link}</Tooltip> : link;
}

/** A row's action on the spot (archive, restore). */
export function RowActionButton({
  icon,
  text,
  label,
  iconOnly,
  danger,
  onClick,
}: RowActionProps & { danger?: boolean; onClick: () => void }) {
  const button = (
    <Button size="small" icon={icon} danger={danger} aria-label={label} onClick={onClick}>
      {iconOnly ? null : text}
    </Button>
  );
  return iconOnly ? <Tooltip title={label}>{button}</Tooltip> : button;
}

/** Archives an active record or restores an archived one (the caller confirms first). */
export function ArchiveRowAction({
  status,
  name,
  iconOnly,
  onClick,
}: {
  status: 'active' | 'archived';
  name: string;
  iconOnly: boolean;
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const archive = status === 'active';
  return (
    <RowActionButton
      icon={archive ? <InboxOutlined /> : <UndoOutlined />}
      text={t(archive ? 'network.common.archive' : 'network.common.restore')}
      label={t(archive ? 'network.common.archiveNamed' : 'network.common.restoreNamed', { name })}
      danger={archive}
      iconOnly={iconOnly}
      onClick={onClick}
    />
  );
}

/**
 * A record page's button: archives the active record or restores the archived one (the caller
 * confirms first).
 */
export function ArchiveButton({
  status,
  onClick,
}: {
  status: 'active' | 'archived';
  onClick: () => void;
}) {
  const { t } = useTranslation();
  const archive = status === 'active';
  return (
    <Button
      danger={archive}
      icon={archive ? <InboxOutlined /> : <UndoOutlined />}
      onClick={onClick}
    >
      {t(archive ? 'network.common.archive' : 'network.common.restore')}
    </Button>
  );
}

/** A record with its status and what the server said this account may do with it. */
type EditableRecord = {
  id: number;
  status: 'active' | 'archived';
  can?: { edit: boolean; archive: boolean } | undefined;
};

type EditArchiveActionsProps = {
  record: EditableRecord;
  /** How the record is named to the user ('107D', 'Kencom'). */
  name: string;
  /** Its edit form. */
  editHref: string;
  /** Asks to archive or restore it. */
  onArchive: () => void;
  iconOnly: boolean;
};

/** A region's, station's or route's actions: each one only if the record's `can` allows it. */
function EditArchiveActions({
  record,
  name,
  editHref,
  onArchive,
  iconOnly,
}: EditArchiveActionsProps) {
  const { t } = useTranslation();
  const can = record.can;
  if (!can?.edit && !can?.archive) return null;
  return (
    <Space size={4} wrap={!iconOnly}>
      {can.edit ? (
        <RowActionLink
          icon={<EditOutlined />}
          text={t('network.common.edit')}
          label={t('network.common.editNamed', { name })}
          iconOnly={iconOnly}
          to={editHref}
        />
      ) : null}
      {can.archive ? (
        <ArchiveRowAction
          status={record.status}
          name={name}
          iconOnly={iconOnly}
          onClick={onArchive}
        />
      ) : null}
    </Space>
  );
}

/**
 * A list's actions for a region, station or route (RecordList's `actions`): edit it on its own
 * page (`editHref` of its id), archive or restore it after `confirmStatus` asks.
 */
export function editArchiveActions<T extends EditableRecord>(
  name: (record: T) => string,
  editHref: (id: number) => string,
  confirmStatus: (record: T) => void,
) {
  return (record: T, iconOnly: boolean) => (
    <EditArchiveActions
      record={record}
      name={name(record)}
      editHref={editHref(record.id)}
      onArchive={() => confirmStatus(record)}
      iconOnly={iconOnly}
    />
  );
}
