// What other features may use from this feature (docs/decisions: feature boundaries): the
// 'Solicitar proposta' button. Its dialog is a separate chunk, loaded on the first click.
export { ProposalButton } from './proposal-button';
