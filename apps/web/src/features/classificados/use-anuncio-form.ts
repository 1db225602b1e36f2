import {
  ANUNCIO_PHOTOS_MAX,
  type AnuncioDetail,
  type AnuncioInput,
  type AnuncioPayload,
  anuncioInputSchema,
  maskReais,
} from '@app/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { ApiError } from '../../lib/api';
import { shrinkPhoto } from '../../lib/image-shrink';
import { notify } from '../../lib/notify';
import { showServerFieldErrors } from '../../lib/server-field-errors';
import { useDeleteFoto, useSaveAnuncio, useUploadFotos } from './api/anuncios';

/** The ad form's fields as typed. */
export interface FormValues {
  tipo: string;
  titulo: string;
  categoria: string;
  marca: string;
  modelo: string;
  ano_fabricacao: string;
  estado_conservacao: string;
  preco: string;
  negociavel: boolean;
  descricao: string;
  estado: string;
  cidade: string;
  mostrar_telefone: boolean;
}
const FIELDS = Object.keys(anuncioInputSchema.shape);

const defaultsOf = (a: AnuncioDetail | undefined): FormValues => ({
  tipo: a?.tipo ?? 'venda',
  titulo: a?.titulo ?? '',
  categoria: a?.categoria ?? '',
  marca: a?.marca ?? '',
  modelo: a?.modelo ?? '',
  ano_fabricacao: a?.ano_fabricacao ? String(a.ano_fabricacao) : '',
  estado_conservacao: a?.estado_conservacao ?? '',
  preco: a?.preco === null || a?.preco === undefined ? '' : maskReais(String(a.preco).replace('.', ',')),
  negociavel: a?.negociavel ?? false,
  descricao: a?.descricao ?? '',
  estado: a?.estado ?? '',
  cidade: a?.cidade ?? '',
  mostrar_telefone: a?.mostrar_telefone ?? false,
});

/** The form's text as the shared schema reads it (blank condition: none). */
const toInput = (v: FormValues): AnuncioInput => ({
  ...v,
  tipo: v.tipo as AnuncioInput['tipo'],
  estado_conservacao: v.estado_conservacao || null,
  preco: v.preco.trim() || null,
});
const resolver = zodResolver(anuncioInputSchema);

/**
 * The ad's form (new, or editing `anuncio`): its fields, the photos kept and chosen, and the
 * submission that saves the ad, sends the chosen photos and goes to 'Meus anúncios'.
 */
export function useAnuncioForm(anuncio: AnuncioDetail | undefined) {
  const navigate = useNavigate();
  const save = useSaveAnuncio();
  const upload = useUploadFotos();
  const removePhoto = useDeleteFoto();
  const [files, setFiles] = useState<File[]>([]);
  const [formError, setFormError] = useState<string | null>(null);
  const [shrinking, setShrinking] = useState(false);
  const kept = anuncio?.fotos ?? [];
  const room = ANUNCIO_PHOTOS_MAX - kept.length - files.length;
  const {
    register,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<FormValues>({
    defaultValues: defaultsOf(anuncio),
    resolver: (values, context, options) =>
      // biome-ignore lint/suspicious/noExplicitAny: the form's text goes through the shared schema as the API reads it
      resolver(toInput(values) as any, context, options as any) as any,
  });
  const msg = (name: keyof FormValues) => errors[name]?.message ?? null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])].slice(0, Math.max(0, room));
    event.target.value = '';
    setShrinking(true);
    const shrunk = await Promise.all(chosen.map((file) => shrinkPhoto(file)));
    setShrinking(false);
    setFiles((current) => [...current, ...shrunk]);
  };
  const photos = {
    kept,
    files,
    onRemoveKept: (foto: { id: number }) =>
      anuncio && removePhoto.mutate({ id: anuncio.id, fotoId: foto.id }),
    onRemoveFile: (index: number) => setFiles((current) => current.filter((_, i) => i !== index)),
    room,
    onChoose: choose,
    shrinking,
  };

  // The resolver hands over the values as the shared schema parsed them (the API's payload).
  const submit = handleSubmit(async (parsed) => {
    setFormError(null);
    try {
      const input = parsed as unknown as AnuncioPayload;
      const id = anuncio ? anuncio.id : (await save.mutateAsync({ input })).id;
      if (anuncio) await save.mutateAsync({ id, input });
      if (files.length > 0) await upload.mutateAsync({ id, files });
      notify.success('Anúncio enviado para moderação. Você recebe um e-mail quando ele for publicado.');
      navigate('/meus-anuncios');
    } catch (err) {
      if (!showServerFieldErrors(err, setError, FIELDS as (keyof FormValues)[]))
        setFormError(err instanceof ApiError ? err.message : 'Não foi possível salvar o anúncio.');
    }
  });
  const busy = save.isPending || upload.isPending || shrinking;

  return { register, watch, setValue, msg, photos, submit, busy, formError };
}
