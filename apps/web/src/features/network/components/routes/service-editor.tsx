import '@/i18n/network';
import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import {
  clockToSeconds,
  defaultServiceBands,
  MAX_SERVICE_BANDS,
  type RouteServiceBand,
  routeServicesInputSchema,
  secondsToClock,
} from '@foleni/contract';
import { Alert, Button, Form, Input, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/ui/number-input';
import { issueText } from '@/lib/issue-text';
import { bandName, defaultBandOf } from '../../lib/route-times';
import styles from './service-editor.module.css';

/** A time band as the editor holds it; `key` tells the rows apart. */
export type EditorBand = {
  key: string;
  start: string;
  end: string;
  headway_min: number | null;
};

let nextKey = 1;
const newBandKey = () => `band-${nextKey++}`;

export const toEditorBands = (bands: readonly RouteServiceBand[]): EditorBand[] =>
  bands.map((band) => ({ ...band, key: newBandKey() }));

export const defaultEditorBands = () => toEditorBands(defaultServiceBands());

/** The messages of the bands that break the contract's rules, by "index.field", and overall. */
export type ServiceErrors = { fields: Record<string, string>; general: string | null };

/** Checks the bands with the contract; the input to send when they pass. */
export function checkServices(bands: readonly EditorBand[], t: TFunction) {
  const result = routeServicesInputSchema.safeParse({
    bands: bands.map(({ start, end, headway_min }) => ({ start, end, headway_min })),
  });
  if (result.success) return { input: result.data, errors: null };
  const errors: ServiceErrors = { fields: {}, general: null };
  for (const issue of result.error.issues) {
    const [, index, field] = issue.path;
    const text = issueText(t, issue);
    if (typeof index === 'number' && typeof field === 'string') {
      errors.fields[`${index}.${field}`] ??= text;
    } else {
      errors.general ??= text;
    }
  }
  return { input: null, errors };
}

/** A band's two clock fields: where it starts and where it ends. */
const CLOCK_FIELDS = [
  { field: 'start', label: 'network.service.start', labelOf: 'network.service.startOf' },
  { field: 'end', label: 'network.service.end', labelOf: 'network.service.endOf' },
] as const;

type ServiceEditorProps = {
  bands: readonly EditorBand[];
  onChange: (bands: EditorBand[]) => void;
  /** Shown once the form was submitted; null while nothing is wrong or nothing was checked. */
  errors: ServiceErrors | null;
};

/** The route's time bands: each band's hours and the minutes between two matatus in it. */
export function ServiceEditor({ bands, onChange, errors }: ServiceEditorProps) {
  const { t } = useTranslation();
  const update = (key: string, change: Partial<EditorBand>) =>
    onChange(bands.map((band) => (band.key === key ? { ...band, ...change } : band)));

  const add = () => {
    // The new band starts where the latest one ends and lasts two hours.
    const ends = bands.map((band) => clockToSeconds(band.end)).filter(Number.isFinite);
    const start = Math.min(ends.length > 0 ? Math.max(...ends) : 6 * 3600, 46 * 3600);
    onChange([
      ...bands,
      {
        key: newBandKey(),
        start: secondsToClock(start),
        end: secondsToClock(start + 2 * 3600),
        headway_min: 15,
      },
    ]);
  };

  const error = (index: number, field: 'start' | 'end' | 'headway_min') =>
    errors?.fields[`${index}.${field}`];

  return (
    <div className={styles.editor}>
      <p className={styles.hint}>{t('network.service.intro')}</p>
      <ol className={styles.bands} aria-label={t('network.service.bandsLabel')}>
        {bands.map((band, index) => {
          const name = bandName(t, band, index);
          const peak = defaultBandOf(band)?.peak;
          const id = `service-band-${band.key}`;
          return (
            <li key={band.key} className={styles.band} data-testid="service-band">
              <div className={styles.bandHead}>
                <span id={`${id}-name`} className={styles.bandName}>
                  {name}
                </span>
                {peak ? <Tag color="orange">{t('network.service.peak')}</Tag> : null}
                <Tooltip title={t('network.service.remove', { band: name })}>
                  <Button
                    className={styles.remove}
                    size="small"
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={t('network.service.remove', { band: name })}
                    disabled={bands.length === 1}
                    onClick={() => onChange(bands.filter((other) => other.key !== band.key))}
                  />
                </Tooltip>
              </div>
              <div className={styles.fields}>
                {CLOCK_FIELDS.map(({ field, label, labelOf }) => (
                  <Form.Item
                    key={field}
                    className={styles.field}
                    label={t(label)}
                    htmlFor={`${id}-${field}`}
                    validateStatus={error(index, field) ? 'error' : undefined}
                    help={error(index, field)}
                  >
                    <Input
                      id={`${id}-${field}`}
                      aria-label={t(labelOf, { band: name })}
                      placeholder="HH:MM"
                      maxLength={5}
                      autoComplete="off"
                      value={band[field]}
                      onChange={(event) => update(band.key, { [field]: event.target.value })}
                    />
                  </Form.Item>
                ))}
                <Form.Item
                  className={styles.headway}
                  label={t('network.service.headway')}
                  htmlFor={`${id}-headway`}
                  validateStatus={error(index, 'headway_min') ? 'error' : undefined}
                  help={error(index, 'headway_min')}
                >
                  <NumberInput<number>
                    id={`${id}-headway`}
                    className={styles.fullWidth}
                    aria-label={t('network.service.headwayOf', { band: name })}
                    suffix={t('network.service.minutes')}
                    step={1}
                    value={band.headway_min}
                    onChange={(value) => update(band.key, { headway_min: value })}
                  />
                </Form.Item>
              </div>
            </li>
          );
        })}
      </ol>
      {errors?.general ? <Alert type="error" showIcon title={errors.general} /> : null}
      <div className={styles.actions}>
        <Button icon={<PlusOutlined />} onClick={add} disabled={bands.length >= MAX_SERVICE_BANDS}>
          {t('network.service.add')}
        </Button>
        <Button icon={<UndoOutlined />} onClick={() => onChange(defaultEditorBands())}>
          {t('network.service.useDefaults')}
        </Button>
      </div>
    </div>
  );
}
