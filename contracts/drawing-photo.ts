/**
 * One size limit and one message for every photo of a child's drawing: the free analysis, the
 * plan's set-up, the weekly challenges, the checkpoint tasks and the shop's artwork (issue 35).
 * 10 MB is the spec's limit (spec 000 §9, spec 001 §9) and it is enough: a phone's 12–24 MP
 * photo of a sheet of paper is 2–8 MB as a JPEG, and a 7 inch frame or a t-shirt's chest print
 * needs far fewer pixels than that. Free of zod, so the shop's pages can use it.
 */
export const DRAWING_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** What the parent reads, in the browser and from the server alike. */
export const DRAWING_PHOTO_TOO_LARGE = 'Please select an image under 10MB';
