/**
 * Shared shape of the legal pages (terms of use and privacy policy).
 *
 * Writing the texts: each section has a title and blocks; a block is a paragraph (a string) or a
 * bulleted list ({ list: [...] }). Inside a text you may use
 * - {razaoSocial}, {cnpj} and {email}: replaced by the company facts of the site configuration;
 * - [text of the link](/path): a link to another page of the site.
 * When a policy changes, update its version (the date, YYYY-MM-DD) and the `updatedAt` text.
 */

/** Version of the privacy policy in force; the candidate's consent records it. */
export const PRIVACY_POLICY_VERSION = '2026-11-22';

/** Version of the terms of use in force. */
export const TERMS_VERSION = '2026-11-22';

export type LegalBlock = string | { list: readonly string[] };

export interface LegalSection {
  /** Anchor of the section (letters, digits and hyphens). */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  version: string;
  /** The date of the version, written out. */
  updatedAt: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}

/** Values for the placeholders; filled from GET /api/v1/site, with these fallbacks meanwhile. */
export interface LegalFacts {
  razaoSocial: string;
  cnpj: string;
  email: string;
}

export const LEGAL_FACTS_FALLBACK: LegalFacts = {
  razaoSocial: 'RX Odonto',
  cnpj: 'informado no rodapé do site',
  email: 'o e-mail de contato informado no rodapé do site',
};

/** In place of {cnpj} once the site configuration answered without one (SITE_CNPJ not set). */
export const LEGAL_CNPJ_NOT_SET = 'a ser informado';
