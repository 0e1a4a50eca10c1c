// English, the source catalogue: e-mails and calendar feeds (ADR 019).
export default {
  'mail.placeholder': '',
};
