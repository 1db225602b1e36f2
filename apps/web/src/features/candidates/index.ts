// What other features may use from this feature (docs/decisions: feature boundaries).
// Pages are not exported here: the router loads each page module lazily by its path.
export {
  candidateProfileKeys,
  fetchCandidateFull,
  showPublishedProfile,
  useCandidateFull,
} from './api/candidate-profile';
export {
  PORTFOLIO_MESSAGES,
  portfolioKeys,
  usePortfolioFiles,
  useRemovePortfolioFile,
} from './api/portfolio';
export { useRegisterView } from './api/views';
export { profilePathFromVaga } from './profile-return';
