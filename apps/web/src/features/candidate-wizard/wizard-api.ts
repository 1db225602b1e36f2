import { UPLOAD_LIMIT_MESSAGES } from '@app/shared';
import { ApiError, buildUrl, extractErrorDetail } from '../../lib/api';
import { PHOTO_MISSING_MESSAGE, uploadProfilePhoto } from '../../lib/profile-photo';
import { getToken } from '../../lib/session';
import type { PortfolioFile } from './wizard-draft';

/** The wizard's calls (spec 2 section 7) and their messages (sections 5 and 8). */

export const WIZARD_MESSAGES = {
  publishFailed: 'Falha ao publicar. Verifique os campos e tente novamente.',
  published: 'Inscrição concluída.',
  thanks: (profession: string) => `Obrigado por se cadastrar em nosso banco de talentos em ${profession}.`,
  photoSending: 'Enviando foto…',
  photoSent: 'Foto enviada com sucesso!',
  photoFailed: 'Falha ao enviar a foto. Tente novamente.',
  photoTooLarge: UPLOAD_LIMIT_MESSAGES.photoTooLarge,
  photoMissing: PHOTO_MISSING_MESSAGE,
  portfolioSending: 'Enviando portfólio…',
  portfolioSent: 'Portfólio enviado com sucesso!',
  portfolioFailed: 'Falha ao enviar o portfólio. Tente novamente.',
  portfolioNotPdf: 'Envie um arquivo PDF.',
  portfolioTooLarge: UPLOAD_LIMIT_MESSAGES.pdfTooLarge,
  portfolioNoUser: 'Não foi possível identificar o usuário para o upload do portfólio.',
  portfolioNoId: 'ID do candidato não encontrado.',
} as const;

export const PORTFOLIO_TIMEOUT_MS = 20_000;

/** Whether a file is a PDF, by its type or its .pdf name. */
export const isPdf = (file: { type: string; name: string }) =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The candidate's photo (see uploadProfilePhoto). */
export const uploadPhoto = (id: string | number | null | undefined, file: File | null): Promise<void> =>
  uploadProfilePhoto('candidato', id, file);

interface PortfolioAnswerItem {
  key?: string;
  filename?: string;
  name?: string;
  size?: number;
}

/** The sent files of an upload answer (an array, or one object). */
export function portfolioFiles(answer: unknown, fallbackName: string): PortfolioFile[] {
  const items: unknown[] = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object'
      ? [answer]
      : [];
  return items
    .filter((item): item is PortfolioAnswerItem => Boolean(item) && typeof item === 'object')
    .map((item) => ({
      key: item.key ?? item.filename ?? fallbackName,
      name: item.filename ?? item.name ?? fallbackName,
      size: typeof item.size === 'number' ? item.size : 0,
    }));
}

/**
 * POST /api/v1/arquivos/portfolio/candidato/{id}: the PDF in the field `arquivos`, through
 * XMLHttpRequest so the progress of the upload can be shown; bearer token; 20 s time-out.
 * The file keeps its name (the server stores it as the label of the download).
 */
export function uploadPortfolio(
  id: string | number | null | undefined,
  file: File,
  onProgress: (percent: number) => void,
): Promise<PortfolioFile[]> {
  if (id == null || id === '') return Promise.reject(new Error(WIZARD_MESSAGES.portfolioNoId));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(`/api/v1/arquivos/portfolio/candidato/${encodeURIComponent(String(id))}`));
    xhr.timeout = PORTFOLIO_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress((event.loaded / event.total) * 100);
    };
    const parse = (): unknown => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        return xhr.responseText;
      }
    };
    xhr.onload = () => {
      const body = parse();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve(portfolioFiles(body, file.name));
      } else {
        reject(new ApiError({ status: xhr.status, detail: extractErrorDetail(body), body }));
      }
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, detail: null, kind: 'network' }));
    xhr.ontimeout = () => reject(new ApiError({ status: 0, detail: null, kind: 'timeout' }));
    const body = new FormData();
    body.append('arquivos', file, file.name);
    xhr.send(body);
  });
}
