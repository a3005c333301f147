import type { Locale } from 'antd/es/locale';
import type { Language } from './language';

/**
 * English: antd's built-in (en_US) texts. An object rather than `undefined` on purpose: antd's
 * ConfigProvider wraps the app in an extra provider only when a locale is given, so switching
 * between "no locale" and a locale would remount the whole page (and close an open menu).
 */
const english: Locale = { locale: 'en' };

/**
 * Kiswahili texts for antd's built-in labels. antd ships no Kiswahili locale; any label not
 * listed here falls back to antd's English.
 */
const swahili: Locale = {
  locale: 'sw',
  global: {
    placeholder: 'Tafadhali chagua',
    close: 'Funga',
    sortable: 'inapangika',
    show: 'Onyesha',
    hide: 'Ficha',
  },
  Modal: { okText: 'Sawa', cancelText: 'Ghairi', justOkText: 'Sawa' },
  Popconfirm: { okText: 'Sawa', cancelText: 'Ghairi' },
  Empty: { description: 'Hakuna data' },
  Pagination: {
    items_per_page: '/ ukurasa',
    jump_to: 'Nenda',
    jump_to_confirm: 'thibitisha',
    page: 'Ukurasa',
    prev_page: 'Ukurasa uliotangulia',
    next_page: 'Ukurasa unaofuata',
    prev_5: 'Kurasa 5 zilizotangulia',
    next_5: 'Kurasa 5 zinazofuata',
    prev_3: 'Kurasa 3 zilizotangulia',
    next_3: 'Kurasa 3 zinazofuata',
    page_size: 'Ukubwa wa ukurasa',
  },
  Text: {
    edit: 'Hariri',
    copy: 'Nakili',
    copied: 'Imenakiliwa',
    expand: 'Panua',
    collapse: 'Kunja',
  },
};

export function getAntdLocale(language: Language): Locale {
  return language === 'sw' ? swahili : english;
}
