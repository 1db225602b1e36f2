import type { AnuncioFoto } from '@app/shared';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';

/** The ad's photos: the chosen one large (the cover first), the others as buttons under it. */
export function Gallery({ fotos, titulo }: { fotos: AnuncioFoto[]; titulo: string }) {
  const [index, setIndex] = useState(0);
  const current = fotos[Math.min(index, fotos.length - 1)];
  if (!current)
    return (
      <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-mist text-slate-500">
        <ImageOff aria-hidden className="size-10" />
        <span className="sr-only">Anúncio sem fotos</span>
      </div>
    );
  return (
    <div>
      <div className="aspect-[4/3] overflow-hidden rounded-2xl bg-mist">
        <img
          src={current.url}
          alt={`${titulo} — foto ${index + 1} de ${fotos.length}`}
          width={800}
          height={600}
          fetchPriority="high"
          className="h-full w-full object-contain"
        />
      </div>
      {fotos.length > 1 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Fotos do anúncio">
          {fotos.map((foto, i) => (
            <li key={foto.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={`Ver foto ${i + 1}`}
                aria-pressed={i === index}
                className={`block size-16 overflow-hidden rounded-lg ring-2 sm:size-20 ${i === index ? 'ring-accent-strong' : 'ring-transparent'}`}
              >
                <img
                  src={foto.url}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
