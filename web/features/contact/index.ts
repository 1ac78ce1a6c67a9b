// The contact feature's public face: what other features use of it; they import from here, never from inside.
export { useSendContactMessage } from './api/send-contact-message';
