import { formatCnpj } from '@app/shared';
import { LEGAL_CNPJ_NOT_SET, LEGAL_FACTS_FALLBACK, type LegalFacts } from '../../content/legal';
import type { SiteConfig } from '../../lib/site-config';

export type LegalSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; to: string }
  | { kind: 'email'; text: string };

const PLACEHOLDER = /\{(razaoSocial|cnpj)\}/g;
/** A site link [label](/path), or the {email} placeholder. */
const TOKEN = /\[([^\]]+)\]\((\/[^)\s]*)\)|\{email\}/g;

/**
 * The company facts of the legal texts, from the site configuration (fallbacks while it loads). A
 * configuration without a CNPJ is said as such: the footer then shows none either.
 */
export function legalFactsFrom(config: Partial<SiteConfig> | undefined): LegalFacts {
  const legalName = config?.legalName?.trim() || config?.name?.trim();
  const cnpj = config?.cnpj?.trim();
  const email = config?.email?.trim();
  return {
    razaoSocial: legalName || LEGAL_FACTS_FALLBACK.razaoSocial,
    cnpj: cnpj ? formatCnpj(cnpj) : config ? LEGAL_CNPJ_NOT_SET : LEGAL_FACTS_FALLBACK.cnpj,
    email: email || LEGAL_FACTS_FALLBACK.email,
  };
}

/**
 * Splits a legal text into plain text, links and e-mail addresses: {razaoSocial}, {cnpj} and
 * {email} become the company facts (the e-mail an address segment when it is one), and
 * [label](/path) becomes a link to a page of the site. Adjacent texts are merged.
 */
export function parseLegalText(source: string, facts: LegalFacts): LegalSegment[] {
  const text = source.replace(PLACEHOLDER, (_, key: 'razaoSocial' | 'cnpj') => facts[key]);
  const segments: LegalSegment[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0;
    pushText(text.slice(last, index));
    if (match[0] === '{email}') {
      if (facts.email.includes('@')) segments.push({ kind: 'email', text: facts.email });
      else pushText(facts.email);
    } else {
      segments.push({ kind: 'link', text: match[1] ?? '', to: match[2] ?? '/' });
    }
    last = index + match[0].length;
  }
  pushText(text.slice(last));
  return segments;
}
