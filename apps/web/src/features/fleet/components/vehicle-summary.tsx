import '@/i18n/fleet';
import type { VehicleDetail } from '@foleni/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { VehicleStatusTag } from './vehicle-status-tag';
import styles from './vehicle-summary.module.css';

/** Everything the wizard has saved about a vehicle, with its people, at a glance. */
export function VehicleSummary({ vehicle, title }: { vehicle: VehicleDetail; title?: string }) {
  const { t } = useTranslation();
  const notSet = <span className={styles.notSet}>{t('fleet.vehicle.notSet')}</span>;
  const people = (list: VehicleDetail['owners'] | VehicleDetail['managers'], none: string) =>
    list.length ? (
      <ul className={styles.people}>
        {list.map((person) => (
          <li key={`${person.id}-${'relation' in person ? person.relation : 'owner'}`}>
            <span className={styles.name}>{person.name}</span>
            {'relation' in person ? (
              <Tag variant="outlined">{t(`fleet.relations.${person.relation}`)}</Tag>
            ) : null}
            {person.status === 'pending' ? (
              <Tag color="gold" variant="outlined">
                {t('fleet.vehicle.invited')}
              </Tag>
            ) : null}
            <span className={styles.contact}>
              {[person.email, person.phone_number].filter(Boolean).join(' · ')}
            </span>
            {'driver_licence_number' in person && person.driver_licence_number ? (
              <span className={styles.contact}>
                {t('fleet.vehicle.licence', { number: person.driver_licence_number })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    ) : (
      <span className={styles.notSet}>{none}</span>
    );

  return (
    <Descriptions
      className={styles.summary}
      title={title ?? t('fleet.wizard.status.summary')}
      bordered
      size="small"
      column={{ xs: 1, sm: 1, md: 2 }}
      items={[
        { key: 'plate', label: t('fleet.vehicles.plate'), children: vehicle.plate },
        {
          key: 'status',
          label: t('fleet.vehicles.status'),
          children: <VehicleStatusTag status={vehicle.status} />,
        },
        { key: 'make', label: t('fleet.vehicle.make'), children: vehicle.make ?? notSet },
        { key: 'model', label: t('fleet.vehicle.model'), children: vehicle.model ?? notSet },
        { key: 'year', label: t('fleet.vehicle.year'), children: vehicle.year ?? notSet },
        { key: 'seats', label: t('fleet.vehicle.seats'), children: vehicle.seats ?? notSet },
        { key: 'colour', label: t('fleet.vehicle.colour'), children: vehicle.colour ?? notSet },
        { key: 'sacco', label: t('fleet.vehicle.sacco'), children: vehicle.sacco_name ?? notSet },
        {
          key: 'owners',
          label: t('fleet.vehicle.owners'),
          span: 'filled',
          children: people(vehicle.owners, t('fleet.vehicle.noOwners')),
        },
        {
          key: 'managers',
          label: t('fleet.vehicle.managers'),
          span: 'filled',
          children: people(vehicle.managers, t('fleet.vehicle.noManagers')),
        },
      ]}
    />
  );
}
