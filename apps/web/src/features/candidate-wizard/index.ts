// What other features may use from the candidate wizard (docs/decisions: feature boundaries).
// Pages are not exported here: the router loads each page module lazily by its path.
export { ExperiencePeriodFields } from './experience-period-fields';
export { PortfolioUpload } from './portfolio-upload';
export { useWizardSteps } from './use-wizard-steps';
export { WizardNavigation } from './wizard-navigation';
