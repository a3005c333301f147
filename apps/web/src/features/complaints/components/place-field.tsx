import { Input } from 'antd';
import { useDeferredValue, useId, useState } from 'react';
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
 * naming), with matching routes or stations suggested as the person types. The suggestions are
 * the browser's own (a datalist), asked for once the person comes to the field.
 */
export function PlaceField({ kind, placeholder, value, onChange, id }: PlaceFieldProps) {
  const listId = useId();
  const [visited, setVisited] = useState(false);
  const search = useDeferredValue((value ?? '').trim());
  const options = usePlaceOptions(kind, search, visited);
  return (
    <>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        onFocus={() => setVisited(true)}
        placeholder={placeholder}
        list={listId}
        autoComplete="off"
        allowClear
      />
      <datalist id={listId}>
        {(options.data ?? []).map((option) => (
          <option key={option.value} value={option.value} label={option.label} />
        ))}
      </datalist>
    </>
  );
}
