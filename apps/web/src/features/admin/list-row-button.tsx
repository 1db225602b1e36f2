import type { ReactNode } from 'react';

interface ListRowButtonProps {
  /** The row's test id ('contato', 'conta'). */
  testId: string;
  /** Opens the row's dialog. */
  onClick: () => void;
  children: ReactNode;
}

/** A row of a back-office list that opens its item's dialog: the whole card is the button. */
export function ListRowButton({ testId, onClick, children }: ListRowButtonProps) {
  return (
    <li data-testid={testId} className="rounded-2xl bg-white shadow-sm ring-1 ring-navy/10">
      <button
        type="button"
        onClick={onClick}
        className="flex w-full flex-wrap items-start justify-between gap-2 p-4 text-left hover:bg-navy/5"
      >
        {children}
      </button>
    </li>
  );
}
