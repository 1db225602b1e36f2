/** Class names of the call-to-action links of the public pages (all meet WCAG AA contrast). */
export type ButtonVariant = 'primary' | 'secondary' | 'on-dark' | 'outline-on-dark';

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-center font-semibold leading-tight shadow-sm transition-colors';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-strong text-white hover:bg-navy',
  secondary: 'border border-navy/25 bg-white text-navy hover:bg-mist',
  'on-dark': 'bg-accent text-navy hover:bg-accent-soft',
  'outline-on-dark': 'border border-white/60 text-white hover:bg-white/10',
};

export function buttonClass(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${BASE} ${VARIANTS[variant]} ${extra}`.trim();
}
