import {
  AcknowledgementSchema,
  type Acknowledgement,
  type AppError,
  type Result,
  type UserAdminGateway,
  type UserUpdate,
} from '@torque/domain';
import type { ApiClient } from './api-client.js';
import { callApi, type CallOptions } from './call-api.js';

type Answer<T> = Promise<Result<T, AppError>>;

/** User admin: update, delete guest, block, unblock (openapi tag stores and admin). */
export class HttpUserAdminGateway implements UserAdminGateway {
  constructor(
    private readonly client: ApiClient,
    private readonly options: CallOptions = {},
  ) {}

  updateUser(update: UserUpdate): Answer<Acknowledgement> {
    const { roles, ...rest } = update;
    const body = { ...rest, ...(roles ? { roles: [...roles] } : {}) };
    return callApi(() => this.client.PUT('/user/update', { body }), AcknowledgementSchema, this.options);
  }

  deleteGuest(userMasterId: number): Answer<Acknowledgement> {
    const params = { path: { userMasterId } };
    return callApi(
      () => this.client.DELETE('/user/guest/{userMasterId}', { params }),
      AcknowledgementSchema,
      this.options,
    );
  }

  block(userMasterId: number): Answer<Acknowledgement> {
    const params = { path: { userMasterId } };
    return callApi(
      () => this.client.PUT('/user/block/{userMasterId}', { params }),
      AcknowledgementSchema,
      this.options,
    );
  }

  unblock(userMasterId: number): Answer<Acknowledgement> {
    const params = { path: { userMasterId } };
    return callApi(
      () => this.client.PUT('/user/unblock/{userMasterId}', { params }),
      AcknowledgementSchema,
      this.options,
    );
  }
}
