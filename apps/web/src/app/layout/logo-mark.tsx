import { useId } from 'react';

interface LogoMarkProps {
  className?: string;
  /** Accessible name; omit when the mark is decorative (the wordmark names it). */
  title?: string;
}

/** The brand mark: a tooth inside a scanner's viewfinder, crossed by a scan line. */
export function LogoMark({ className, title }: LogoMarkProps) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 48 48"
      className={className}
      role={title ? 'img' : undefined}
      aria-label={title}
      aria-hidden={title ? undefined : true}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#13a3a3" />
          <stop offset="1" stopColor="#0b7a7a" />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="12" fill={`url(#${gradientId})`} />
      <g
        fill="none"
        stroke="#ffffff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
        opacity="0.9"
      >
        <path d="M7.5 14V10a2.5 2.5 0 0 1 2.5-2.5h4" />
        <path d="M34 7.5h4a2.5 2.5 0 0 1 2.5 2.5v4" />
        <path d="M40.5 34v4a2.5 2.5 0 0 1-2.5 2.5h-4" />
        <path d="M14 40.5h-4A2.5 2.5 0 0 1 7.5 38v-4" />
      </g>
      <path
        fill="#ffffff"
        d="M18 11c-3.5 0-5.5 3-5.5 6.5 0 3.5 1.5 5.5 2.1 8.5.7 4 1.2 10.5 3.7 10.5 2.3 0 2.5-5.5 3.7-7.9.5-1 1.2-1.4 2-1.4s1.5.4 2 1.4c1.2 2.4 1.4 7.9 3.7 7.9 2.5 0 3-6.5 3.7-10.5.6-3 2.1-5 2.1-8.5 0-3.5-2-6.5-5.5-6.5-2.5 0-3.7 1.3-6 1.3s-3.5-1.3-6-1.3Z"
      />
      <path d="M12 21h24" stroke="#13a3a3" strokeWidth="1.8" strokeLinecap="round" />
      <path d="M15 24.5h18" stroke="#13a3a3" strokeWidth="1" strokeLinecap="round" opacity="0.55" />
    </svg>
  );
}
