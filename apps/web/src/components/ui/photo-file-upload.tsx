import { useState } from 'react';
import { formatFileSize } from '../../lib/file-size';
import { type Decoded, decodePhoto } from '../../lib/image-shrink';
import { type ChosenFile, FileUpload, type FileUploadProps } from './file-upload';
import { PhotoCropDialog } from './photo-crop-dialog';

type PhotoFileUploadProps = Omit<FileUploadProps, 'buttonText' | 'chosen'> & { buttonText?: string };

/**
 * The profile photo's file field ('Escolher foto'): the chosen image opens 'Ajustar foto' (crop
 * to the round frame), and `onFile` receives the framed JPEG, shrunk under 2 MB. A file the
 * browser cannot read as an image goes to `onFile` as it is (the caller's and the server's checks
 * answer it).
 */
export function PhotoFileUpload({ onFile, buttonText = 'Escolher foto', ...props }: PhotoFileUploadProps) {
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
        buttonText={buttonText}
        chosen={chosen}
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
