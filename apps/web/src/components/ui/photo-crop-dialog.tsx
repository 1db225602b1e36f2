import { useState } from 'react';
import { type Decoded, renderCroppedPhoto } from '../../lib/image-shrink';
import { Button } from './button';
import { Modal } from './modal';
import { PhotoCropFrame } from './photo-crop-frame';
import { PhotoCropZoom } from './photo-crop-zoom';
import { CROP_VIEW, usePhotoCrop } from './use-photo-crop';

interface PhotoCropDialogProps {
  image: Decoded;
  /** The chosen file's name (the sent file keeps it, as .jpg). */
  name: string;
  onDone: (file: File) => void;
  onCancel: () => void;
}

/**
 * 'Ajustar foto': the chosen photo under the round frame of the profile. Drag (mouse or finger)
 * to move it, pinch, the wheel or the 'Zoom' slider to enlarge it; with the keyboard, the arrows
 * move it and + / − zoom. 'Usar foto' sends what the circle shows, shrunk under 2 MB.
 */
export function PhotoCropDialog({ image, name, onDone, onCancel }: PhotoCropDialogProps) {
  const { canvas, crop, update } = usePhotoCrop(image);
  const [working, setWorking] = useState(false);

  const confirm = async () => {
    setWorking(true);
    const file = await renderCroppedPhoto(image, CROP_VIEW, crop, name);
    setWorking(false);
    if (file) onDone(file);
    else onCancel();
  };

  return (
    <Modal
      title="Ajustar foto"
      onClose={onCancel}
      dismissible={!working}
      footer={
        <>
          <Button variant="outline" onClick={onCancel} disabled={working}>
            Cancelar
          </Button>
          <Button onClick={confirm} loading={working} loadingText="Preparando foto…">
            Usar foto
          </Button>
        </>
      }
    >
      <p id="recorte-ajuda" className="text-sm text-muted">
        Arraste a foto para posicionar seu rosto no círculo e use o zoom para aproximar.
      </p>
      <PhotoCropFrame canvas={canvas} update={update} />
      <PhotoCropZoom zoom={crop.zoom} update={update} />
    </Modal>
  );
}
