import { UserRound } from 'lucide-react';
import { useState } from 'react';

const SIZES = {
  md: { box: 'h-16 w-16 sm:h-20 sm:w-20', icon: 'h-8 w-8 sm:h-10 sm:w-10' },
  lg: { box: 'h-40 w-40 sm:h-48 sm:w-48', icon: 'h-20 w-20' },
} as const;

interface CandidateAvatarProps {
  url: string | null | undefined;
  name: string;
  size?: keyof typeof SIZES;
}

/** The candidate's round photo; a placeholder figure when there is none or it fails to load. */
export function CandidateAvatar({ url, name, size = 'md' }: CandidateAvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = url && failed !== url ? url : null;
  const { box, icon } = SIZES[size];
  return (
    <div
      className={`flex ${box} shrink-0 items-center justify-center overflow-hidden rounded-full bg-mist ring-1 ring-navy/10`}
    >
      {usable ? (
        <img
          src={usable}
          alt={`Foto de ${name}`}
          loading="lazy"
          className="h-full w-full object-cover"
          onError={() => setFailed(usable)}
        />
      ) : (
        <UserRound aria-hidden="true" data-testid="avatar-placeholder" className={`${icon} text-navy/30`} />
      )}
    </div>
  );
}
