import { CodedError } from '../../src/domain/coded-error.ts';
/** An error with a code the client can act on; the message is safe to show a person. */
export class AppError extends CodedError {}
