import { Form } from 'antd';
import { NativeSelect, type NativeSelectProps } from './native-select';

// Apart from native-select.tsx: a page whose select is in no form does not load antd's Form.

/** A NativeSelect in a Form.Item: it shows the item's error like antd's fields do. */
export function FormNativeSelect<V extends string | number>(props: NativeSelectProps<V>) {
  const { status } = Form.Item.useStatus();
  return <NativeSelect {...props} invalid={status === 'error'} />;
}
