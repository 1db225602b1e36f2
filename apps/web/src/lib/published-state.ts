/**
 * The route state of /perfil right after the wizard's publish: the page then says that the
 * profile is published and that clinics can find it.
 */
export interface PublishedState {
  published: true;
}

export const publishedState: PublishedState = { published: true };

export const wasJustPublished = (state: unknown): boolean =>
  Boolean(state && typeof state === 'object' && (state as Partial<PublishedState>).published === true);

export const PUBLISHED_NOTICE = 'Seu perfil está publicado: as clínicas já podem encontrar você.';
