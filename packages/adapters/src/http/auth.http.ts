import {
  err,
  ok,
  responseMessage,
  UserSessionSchema,
  type AppError,
  type AuthGateway,
  type Credentials,
  type Result,
  type UserSession,
} from '@torque/domain';
import { z } from 'zod';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

export const WRONG_CREDENTIALS = 'Invalid e-mail or password.';

export class HttpAuthGateway implements AuthGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  async login(credentials: Credentials): Promise<Result<UserSession, AppError>> {
    // A 401 here means wrong credentials, not an expired session: no sign-out redirect.
    const answer = await this.client
      .POST('/user/v2/login', { body: { email: credentials.email.trim(), password: credentials.password } })
      .catch(() => undefined);
    if (answer?.response.status === 401) {
      return err({
        code: 'WRONG_CREDENTIALS',
        message: responseMessage(answer.error) ?? WRONG_CREDENTIALS,
        tone: 'danger',
        status: 401,
      });
    }
    return callApi(async () => {
      if (!answer) throw new TypeError('no answer');
      return answer;
    }, UserSessionSchema);
  }

  async demoSignIn(): Promise<Credentials | null> {
    const answer = await this.client.GET('/user/demo-sign-in').catch(() => undefined);
    const offer = answer?.data;
    return offer?.available && offer.email && offer.password
      ? { email: offer.email, password: offer.password }
      : null;
  }

  async logout(): Promise<Result<void, AppError>> {
    const done = await callApi(() => this.client.GET('/user/logout'), z.unknown(), this.options);
    return done.ok ? ok(undefined) : done;
  }
}
