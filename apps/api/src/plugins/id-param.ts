// A path id, the one rule every route and the access policy parse ids with (declared in the contract).
export { idParam, idParams } from '@app/shared/contract';
