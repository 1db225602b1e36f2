import { UserRound } from 'lucide-react';
import { useState } from 'react';

/** The round profile photo, 13rem wide; an empty circle when there is none (or it fails to load). */
export function ProfilePhoto({ url, name }: { url: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = url && failed !== url ? url : null;
  return (
    <div className="flex h-52 w-52 shrink-0 items-center justify-center overflow-hidden rounded-full border-4 border-white bg-mist shadow-lg ring-1 ring-navy/10">
      {usable ? (
        <img
          src={usable}
          alt={`Foto de ${name}`}
          className="h-full w-full object-cover"
          onError={() => setFailed(usable)}
        />
      ) : (
        <UserRound aria-hidden="true" className="h-20 w-20 text-navy/20" />
      )}
    </div>
  );
}
