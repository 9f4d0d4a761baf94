/**
 * A provider's HTTP answer that was not a success (the letter service, the SMS provider): its status
 * and body kept for the caller, the start of the body in the message.
 */
export class ProviderAnswerError extends Error {
  constructor(
    provider: string,
    readonly status: number,
    readonly body: string,
  ) {
    super(`${provider} answered ${status}: ${body.slice(0, 500)}`);
  }
}
