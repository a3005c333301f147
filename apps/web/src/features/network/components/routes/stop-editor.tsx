import '@/i18n/network';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  EnvironmentOutlined,
  HolderOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { DEFAULT_AVERAGE_SPEED_KMH, type Station, UNKNOWN_TRAVEL_SECONDS } from '@foleni/contract';
import { Button, Empty, Input, InputNumber, Tag, Tooltip } from 'antd';
import { type DragEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/ui/number-input';
import { moveItem } from '../../lib/reorder';
import {
  keepSegmentTimes,
  minutesToSeconds,
  secondsToMinutes,
  segmentEstimate,
} from '../../lib/route-times';
import { StationSelect } from '../station-select';
import styles from './stop-editor.module.css';

type CoordinateInputProps = {
  axis: 'latitude' | 'longitude';
  /** Out of range: marked, and described by its message below the fields. */
  wrong: boolean;
  value: number | null;
  onChange: (value: number | null) => void;
};

/** A new stop's latitude or longitude, as typed. */
function CoordinateInput({ axis, wrong, value, onChange }: CoordinateInputProps) {
  const { t } = useTranslation();
  const label = t(`network.stops.${axis}`);
  return (
    <NumberInput<number>
      className={styles.coordinate}
      aria-label={label}
      aria-invalid={wrong || undefined}
      aria-describedby={wrong ? `stop-${axis}-error` : undefined}
      status={wrong ? 'error' : undefined}
      placeholder={label}
      step={0.0001}
      value={value}
      onChange={onChange}
    />
  );
}

/** A stop as the editor holds it; `key` tells the rows apart while they move. */
export type EditorStop = {
  key: string;
  name: string;
  station_id: number | null;
  latitude: number | null;
  longitude: number | null;
  /** Seconds from the previous stop; null: estimated from their distance. */
  travel_s: number | null;
};

let nextKey = 1;
export const newStopKey = () => `stop-${nextKey++}`;

type StopEditorProps = {
  stops: readonly EditorStop[];
  onChange: (stops: EditorStop[]) => void;
  /** Messages about stops' travel times, by stop key. */
  travelErrors?: Readonly<Record<string, string>>;
};

type TravelTimeProps = {
  stops: readonly EditorStop[];
  index: number;
  error: string | undefined;
  onChange: (travel: number | null) => void;
  onEditing: (editing: boolean) => void;
};

/**
 * A stop's travel time from the previous stop, in minutes: the estimate from their distance until
 * the Sacco types its own. Emptied, it goes back to the estimate.
 */
function TravelTime({ stops, index, error, onChange, onEditing }: TravelTimeProps) {
  const { t } = useTranslation();
  const stop = stops[index] as EditorStop;
  const previous = stops[index - 1] as EditorStop;
  // What the field shows while it has the focus: an emptied field is not yet "the estimate".
  const [draft, setDraft] = useState<number | null | undefined>(undefined);
  const estimate = segmentEstimate(stops, index) ?? UNKNOWN_TRAVEL_SECONDS;
  const minutes = secondsToMinutes(stop.travel_s ?? estimate);
  const located = [previous, stop].every((one) => one.latitude !== null && one.longitude !== null);
  const errorId = `travel-error-${stop.key}`;
  return (
    <span className={styles.travel}>
      <span className={styles.travelLabel}>{t('network.times.fromPrevious')}</span>
      <InputNumber<number>
        size="small"
        className={styles.travelInput}
        aria-label={t('network.times.travelLabel', { from: previous.name, to: stop.name })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        data-testid="editor-stop-travel"
        suffix={t('network.times.minutesUnit')}
        step={1}
        status={error ? 'error' : undefined}
        value={draft === undefined ? minutes : draft}
        onFocus={() => {
          setDraft(minutes);
          onEditing(true);
        }}
        onChange={(value) => {
          setDraft(value);
          if (value !== null) onChange(minutesToSeconds(value));
        }}
        onBlur={() => {
          if (draft === null) onChange(null);
          setDraft(undefined);
          onEditing(false);
        }}
      />
      {stop.travel_s === null ? (
        <span className={styles.estimated}>
          {located
            ? t('network.times.estimated', { speed: DEFAULT_AVERAGE_SPEED_KMH })
            : t('network.times.estimatedNoPosition')}
        </span>
      ) : (
        <Button
          type="link"
          size="small"
          className={styles.useEstimate}
          onClick={() => onChange(null)}
        >
          {t('network.times.useEstimate')}
        </Button>
      )}
      {error ? (
        <span id={errorId} className={styles.travelError}>
          {error}
        </span>
      ) : null}
    </span>
  );
}

/**
 * A route's stops in order: added from a station or by name (with an optional position),
 * reordered by dragging a row or with its up and down buttons (the keyboard's way), removed.
 */
export function StopEditor({ stops, onChange: setStops, travelErrors }: StopEditorProps) {
  const { t } = useTranslation();
  // A stretch's travel time stays only while the stretch does.
  const onChange = (next: EditorStop[]) => setStops(keepSegmentTimes(stops, next));
  const setTravel = (key: string, travel: number | null) =>
    setStops(stops.map((stop) => (stop.key === key ? { ...stop, travel_s: travel } : stop)));
  // The row whose travel time is being typed does not drag, so its text can be selected.
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [station, setStation] = useState<Station | undefined>();
  const [name, setName] = useState('');
  const [latitude, setLatitude] = useState<number | null>(null);
  const [longitude, setLongitude] = useState<number | null>(null);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; dir: 'up' | 'down' }>();
  const listRef = useRef<HTMLOListElement>(null);

  // A moved row's button keeps the focus, so pressing it again moves the stop further.
  useEffect(() => {
    if (!focusAfterMove) return;
    const row = listRef.current?.querySelector(`[data-stop-key="${focusAfterMove.key}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`[data-move="${focusAfterMove.dir}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    button?.focus();
  }, [focusAfterMove]);

  const move = (from: number, to: number, dir?: 'up' | 'down') => {
    const moved = stops[from];
    if (!moved || to < 0 || to >= stops.length || from === to) return;
    onChange(moveItem(stops, from, to));
    setAnnouncement(t('network.stops.moved', { name: moved.name, position: to + 1 }));
    if (dir) setFocusAfterMove({ key: moved.key, dir });
  };

  const add = (stop: Omit<EditorStop, 'key' | 'travel_s'>) => {
    onChange([...stops, { ...stop, key: newStopKey(), travel_s: null }]);
    setAnnouncement(t('network.stops.added', { name: stop.name, position: stops.length + 1 }));
  };

  const addStation = () => {
    if (!station) return;
    add({
      name: station.name,
      station_id: station.id,
      latitude: station.latitude,
      longitude: station.longitude,
    });
    setStation(undefined);
  };

  // The coordinates stay as typed: one out of range is named beside its field, not clamped.
  const latitudeWrong = latitude !== null && Math.abs(latitude) > 90;
  const longitudeWrong = longitude !== null && Math.abs(longitude) > 180;

  const addNamed = () => {
    const trimmed = name.trim();
    if (!trimmed || latitudeWrong || longitudeWrong) return;
    add({ name: trimmed, station_id: null, latitude, longitude });
    setName('');
    setLatitude(null);
    setLongitude(null);
  };

  const remove = (index: number) => {
    const removed = stops[index];
    if (!removed) return;
    onChange(stops.filter((_, position) => position !== index));
    setAnnouncement(t('network.stops.removed', { name: removed.name }));
  };

  const dropOn = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragging !== null) move(dragging, index);
    setDragging(null);
    setOver(null);
  };

  return (
    <div className={styles.editor}>
      <div className={styles.adders}>
        <fieldset className={styles.adder}>
          <legend className={styles.legend}>{t('network.stops.fromStation')}</legend>
          <div className={styles.adderRow}>
            <StationSelect
              className={styles.grow}
              aria-label={t('network.stops.stationSearch')}
              placeholder={t('network.stops.stationSearch')}
              value={station?.id}
              selectedName={station?.name}
              onChange={(_, picked) => setStation(picked)}
            />
            <Button icon={<PlusOutlined />} disabled={!station} onClick={addStation}>
              {t('network.stops.addStation')}
            </Button>
          </div>
        </fieldset>
        <fieldset className={styles.adder}>
          <legend className={styles.legend}>{t('network.stops.byName')}</legend>
          <div className={styles.adderRow}>
            <Input
              className={styles.grow}
              aria-label={t('network.stops.stopName')}
              placeholder={t('network.stops.stopName')}
              maxLength={120}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onPressEnter={(event) => {
                event.preventDefault();
                addNamed();
              }}
            />
            <CoordinateInput
              axis="latitude"
              wrong={latitudeWrong}
              value={latitude}
              onChange={setLatitude}
            />
            <CoordinateInput
              axis="longitude"
              wrong={longitudeWrong}
              value={longitude}
              onChange={setLongitude}
            />
            <Button
              icon={<PlusOutlined />}
              disabled={!name.trim() || latitudeWrong || longitudeWrong}
              onClick={addNamed}
            >
              {t('network.stops.addNamed')}
            </Button>
          </div>
          {latitudeWrong ? (
            <p id="stop-latitude-error" className={styles.coordinateError} role="alert">
              {t('messages.network.latitudeRange')}
            </p>
          ) : null}
          {longitudeWrong ? (
            <p id="stop-longitude-error" className={styles.coordinateError} role="alert">
              {t('messages.network.longitudeRange')}
            </p>
          ) : null}
        </fieldset>
      </div>

      {stops.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('network.stops.empty')} />
      ) : (
        <>
          <p className={styles.hint}>{t('network.stops.reorderHint')}</p>
          <p className={styles.hint}>
            {t('network.times.hint', { speed: DEFAULT_AVERAGE_SPEED_KMH })}
          </p>
          <ol ref={listRef} className={styles.list} aria-label={t('network.stops.listLabel')}>
            {stops.map((stop, index) => (
              <li
                key={stop.key}
                data-stop-key={stop.key}
                data-testid="editor-stop"
                className={styles.row}
                data-dragging={dragging === index || undefined}
                data-over={(over === index && dragging !== index) || undefined}
                draggable={editingKey !== stop.key}
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  event.dataTransfer.setData('text/plain', stop.key);
                  setDragging(index);
                }}
                onDragOver={(event) => {
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (over !== index) setOver(index);
                }}
                onDrop={(event) => dropOn(event, index)}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
              >
                <HolderOutlined className={styles.handle} aria-hidden="true" />
                <span className={styles.position} aria-hidden="true">
                  {index + 1}
                </span>
                <span className={styles.stopText}>
                  <span className={styles.stopName} data-testid="editor-stop-name">
                    {stop.name}
                  </span>
                  <span className={styles.stopMeta}>
                    {stop.station_id !== null ? (
                      <Tag color="green">{t('network.stops.station')}</Tag>
                    ) : null}
                    {stop.latitude !== null && stop.longitude !== null ? (
                      <span>
                        <EnvironmentOutlined aria-hidden="true" /> {stop.latitude.toFixed(4)},{' '}
                        {stop.longitude.toFixed(4)}
                      </span>
                    ) : null}
                  </span>
                  {index > 0 ? (
                    <TravelTime
                      stops={stops}
                      index={index}
                      error={travelErrors?.[stop.key]}
                      onChange={(travel) => setTravel(stop.key, travel)}
                      onEditing={(editing) => setEditingKey(editing ? stop.key : null)}
                    />
                  ) : null}
                </span>
                <span className={styles.buttons}>
                  <Tooltip title={t('network.stops.moveUp', { name: stop.name })}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      data-move="up"
                      aria-label={t('network.stops.moveUp', { name: stop.name })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1, 'up')}
                    />
                  </Tooltip>
                  <Tooltip title={t('network.stops.moveDown', { name: stop.name })}>
                    <Button
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      data-move="down"
                      aria-label={t('network.stops.moveDown', { name: stop.name })}
                      disabled={index === stops.length - 1}
                      onClick={() => move(index, index + 1, 'down')}
                    />
                  </Tooltip>
                  <Tooltip title={t('network.stops.remove', { name: stop.name })}>
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('network.stops.remove', { name: stop.name })}
                      onClick={() => remove(index)}
                    />
                  </Tooltip>
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      <p className={styles.srOnly} aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
