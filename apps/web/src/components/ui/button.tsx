import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'md' | 'lg';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Working state: the button is disabled, busy, and shows `loadingText` (or its children) with a spinner. */
  loading?: boolean;
  loadingText?: ReactNode;
  /** An icon shown before the text (hidden while loading). */
  icon?: ReactNode;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-accent-strong text-white hover:bg-navy disabled:hover:bg-accent-strong',
  secondary: 'bg-navy text-white hover:bg-navy-light disabled:hover:bg-navy',
  outline: 'border border-navy/25 bg-white text-navy hover:border-navy/50 hover:bg-mist',
  ghost: 'text-accent-strong hover:bg-mist',
};

const SIZES: Record<ButtonSize, string> = {
  md: 'min-h-11 px-5 py-2.5 text-sm',
  lg: 'min-h-12 px-6 py-3 text-base',
};

/** Class names of the button look, for links styled as buttons. */
export function buttonClasses({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: Pick<ButtonProps, 'variant' | 'size' | 'fullWidth'> = {}): string {
  return `inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-70 ${VARIANTS[variant]} ${SIZES[size]} ${fullWidth ? 'w-full' : ''}`;
}

export function Button({
  variant,
  size,
  loading = false,
  loadingText,
  icon,
  fullWidth,
  type = 'button',
  disabled,
  className = '',
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
      className={`${buttonClasses({ variant, size, fullWidth })} ${className}`}
    >
      {loading ? <LoaderCircle aria-hidden="true" className="h-5 w-5 animate-spin" /> : icon}
      <span>{loading ? (loadingText ?? children) : children}</span>
    </button>
  );
}
