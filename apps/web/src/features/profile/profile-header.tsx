import { Camera, Download, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { VerifiedBadge } from '../../components/ui/verified-badge';
import { ProfilePhoto } from './profile-photo';

interface ProfileHeaderProps {
  name: string;
  /** The account badge ('CLÍNICA', 'CANDIDATO'). */
  typeLabel: string;
  /** Clinics the consultancy verified: the 'Clínica verificada' badge beside the type. */
  verified?: boolean;
  email: string;
  photoUrl: string | null | undefined;
  /** Clinics only: opens 'Editar Informações da Clínica'. */
  onEdit?: () => void;
  onDelete: () => void;
  onExport: () => void;
  exporting: boolean;
  onChangePhoto: () => void;
}

/** The photo, the display name, the type, the e-mail and the account's actions. */
export function ProfileHeader({
  name,
  typeLabel,
  verified = false,
  email,
  photoUrl,
  onEdit,
  onDelete,
  onExport,
  exporting,
  onChangePhoto,
}: ProfileHeaderProps) {
  return (
    <div className="flex flex-col items-center gap-6 rounded-3xl bg-white px-5 py-8 shadow-lg shadow-navy/5 sm:px-10 md:flex-row md:items-center md:gap-10">
      <div className="flex flex-col items-center gap-3">
        <ProfilePhoto url={photoUrl} name={name} />
        <Button
          variant="ghost"
          onClick={onChangePhoto}
          icon={<Camera aria-hidden="true" className="h-4 w-4" />}
        >
          Alterar foto
        </Button>
      </div>
      <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center md:items-start md:text-left">
        <p className="text-2xl font-bold break-words text-navy sm:text-3xl">{name}</p>
        <div className="flex flex-wrap items-center justify-center gap-2 md:justify-start">
          <p className="rounded-full bg-accent-soft px-3 py-1 text-xs font-bold tracking-widest text-navy">
            {typeLabel}
          </p>
          {verified && <VerifiedBadge />}
        </div>
        <p className="break-all text-muted">{email}</p>
        <div className="mt-4 flex flex-wrap justify-center gap-3 md:justify-start">
          {onEdit && (
            <Button
              onClick={onEdit}
              aria-label="Editar informações da clínica"
              icon={<Pencil aria-hidden="true" className="h-4 w-4" />}
            >
              Editar
            </Button>
          )}
          <Button
            variant="outline"
            onClick={onExport}
            loading={exporting}
            loadingText="Baixando..."
            icon={<Download aria-hidden="true" className="h-4 w-4" />}
          >
            Baixar meus dados
          </Button>
          <Button
            variant="outline"
            onClick={onDelete}
            className="border-red-300! text-red-700! hover:bg-red-50!"
            icon={<Trash2 aria-hidden="true" className="h-4 w-4" />}
          >
            Deletar conta
          </Button>
        </div>
      </div>
    </div>
  );
}
