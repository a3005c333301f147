import { DocumentPage } from '@/features/pages/components/document-page';
import { privacyContent } from '@/features/pages/content/privacy';
import { useLanguage } from '@/i18n/use-language';

/** `/privacy`: what Foleni collects and the visitor's rights. */
export default function PrivacyRoute() {
  const { language } = useLanguage();
  return <DocumentPage content={privacyContent[language]} toc />;
}
