import { useState } from 'react';
import { formatFileSize } from '../../lib/file-size';
import { type Decoded, decodePhoto } from '../../lib/image-shrink';
import { type ChosenFile, FileUpload, type FileUploadProps } from './file-upload';
import { PhotoCropDialog } from './photo-crop-dialog';

type PhotoFileUploadProps = Omit<FileUploadProps, 'buttonText' | 'chosen' | 'emptyText'> & {
  buttonText?: string;
  /** A photo is kept already (sent before, perhaps before a reload): 'Trocar foto', 'Foto salva'. */
  hasPhoto?: boolean;
};

/**
 * The profile photo's file field ('Escolher foto'): the chosen image opens 'Ajustar foto' (crop
 * to the round frame), and `onFile` receives the framed JPEG, shrunk under 2 MB. A file the
 * browser cannot read as an image goes to `onFile` as it is (the caller's and the server's checks
 * answer it). With a photo kept already the button says 'Trocar foto' and, until a file is chosen
 * here, the field says 'Foto salva' (not 'Nenhum arquivo escolhido').
 */
export function PhotoFileUpload({ onFile, buttonText, hasPhoto = false, ...props }: PhotoFileUploadProps) {
  const [editing, setEditing] = useState<{ image: Decoded; file: File } | null>(null);
  const [decoding, setDecoding] = useState(false);
  const [chosen, setChosen] = useState<ChosenFile | null>(null);

  const choose = async (file: File) => {
    setChosen({ name: file.name, size: file.size });
    setDecoding(true);
    const image = await decodePhoto(file);
    setDecoding(false);
    if (image) setEditing({ image, file });
    else onFile(file);
  };

  return (
    <>
      <FileUpload
        {...props}
        busy={props.busy || decoding}
        busyText={decoding ? 'Abrindo foto…' : props.busyText}
        buttonText={buttonText ?? (hasPhoto ? 'Trocar foto' : 'Escolher foto')}
        chosen={chosen}
        emptyText={hasPhoto ? 'Foto salva' : undefined}
        onFile={choose}
      />
      {editing && (
        <PhotoCropDialog
          image={editing.image}
          name={editing.file.name}
          onCancel={() => setEditing(null)}
          onDone={(file) => {
            setEditing(null);
            if (file.size < editing.file.size)
              setChosen({
                name: editing.file.name,
                size: editing.file.size,
                note: `reduzida para ${formatFileSize(file.size)}`,
              });
            onFile(file);
          }}
        />
      )}
    </>
  );
}
