import { useTranslation } from 'react-i18next';

type PageMetaProps = {
  /** Already translated; the tab shows "<title> · Foleni", or exactly `title` with `exact`. */
  title: string;
  /** The page's summary for search results and link previews (public pages). */
  description?: string;
  exact?: boolean;
};

/**
 * The page's <title> and meta description. React puts them into the document's head while the
 * page is shown (and the prerendered pages carry them in their HTML), in the current language.
 */
export function PageMeta({ title, description, exact = false }: PageMetaProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{exact ? title : t('app.pageTitle', { page: title })}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
