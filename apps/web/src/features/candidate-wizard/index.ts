// What other features may use from the candidate wizard (docs/decisions: feature boundaries).
// Pages are not exported here: the router loads each page module lazily by its path. Its
// navigation, step logic and record fields are shared parts in src/components/.
export { PortfolioUpload } from './portfolio-upload';
