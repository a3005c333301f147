import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Sets the browser tab title to "<page> · Foleni" (or exactly `page` with `exact`), and follows
 * the language. Pass already-translated text.
 */
export function usePageTitle(page: string, { exact = false }: { exact?: boolean } = {}): void {
  const { t } = useTranslation();
  const title = exact ? page : t('app.pageTitle', { page });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
