import type { AnuncioCard } from '@app/shared';

const money = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  maximumFractionDigits: 2,
});

/** 'R$ 85.000,00' or 'A combinar'. */
export const formatPrice = (preco: number | null): string =>
  preco === null ? 'A combinar' : money.format(preco);

/** 'Campinas/SP'. */
export const placeOf = (ad: Pick<AnuncioCard, 'cidade' | 'estado'>) => `${ad.cidade}/${ad.estado}`;

const month = new Intl.DateTimeFormat('pt-BR', {
  month: 'long',
  year: 'numeric',
  timeZone: 'America/Sao_Paulo',
});
/** 'março de 2025' ('Membro desde'). */
export const formatMonth = (iso: string) => month.format(new Date(iso));
