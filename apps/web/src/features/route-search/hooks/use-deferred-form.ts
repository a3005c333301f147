import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

/** A form's code downloaded on demand, kept once it is here (so it shows at once next time). */
export type DeferredLoader<F> = { loaded: F | null; load: () => Promise<F> };

export function deferredLoader<F>(download: () => Promise<F>): DeferredLoader<F> {
  const loader: DeferredLoader<F> = {
    loaded: null,
    load: () =>
      download().then((form) => {
        loader.loaded = form;
        return form;
      }),
  };
  return loader;
}

/**
 * A route search form that stands in as a placeholder until its code is asked for (`load`).
 * `loadAndFocus(field)` is for a tap on one of the placeholder's fields: once the form is there,
 * the cursor is in that field (`<formName>_<field>`, antd's ids).
 */
export function useDeferredForm<F>(loader: DeferredLoader<F>, formName: string) {
  const [Form, setForm] = useState<F | null>(() => loader.loaded);
  const started = useRef(false);
  const focusOnShow = useRef<string | null>(null);

  const load = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void loader.load().then(
      // A transition: React draws the form in slices between the browser's own work, where an
      // ordinary update would hold a phone's main thread for the whole form at once.
      (form) => startTransition(() => setForm(() => form)),
      () => {
        started.current = false; // a failed download is tried again at the next tap
      },
    );
  }, [loader]);

  const loadAndFocus = useCallback(
    (field: string) => {
      focusOnShow.current = field;
      load();
    },
    [load],
  );

  useEffect(() => {
    const field = focusOnShow.current;
    if (Form && field) {
      focusOnShow.current = null;
      document.getElementById(`${formName}_${field}`)?.focus();
    }
  }, [Form, formName]);

  return { Form, load, loadAndFocus };
}
