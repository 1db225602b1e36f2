// What other features may use from the clinic wizard (docs/decisions: feature boundaries).
// Pages are not exported here: the router loads each page module lazily by its path.
export { clinicKeys, useClinicFull, useSaveClinicInfo } from './api/clinic';
export { publishClinicInfo } from './api/publish';
export { aboutRows, addressRows, equipmentSummary } from './clinic-display';
export { type ClinicInfoForm, clinicFormFrom, clinicPayload } from './clinic-form';
export { type ClinicFieldErrors, ClinicInfoFields } from './clinic-info-fields';
export type { ClinicFormUpdate } from './equipment-fields';
export { EquipmentList } from './equipment-list';
export { ProfilePhotoUpload } from './profile-photo-upload';
