import { BadgeCheck } from 'lucide-react';

/** 'Clínica verificada': the consultancy checked this clinic (clinica.verificada of the API). */
export function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-700/20">
      <BadgeCheck aria-hidden className="size-4" />
      Clínica verificada
    </span>
  );
}
