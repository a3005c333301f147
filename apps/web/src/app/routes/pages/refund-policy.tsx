import { DocumentPage } from '@/features/pages/components/document-page';
import { refundPolicyContent } from '@/features/pages/content/refund-policy';
import { useLanguage } from '@/i18n/use-language';

/** `/refund-policy`: cancelling a plan and refunds. */
export default function RefundPolicyRoute() {
  const { language } = useLanguage();
  return <DocumentPage content={refundPolicyContent[language]} toc />;
}
