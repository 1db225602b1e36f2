/**
 * The consultancy's 14 services: the id (the /servicos/{id} anchor) and the title, shared by the
 * web's texts (apps/web/src/content/services.ts) and the API's proposal requests (`servico`).
 */
export const SERVICE_CATALOGUE = [
  { id: 1, titulo: 'Diagnóstico 360' },
  { id: 2, titulo: 'Treinamento Técnico' },
  { id: 3, titulo: 'Treinamento em escaneamento intraoral e impressão de modelos 3D' },
  { id: 4, titulo: 'Treinamento em fotografia odontológica' },
  { id: 5, titulo: 'Estratégias de marketing' },
  { id: 6, titulo: 'Treinamento de representantes comerciais' },
  { id: 7, titulo: 'Assessoria burocrática para abertura de clínica' },
  { id: 8, titulo: 'Consultoria na escolha de equipamentos' },
  { id: 9, titulo: 'Contratação e gestão de equipes' },
  { id: 10, titulo: 'Assessoria jurídica' },
  { id: 11, titulo: 'Assessoria financeira' },
  { id: 12, titulo: 'Projeto estrutural e arquitetônico' },
  { id: 13, titulo: 'Auditoria técnica de exames 2D e 3D' },
  { id: 14, titulo: 'Organização de eventos e palestras' },
] as const;

export type ServiceId = (typeof SERVICE_CATALOGUE)[number]['id'];

/** The title of a service id, or null for an unknown one. */
export const serviceTitle = (id: number): string | null =>
  SERVICE_CATALOGUE.find((s) => s.id === id)?.titulo ?? null;
