import { Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageMeta } from '@/components/seo/page-meta';
import { ButtonLink } from '@/components/ui/button-link';
import { paths } from '@/config/paths';
import styles from './not-found.module.css';

/** Any path no route matches (spec §2: a 404 page with a Go Home link). */
export default function NotFoundRoute() {
  const { t } = useTranslation();

  return (
    <div className={styles.container}>
      <PageMeta title={t('notFound.pageTitle')} />
      <Result
        status="404"
        title={<h1 className={styles.title}>{t('notFound.title')}</h1>}
        subTitle={t('notFound.subtitle')}
        extra={
          <ButtonLink type="primary" to={paths.home.getHref()}>
            {t('common.goHome')}
          </ButtonLink>
        }
      />
    </div>
  );
}
