// Every call of the spec answers under the canonical prefix /api/v1, and those the spec shows
// without it also at their bare path (plugins/mount.ts mounts both from the contract).
export const API_PREFIX = '/api/v1';
