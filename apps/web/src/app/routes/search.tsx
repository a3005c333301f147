import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button-link';
import { ComingSoon } from '@/components/ui/coming-soon';
import { RouteSearchBox } from '@/components/ui/route-search-box';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/use-page-title';
import styles from './search.module.css';

/** /search?q=… — route search results arrive with the route search issue. */
export default function SearchRoute() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const query = searchParams.get('q')?.trim() ?? '';
  usePageTitle(t('upcoming.pages.search'));

  return (
    <ComingSoon
      icon={<SearchOutlined />}
      title={t('upcoming.pages.search')}
      actions={[
        <ButtonLink key="home" to={paths.home.getHref()}>
          {t('common.goHome')}
        </ButtonLink>,
      ]}
    >
      {query ? <p>{t('upcoming.searchQuery', { query })}</p> : null}
      <p>{t('upcoming.searchBody')}</p>
      <RouteSearchBox key={query} size="large" className={styles.search} />
    </ComingSoon>
  );
}
