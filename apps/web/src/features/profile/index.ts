// What other features may use from the profile feature (docs/decisions: feature boundaries).
// Pages are not exported here: the router loads each page module lazily by its path.
export { PROFESSIONAL_FIELDS } from './professional-fields';
export {
  type CandidateFull,
  PHOTO_ACCEPT,
  PHOTO_MISSING_MESSAGE,
  profileKeys,
  uploadProfilePhoto,
} from './profile-api';
export { candidateAddressRows, experienciaRows, formacaoRows, professionalRows } from './profile-display';
export { publishedState, showPublishedProfile } from './published-profile';
