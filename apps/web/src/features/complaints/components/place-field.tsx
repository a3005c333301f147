import { AutoComplete } from 'antd';
import { useDeferredValue, useState } from 'react';
import { type PlaceKind, usePlaceOptions } from '../api/get-place-options';

type PlaceFieldProps = {
  kind: PlaceKind;
  placeholder: string;
  /** Set by Form.Item. */
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
};

/**
 * A route or station: typed freely (a stage the network does not list yet is still worth
 * naming), with matching routes or stations suggested as the person types.
 */
export function PlaceField({ kind, placeholder, value, onChange, id }: PlaceFieldProps) {
  const [typed, setTyped] = useState('');
  const search = useDeferredValue(typed.trim());
  const options = usePlaceOptions(kind, search);
  return (
    <AutoComplete
      id={id}
      value={value}
      onChange={(next: string) => onChange?.(next)}
      onSearch={setTyped}
      options={options.data ?? []}
      placeholder={placeholder}
      filterOption={false}
      allowClear
    />
  );
}
