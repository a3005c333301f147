import '@/i18n/queue';
import { BellOutlined } from '@ant-design/icons';
import type { Notification } from '@foleni/contract';
import { MOBILE_DRAWER_WIDTH } from '@foleni/contract/constants';
import { Badge, Button, Drawer, Grid, Popover } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useNotifications } from '../api/notifications';
import { useNotificationStream } from '../hooks/use-notification-stream';
import { notificationText } from '../lib/notification-text';
import styles from './notification-bell.module.css';
import { NotificationList } from './notification-list';

/** The dashboard header's bell: the unread count, live, and the list under it. */
export function NotificationBell({
  onNotification,
}: {
  /** Each notification as it arrives, for the pages whose data it changes. */
  onNotification?: (notification: Notification) => void;
} = {}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const narrow = Grid.useBreakpoint().sm === false;
  const list = useNotifications();
  const unread = list.data?.unread ?? 0;
  useNotificationStream((notification: Notification) => {
    toast.info(notificationText(t, notification).title);
    onNotification?.(notification);
  });

  const button = (
    <Button
      type="text"
      aria-label={
        unread > 0 ? t('notifications.openUnread', { count: unread }) : t('notifications.open')
      }
      aria-expanded={open}
      data-testid="notification-bell"
      onClick={narrow ? () => setOpen(true) : undefined}
    >
      <Badge count={unread} size="small" overflowCount={99}>
        <BellOutlined className={styles.icon} />
      </Badge>
    </Button>
  );

  // A phone has no room for a panel under the bell: the list slides in from the side instead.
  if (narrow) {
    return (
      <>
        {button}
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          placement="right"
          size={MOBILE_DRAWER_WIDTH}
        >
          <NotificationList list={list} />
        </Drawer>
      </>
    );
  }
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      arrow={false}
      content={<NotificationList list={list} />}
    >
      {button}
    </Popover>
  );
}
