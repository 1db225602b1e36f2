/**
 * The upload limits (spec 2 sections 7 and 8), checked by the API (modules/files) and, before
 * sending, by the web: the profile photo at most 2 MB, each portfolio PDF at most 10 MB.
 */

const MB = 1024 * 1024;

export const PHOTO_MAX_BYTES = 2 * MB;
export const PDF_MAX_BYTES = 10 * MB;

/** The messages of a file over its limit. */
export const UPLOAD_LIMIT_MESSAGES = {
  photoTooLarge: `A foto deve ter no máximo ${PHOTO_MAX_BYTES / MB} MB.`,
  pdfTooLarge: `O PDF deve ter no máximo ${PDF_MAX_BYTES / MB} MB.`,
} as const;
