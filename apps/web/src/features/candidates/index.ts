// What other features may use from this feature (docs/decisions: feature boundaries).
// Pages are not exported here: the router loads each page module lazily by its path. The
// candidate's profile, portfolio and views are read models shared by several features: src/api/.
export { profilePathFromVaga } from './profile-return';
