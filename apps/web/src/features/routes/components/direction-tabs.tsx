import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './direction-tabs.module.css';

export type DirectionTab<K extends string> = { key: K; label: ReactNode; panel: () => ReactNode };

type DirectionTabsProps<K extends string> = {
  tabs: readonly DirectionTab<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
};

/**
 * A route's two directions as tabs (the WAI-ARIA tabs pattern: arrow keys move between them),
 * drawn like antd's Tabs without their code (overflow menus, animations). A panel renders when
 * first opened and stays, hidden, when another is chosen.
 */
export function DirectionTabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
}: DirectionTabsProps<K>) {
  const id = useId();
  const [opened, setOpened] = useState<ReadonlySet<K>>(() => new Set([active]));
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  if (!opened.has(active)) {
    setOpened(new Set([...opened, active]));
  }

  const moveFocus = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) {
      return;
    }
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    if (next) {
      onChange(next.key);
      buttons.current.get(next.key)?.focus();
    }
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            ref={(element) => {
              if (element) buttons.current.set(tab.key, element);
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === active}
            aria-controls={`${id}-panel-${tab.key}`}
            tabIndex={tab.key === active ? 0 : -1}
            className={styles.tab}
            onClick={() => onChange(tab.key)}
            onKeyDown={(event) => moveFocus(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) =>
        opened.has(tab.key) ? (
          <div
            key={tab.key}
            role="tabpanel"
            id={`${id}-panel-${tab.key}`}
            aria-labelledby={`${id}-tab-${tab.key}`}
            hidden={tab.key !== active}
          >
            {tab.panel()}
          </div>
        ) : null,
      )}
    </div>
  );
}
