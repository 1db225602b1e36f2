import { PAGE_META } from '../../content/page-meta';
import { TERMS_OF_USE } from '../../content/terms-of-use';
import { usePageMeta } from '../../lib/use-page-meta';
import { LegalDocumentView } from './legal-document-view';

/** The terms of use (/termodeuso). */
export function TermsPage() {
  usePageMeta(PAGE_META.terms);
  return <LegalDocumentView document={TERMS_OF_USE} />;
}

export { TermsPage as Component };
