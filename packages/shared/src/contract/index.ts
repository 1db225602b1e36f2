// The API's operations, one table (see operation.ts). Each module's file declares its operations;
// the API mounts each one (apps/api/src/plugins/mount.ts), and a test checks that every operation
// of this table is mounted and every documented route comes from it.

import { accountLifecycleOperations } from './account-lifecycle';
import { accountSummaryOperations } from './account-summary';
import { accountsOperations } from './accounts';
import { adminOperations } from './admin';
import { applicationsOperations } from './applications';
import { availabilityOperations } from './availability';
import { blogOperations } from './blog';
import { candidateProfileOperations } from './candidate-profile';
import { candidateRecordsOperations } from './candidate-records';
import { candidateSearchOperations } from './candidate-search';
import { cepOperations } from './cep';
import { classificadosOperations } from './classificados';
import { clinicInfoOperations } from './clinic-info';
import { contactsOperations } from './contacts';
import { filesOperations } from './files';
import { googleAuthOperations } from './google-auth';
import { jobAlertsOperations } from './job-alerts';
import { jobPostingsOperations } from './job-postings';
import { passwordResetOperations } from './password-reset';
import { professionalRecordsOperations } from './professional-records';
import { savedCandidatesOperations } from './saved-candidates';
import { systemOperations } from './system';
import { viewNoticesOperations } from './view-notices';
import { viewsOperations } from './views';

export * from './account-lifecycle';
export * from './account-summary';
export * from './accounts';
export * from './admin';
export * from './applications';
export * from './availability';
export * from './blog';
export * from './candidate-profile';
export * from './candidate-records';
export * from './candidate-search';
export * from './cep';
export * from './classificados';
export * from './clinic-info';
export * from './contacts';
export * from './files';
export * from './google-auth';
export * from './job-alerts';
export * from './job-postings';
export * from './operation';
export * from './params';
export * from './password-reset';
export * from './professional-records';
export * from './saved-candidates';
export * from './system';
export * from './view-notices';
export * from './views';

/** Every operation of the API by its operationId. */
export const operations = {
  ...systemOperations,
  ...cepOperations,
  ...contactsOperations,
  ...accountsOperations,
  ...googleAuthOperations,
  ...passwordResetOperations,
  ...accountSummaryOperations,
  ...accountLifecycleOperations,
  ...candidateRecordsOperations,
  ...professionalRecordsOperations,
  ...candidateProfileOperations,
  ...filesOperations,
  ...savedCandidatesOperations,
  ...candidateSearchOperations,
  ...clinicInfoOperations,
  ...viewNoticesOperations,
  ...viewsOperations,
  ...availabilityOperations,
  ...jobAlertsOperations,
  ...jobPostingsOperations,
  ...applicationsOperations,
  ...classificadosOperations,
  ...blogOperations,
  ...adminOperations,
};
