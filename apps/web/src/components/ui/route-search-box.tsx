import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { SearchIcon } from './icons';
import { PlainButton } from './plain-button';
import styles from './route-search-box.module.css';

type RouteSearchBoxProps = {
  placeholder?: string;
  /** Text on the search button; without it the button shows a search icon only. */
  buttonText?: string;
  size?: 'middle' | 'large';
  className?: string;
  /** Called after the search navigates (e.g. to close the mobile menu). */
  onSearched?: () => void;
};

/**
 * Free-text route and station search; submitting goes to /search?q=…
 * A native input and button styled with antd's tokens rather than antd's Input and Button: this
 * sits in the header of every page, and antd's Input brings its form machinery into the first
 * download.
 */
export function RouteSearchBox({
  placeholder,
  buttonText,
  size = 'middle',
  className,
  onSearched,
}: RouteSearchBoxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [value, setValue] = useState(() => searchParams.get('q') ?? '');

  return (
    <search className={className}>
      <form
        className={styles.form}
        data-size={size}
        onSubmit={(event) => {
          event.preventDefault();
          if (!value.trim()) {
            return;
          }
          navigate(paths.search.getHref(value));
          onSearched?.();
        }}
      >
        <input
          className={styles.input}
          type="search"
          name="q"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={placeholder ?? t('search.placeholder')}
          aria-label={t('search.label')}
          enterKeyHint="search"
          autoComplete="off"
        />
        <PlainButton
          className={styles.button}
          htmlType="submit"
          type={buttonText ? 'primary' : 'default'}
          size={size}
          icon={<SearchIcon />}
          aria-label={buttonText ? undefined : t('search.submit')}
        >
          {buttonText}
        </PlainButton>
      </form>
    </search>
  );
}
