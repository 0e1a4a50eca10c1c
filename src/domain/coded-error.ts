/** An error with an HTTP status and a code a program can act on; its message is safe to show a person. */
export class CodedError extends Error {
  status: number;
  code: string;
  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}
