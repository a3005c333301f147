import { InputNumber, type InputNumberProps } from 'antd';

/**
 * The app's number field. antd's InputNumber with `min`, `max` or `precision` changes what was
 * typed when the field loses focus (a fare of 0 became KES 1, the year 1850 became 1970), and
 * the person never learns why. Here those props do not exist: the contract's schema checks the
 * range on the form item and shows the field's message, and the value stays as typed.
 */
export type NumberInputProps<T extends number = number> = Omit<
  InputNumberProps<T>,
  'min' | 'max' | 'precision'
>;

export function NumberInput<T extends number = number>(props: NumberInputProps<T>) {
  return <InputNumber<T> {...props} />;
}
