import { Alert, Button } from 'antd';

/** A dashboard card whose data failed to load while it has none to show: the message and a retry. */
export function LoadFailedAlert({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <Alert
      type="warning"
      showIcon
      title={title}
      action={
        <Button size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}
