/** Job alerts and availability: what the /vagas page, the profile and /home show of them. */

export { useOutOfList } from './api/alerts';
export { AvailabilityNotice } from './availability-notice';
export { type AlertFilters, CreateAlertPanel } from './create-alert-panel';
export { MyAlertsSection } from './my-alerts-section';
