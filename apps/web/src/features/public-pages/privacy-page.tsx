import { PAGE_META } from '../../content/page-meta';
import { PRIVACY_POLICY } from '../../content/privacy-policy';
import { usePageMeta } from '../../lib/use-page-meta';
import { LegalDocumentView } from './legal-document-view';

/** The privacy policy (/politicaprivacidade), following the LGPD. */
export function PrivacyPage() {
  usePageMeta(PAGE_META.privacy);
  return <LegalDocumentView document={PRIVACY_POLICY} />;
}

export { PrivacyPage as Component };
