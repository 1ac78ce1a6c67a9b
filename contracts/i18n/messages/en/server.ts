/** Only on the server: e-mails, the PDF report and the API's own messages. */
export const server = {};
